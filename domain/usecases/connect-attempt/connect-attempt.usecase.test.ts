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
import { FakeConnectorDiscovery, MockConnector, userRejectedError } from '../../../tests/fakes/wallet-connector.fake.js';

const CHAIN = TEST_NETWORK.caipNetworkId;
const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const METAMASK: CatalogueWallet = catalogueWallet({ id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' });

function browserWallet(): MockConnector {
  return new MockConnector({
    info: { id: 'uuid-mm', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.metamask' } },
    accounts: [ADDRESS],
    caipNetworkId: CHAIN,
  });
}

function setup({ connectors = [browserWallet()] }: { connectors?: MockConnector[] } = {}) {
  const scheduler = new VirtualScheduler();
  const discovery = new FakeConnectorDiscovery(connectors);
  const wc = walletConnectTestPorts(scheduler, [TEST_NETWORK]);
  const { client, core } = createTestClient(
    {},
    { scheduler, connectorDiscovery: discovery, chainAdapters: new Map([['eip155', new FakeChainAdapter(scheduler)]]), ...wc },
  );
  client.start();
  return { client, core, discovery, fake: wc.walletConnect, connector: connectors[0] };
}

const connects = (connector: MockConnector | undefined) => connector?.calls.filter((call) => call.method === 'connect').length ?? 0;

describe('ConnectAttemptUseCase', () => {
  it('asks the wallet once when ConnectingExternal comes on screen, and closes the modal on success', async () => {
    const { core, connector } = setup();
    connector!.hangConnect = true;
    core.modal.open({ view: 'ConnectingExternal', data: { wallet: METAMASK } });
    expect(core.connectAttempt.snapshot).toMatchObject({ view: 'ConnectingExternal', kind: 'external', status: 'connecting' });
    expect(core.connectAttempt.snapshot.connector?.id).toBe('uuid-mm');
    await flushMicrotasks();
    expect(connects(connector)).toBe(1);
    connector!.release();
    await flushMicrotasks();
    expect(core.modal.snapshot.open).toBe(false);
    expect(core.connection.snapshot.namespaces.eip155?.status).toBe('connected');
    expect(core.connection.snapshot.recentWallets[0]).toMatchObject({ id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' });
    expect(core.connectAttempt.snapshot.status).toBe('idle');
  });

  it("cancels a connect still waiting for the wallet when the person goes back: it ends with 'Modal closed'", async () => {
    const { core, connector } = setup();
    connector!.hangConnect = true;
    core.modal.open({ view: 'Connect' });
    core.router.push('ConnectingExternal', { wallet: METAMASK });
    expect(core.connection.snapshot.connectingConnectorId).toBe('uuid-mm');
    core.router.goBack();
    await flushMicrotasks();
    expect(core.connection.snapshot.connectingConnectorId).toBeUndefined();
    expect(core.connection.snapshot.namespaces.eip155?.status).toBe('disconnected');
    expect(core.connectAttempt.snapshot.status).toBe('idle');
    expect(core.modal.snapshot.open).toBe(true);
    // The wallet answering late changes nothing.
    connector!.release();
    await flushMicrotasks();
    expect(core.modal.snapshot.open).toBe(true);
    expect(core.router.snapshot.view).toBe('Connect');
  });

  it('cancels it when the modal closes', async () => {
    const { core, connector } = setup();
    connector!.hangConnect = true;
    core.modal.open({ view: 'ConnectingExternal', data: { wallet: METAMASK } });
    core.modal.close();
    await flushMicrotasks();
    expect(core.connection.snapshot.connectingConnectorId).toBeUndefined();
    expect(core.connectAttempt.snapshot.status).toBe('idle');
  });

  it("says 'Connection rejected' when the person declines, and retry asks again", async () => {
    const { core, connector } = setup();
    connector!.failConnectWith = userRejectedError();
    core.modal.open({ view: 'ConnectingExternal', data: { wallet: METAMASK } });
    await flushMicrotasks();
    expect(core.connectAttempt.snapshot.status).toBe('rejected');
    expect(core.connectAttempt.snapshot.error?.shortMessage).toBe('Connection rejected');
    expect(core.modal.snapshot.open).toBe(true);
    connector!.failConnectWith = undefined;
    core.connectAttempt.retry();
    expect(core.connectAttempt.snapshot.status).toBe('connecting');
    await flushMicrotasks();
    expect(connects(connector)).toBe(2);
    expect(core.modal.snapshot.open).toBe(false);
  });

  it('is failed while no connector reaches the wallet, and starts when the wallet announces itself', async () => {
    const late = browserWallet();
    const { core, discovery } = setup({ connectors: [] });
    core.modal.open({ view: 'ConnectingExternal', data: { wallet: METAMASK } });
    expect(core.connectAttempt.snapshot).toMatchObject({ status: 'failed', connector: undefined });
    expect(core.connectAttempt.snapshot.error?.code).toBe('NO_CONNECTOR_FOR_CONNECTION');
    discovery.announce(late);
    await flushMicrotasks();
    expect(connects(late)).toBe(1);
    expect(core.modal.snapshot.open).toBe(false);
  });

  it('a new visit of the same view is a new attempt; the old one cannot close the modal', async () => {
    const { core, connector } = setup();
    connector!.hangConnect = true;
    core.modal.open({ view: 'Connect' });
    core.router.push('ConnectingExternal', { wallet: METAMASK });
    core.router.goBack();
    core.router.push('ConnectingExternal', { wallet: METAMASK });
    await flushMicrotasks();
    expect(core.connectAttempt.snapshot.status).toBe('connecting');
    expect(connects(connector)).toBe(2);
    connector!.release();
    await flushMicrotasks();
    expect(core.modal.snapshot.open).toBe(false);
  });

  it('pairs over WalletConnect when its view comes on screen, releases the pairing on leaving, and closes the modal once the wallet approves', async () => {
    const { core, fake } = setup({ connectors: [] });
    core.modal.open({ view: 'Connect' });
    core.router.push('ConnectingWalletConnect', { wallet: METAMASK });
    await flushMicrotasks();
    expect(core.walletConnect?.snapshot.status).toBe('pairing');
    core.router.goBack();
    await flushMicrotasks();
    expect(core.walletConnect?.snapshot.status).toBe('idle');
    expect(fake.hasPendingProposal).toBe(false);

    core.router.push('ConnectingWalletConnect', { wallet: METAMASK });
    await flushMicrotasks();
    fake.approve({ accounts: [ADDRESS], caipNetworkId: CHAIN });
    await flushMicrotasks();
    expect(core.modal.snapshot.open).toBe(false);
    expect(core.connection.snapshot.namespaces.eip155?.connectorId).toBe('walletConnect');
  });
});
