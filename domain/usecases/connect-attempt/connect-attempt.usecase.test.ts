/**
 * The connect attempt over the real use cases (router, modal, connection, connectors, WalletConnect pairing)
 * built from the fakes: it follows the router, not any view.
 */
import { describe, expect, it } from 'vitest';
import type { CatalogueWallet } from '../../entities/wallet/wallet.js';
import { FakeChainAdapter } from '../../../tests/fakes/chain-adapter.fake.js';
import { createTestClient, TEST_NETWORK } from '../../../tests/fakes/create-test-client.js';
import { flushMicrotasks, VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { catalogueWallet } from '../../../tests/fakes/wallet-catalogue.fake.js';
import { walletConnectTestPorts } from '../../../tests/fakes/walletconnect-client.fake.js';
import { FakeConnectorDiscovery, FakeWalletConnector, userRejectedError } from '../../../tests/fakes/wallet-connector.fake.js';

const CHAIN = TEST_NETWORK.caipNetworkId;
const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const METAMASK: CatalogueWallet = catalogueWallet({ id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' });

function browserWallet(): FakeWalletConnector {
  return new FakeWalletConnector({
    info: { id: 'uuid-mm', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.metamask' } },
    accounts: [ADDRESS],
    caipNetworkId: CHAIN,
  });
}

function setup({ connectors = [browserWallet()] }: { connectors?: FakeWalletConnector[] } = {}) {
  const scheduler = new VirtualScheduler();
  const discovery = new FakeConnectorDiscovery(connectors);
  const wc = walletConnectTestPorts(scheduler, [TEST_NETWORK]);
  const { client } = createTestClient(
    {},
    { scheduler, connectorDiscovery: discovery, chainAdapters: new Map([['eip155', new FakeChainAdapter(scheduler)]]), ...wc },
  );
  client.start();
  return { client, discovery, fake: wc.walletConnect, connector: connectors[0] };
}

const connects = (connector: FakeWalletConnector | undefined) => connector?.calls.filter((call) => call.method === 'connect').length ?? 0;

describe('ConnectAttemptUseCase', () => {
  it('asks the wallet once when ConnectingExternal comes on screen, and closes the modal on success', async () => {
    const { client, connector } = setup();
    connector!.hangConnect = true;
    client.modal.open({ view: 'ConnectingExternal', data: { wallet: METAMASK } });
    expect(client.connectAttempt.snapshot).toMatchObject({ view: 'ConnectingExternal', kind: 'external', status: 'connecting' });
    expect(client.connectAttempt.snapshot.connector?.id).toBe('uuid-mm');
    await flushMicrotasks();
    expect(connects(connector)).toBe(1);
    connector!.release();
    await flushMicrotasks();
    expect(client.modal.snapshot.open).toBe(false);
    expect(client.connection.snapshot.namespaces.eip155?.status).toBe('connected');
    expect(client.connection.snapshot.recentWallets[0]).toMatchObject({ id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' });
    expect(client.connectAttempt.snapshot.status).toBe('idle');
  });

  it("cancels a connect still waiting for the wallet when the person goes back: it ends with 'Modal closed'", async () => {
    const { client, connector } = setup();
    connector!.hangConnect = true;
    client.modal.open({ view: 'Connect' });
    client.router.push('ConnectingExternal', { wallet: METAMASK });
    expect(client.connection.snapshot.connectingConnectorId).toBe('uuid-mm');
    client.router.goBack();
    await flushMicrotasks();
    expect(client.connection.snapshot.connectingConnectorId).toBeUndefined();
    expect(client.connection.snapshot.namespaces.eip155?.status).toBe('disconnected');
    expect(client.connectAttempt.snapshot.status).toBe('idle');
    expect(client.modal.snapshot.open).toBe(true);
    // The wallet answering late changes nothing.
    connector!.release();
    await flushMicrotasks();
    expect(client.modal.snapshot.open).toBe(true);
    expect(client.router.snapshot.view).toBe('Connect');
  });

  it('cancels it when the modal closes', async () => {
    const { client, connector } = setup();
    connector!.hangConnect = true;
    client.modal.open({ view: 'ConnectingExternal', data: { wallet: METAMASK } });
    client.modal.close();
    await flushMicrotasks();
    expect(client.connection.snapshot.connectingConnectorId).toBeUndefined();
    expect(client.connectAttempt.snapshot.status).toBe('idle');
  });

  it("says 'Connection rejected' when the person declines, and retry asks again", async () => {
    const { client, connector } = setup();
    connector!.failConnectWith = userRejectedError();
    client.modal.open({ view: 'ConnectingExternal', data: { wallet: METAMASK } });
    await flushMicrotasks();
    expect(client.connectAttempt.snapshot.status).toBe('rejected');
    expect(client.connectAttempt.snapshot.error?.shortMessage).toBe('Connection rejected');
    expect(client.modal.snapshot.open).toBe(true);
    connector!.failConnectWith = undefined;
    client.connectAttempt.retry();
    expect(client.connectAttempt.snapshot.status).toBe('connecting');
    await flushMicrotasks();
    expect(connects(connector)).toBe(2);
    expect(client.modal.snapshot.open).toBe(false);
  });

  it('is failed while no connector reaches the wallet, and starts when the wallet announces itself', async () => {
    const late = browserWallet();
    const { client, discovery } = setup({ connectors: [] });
    client.modal.open({ view: 'ConnectingExternal', data: { wallet: METAMASK } });
    expect(client.connectAttempt.snapshot).toMatchObject({ status: 'failed', connector: undefined });
    expect(client.connectAttempt.snapshot.error?.code).toBe('NO_CONNECTOR_FOR_CONNECTION');
    discovery.announce(late);
    await flushMicrotasks();
    expect(connects(late)).toBe(1);
    expect(client.modal.snapshot.open).toBe(false);
  });

  it('a new visit of the same view is a new attempt; the old one cannot close the modal', async () => {
    const { client, connector } = setup();
    connector!.hangConnect = true;
    client.modal.open({ view: 'Connect' });
    client.router.push('ConnectingExternal', { wallet: METAMASK });
    client.router.goBack();
    client.router.push('ConnectingExternal', { wallet: METAMASK });
    await flushMicrotasks();
    expect(client.connectAttempt.snapshot.status).toBe('connecting');
    expect(connects(connector)).toBe(2);
    connector!.release();
    await flushMicrotasks();
    expect(client.modal.snapshot.open).toBe(false);
  });

  it('pairs over WalletConnect when its view comes on screen, releases the pairing on leaving, and closes the modal once the wallet approves', async () => {
    const { client, fake } = setup({ connectors: [] });
    client.modal.open({ view: 'Connect' });
    client.router.push('ConnectingWalletConnect', { wallet: METAMASK });
    await flushMicrotasks();
    expect(client.walletConnect?.snapshot.status).toBe('pairing');
    client.router.goBack();
    await flushMicrotasks();
    expect(client.walletConnect?.snapshot.status).toBe('idle');
    expect(fake.hasPendingProposal).toBe(false);

    client.router.push('ConnectingWalletConnect', { wallet: METAMASK });
    await flushMicrotasks();
    fake.approve({ accounts: [ADDRESS], caipNetworkId: CHAIN });
    await flushMicrotasks();
    expect(client.modal.snapshot.open).toBe(false);
    expect(client.connection.snapshot.namespaces.eip155?.connectorId).toBe('walletConnect');
  });
});
