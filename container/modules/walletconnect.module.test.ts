import { describe, expect, it } from 'vitest';
import { WalletConnectUseCase } from '../../domain/usecases/walletconnect/walletconnect.usecase.js';
import { walletportDevnetA, walletportDevnetB } from '../../domain/entities/network/chains/walletportDevnets.js';
import { createTestClient } from '../../tests/fakes/create-test-client.js';
import { FakeStorage } from '../../tests/fakes/memory-storage.fake.js';
import { flushMicrotasks, VirtualScheduler } from '../../tests/fakes/virtual-scheduler.fake.js';
import { userRejectedError } from '../../tests/fakes/wallet-connector.fake.js';
import { walletConnectTestPorts } from '../../tests/fakes/walletconnect-client.fake.js';
import { solana as solanaMainnet } from '../../domain/entities/network/chains/solana.js';
import { MockConnector } from '../../testing/mock-connector.js';
import { orderConnectors } from '../../domain/usecases/connect-list/index.js';
import type { WalletConnector } from '../../ports/wallet-connector.port.js';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const NETWORKS = [walletportDevnetA, walletportDevnetB];
const METAMASK = { id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96', name: 'MetaMask' };

function walletConnectClient(storage = new FakeStorage(), scheduler = new VirtualScheduler(), wc = walletConnectTestPorts(scheduler, NETWORKS)) {
  const { client, core, ports } = createTestClient({ networks: NETWORKS }, { scheduler, storage, ...wc });
  return { client, core, ports, fake: wc.walletConnect, scheduler, storage, wc };
}

describe('the WalletConnect module', () => {
  it('is absent without a WalletConnect client', () => {
    const { client, core } = createTestClient();
    expect(core.walletConnect).toBeUndefined();
    client.start();
    expect(core.connectors.getConnector('walletConnect')).toBeUndefined();
  });

  it('exposes core.walletConnect and lists the WalletConnect connector first', () => {
    const { client, core } = walletConnectClient();
    expect(core.walletConnect).toBeInstanceOf(WalletConnectUseCase);
    client.start();
    expect(core.connectors.snapshot.connectors[0]).toMatchObject({ id: 'walletConnect', type: 'WALLET_CONNECT', chain: 'eip155' });
  });

  it('pairs through the connection use case: URI shown, wallet approves, the account is connected and remembered', async () => {
    const { client, core, fake } = walletConnectClient();
    client.start();
    core.walletConnect?.startPairing({ wallet: METAMASK });
    await flushMicrotasks();

    // Only a QR code is shown: nobody is connecting yet, but the connector being tried is named.
    expect(core.connection.snapshot.namespaces.eip155?.status).toBe('disconnected');
    expect(core.connection.snapshot.connectingConnectorId).toBe('walletConnect');
    expect(core.walletConnect?.snapshot.uri).toBe(fake.uris[0]);
    expect(fake.proposals[0]?.optionalNamespaces?.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338']);
    expect(fake.proposals[0]?.caipNetworkId).toBe('eip155:31337');

    fake.approve({ accounts: [ALICE], caipNetworkId: 'eip155:31337' });
    await flushMicrotasks();
    expect(core.connection.snapshot.namespaces.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'walletConnect',
      address: ALICE,
      caipNetworkId: 'eip155:31337',
    });
    expect(core.connection.snapshot.recentWallets[0]).toMatchObject(METAMASK);
    expect(core.walletConnect?.snapshot.status).toBe('connected');
    const success = core.events.snapshot.history.find((event) => 'event' in event && event.event === 'CONNECT_SUCCESS');
    expect(success).toMatchObject({ properties: { method: 'qrcode', name: 'MetaMask' } });
  });

  it('renews the URI at 3 min 50 s through the connection, with no error reported for the replaced pairing', async () => {
    const { client, core, fake, scheduler } = walletConnectClient();
    client.start();
    core.walletConnect?.startPairing({ wallet: METAMASK });
    await flushMicrotasks();

    await scheduler.advanceAsync(229_999);
    expect(fake.uris).toHaveLength(1);
    await scheduler.advanceAsync(1);
    expect(fake.uris).toHaveLength(2);
    expect(core.walletConnect?.snapshot.uri).toBe(fake.uris[1]);
    expect(core.connection.snapshot.connectingConnectorId).toBe('walletConnect');
    expect(core.events.snapshot.history.some((event) => 'event' in event && event.event === 'CONNECT_ERROR')).toBe(false);

    fake.approve({ accounts: [ALICE], caipNetworkId: 'eip155:31337' });
    await flushMicrotasks();
    expect(core.connection.snapshot.namespaces.eip155?.status).toBe('connected');
  });

  it("recovers from a declined proposal with 'Connection rejected' and a fresh URI", async () => {
    const { client, core, fake } = walletConnectClient();
    client.start();
    core.walletConnect?.startPairing({ wallet: METAMASK });
    await flushMicrotasks();
    fake.reject(userRejectedError());
    await flushMicrotasks();

    expect(core.walletConnect?.snapshot.error?.shortMessage).toBe('Connection rejected');
    expect(core.walletConnect?.snapshot.uri).toBe(fake.uris[1]);
    expect(core.connection.snapshot.connectingConnectorId).toBe('walletConnect');
  });

  it('releases the pairing when the modal closes', async () => {
    const { client, core, fake } = walletConnectClient();
    client.start();
    core.open({ view: 'ConnectingWalletConnect' });
    core.walletConnect?.startPairing();
    await flushMicrotasks();
    core.close();
    await flushMicrotasks();

    expect(core.walletConnect?.snapshot).toMatchObject({ status: 'idle', uri: undefined });
    expect(fake.hasPendingProposal).toBe(false);
    expect(core.connection.snapshot.namespaces.eip155?.status).toBe('disconnected');
  });

  it('follows the wallet: chain and account changes, then the deleted session resets the pairing', async () => {
    const { client, core, fake } = walletConnectClient();
    client.start();
    core.walletConnect?.startPairing();
    await flushMicrotasks();
    fake.approve({ accounts: [ALICE, BOB], caipNetworkId: 'eip155:31337' });
    await flushMicrotasks();

    fake.emitChainChanged('eip155:31338');
    expect(core.connection.snapshot.namespaces.eip155?.caipNetworkId).toBe('eip155:31338');
    fake.emitAccountsChanged([BOB], 'eip155:31338');
    expect(core.connection.snapshot.namespaces.eip155?.address).toBe(BOB);

    core.walletConnect?.chooseDeepLink({ href: 'metamask://', name: 'MetaMask' });
    fake.emitSessionDelete();
    await flushMicrotasks();
    expect(core.connection.snapshot.namespaces.eip155?.status).toBe('disconnected');
    expect(core.walletConnect?.snapshot).toMatchObject({ status: 'idle', wcLinkChoice: undefined });
  });

  it('disconnects the session and resets the pairing on disconnect', async () => {
    const { client, core, fake } = walletConnectClient();
    client.start();
    core.walletConnect?.startPairing();
    await flushMicrotasks();
    fake.approve({ accounts: [ALICE], caipNetworkId: 'eip155:31337' });
    await flushMicrotasks();

    await core.connection.disconnect();
    expect(fake.calls.map((call) => call.method)).toContain('disconnect');
    expect(fake.storedSession).toBeNull();
    expect(core.walletConnect?.snapshot.status).toBe('idle');
  });

  it('restores the session after a reload without a prompt', async () => {
    const storage = new FakeStorage();
    const scheduler = new VirtualScheduler();
    const first = walletConnectClient(storage, scheduler);
    first.client.start();
    first.core.walletConnect?.startPairing();
    await flushMicrotasks();
    first.fake.approve({ accounts: [ALICE], caipNetworkId: 'eip155:31338' });
    await flushMicrotasks();
    first.client.dispose();

    // The wallet protocol's own storage survives the reload: the same fake client plays it.
    const second = walletConnectClient(storage, scheduler, first.wc);
    second.client.start();
    await flushMicrotasks();
    expect(second.core.connection.snapshot.namespaces.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'walletConnect',
      address: ALICE,
      caipNetworkId: 'eip155:31338',
    });
    expect(first.fake.uris).toHaveLength(1);
  });

  it('is disposed with the client, closing the WalletConnect client', async () => {
    const { client, core, fake } = walletConnectClient();
    const pairing = core.walletConnect;
    client.dispose();
    await flushMicrotasks();
    let completed = false;
    pairing?.state$.subscribe({ complete: () => (completed = true) });
    expect(completed).toBe(true);
    expect(fake.closed).toBe(1);
  });
});

describe('the WalletConnect module on a page with Solana', () => {
  const SOLANA_NETWORKS = [walletportDevnetA, solanaMainnet];
  const SOL_ADDRESS = 'C7M9dfzCzVcDJsi7xb44gsJrkJdDtYhqvfqm4b7C73T5';

  function withSolana(extraConnectors: WalletConnector[] = []) {
    const scheduler = new VirtualScheduler();
    const wc = walletConnectTestPorts(scheduler, SOLANA_NETWORKS);
    const { client, core } = createTestClient(
      { networks: SOLANA_NETWORKS },
      { scheduler, storage: new FakeStorage(), walletConnect: wc.walletConnect, extraConnectors: [...extraConnectors, ...wc.extraConnectors] },
    );
    client.start();
    return { core, fake: wc.walletConnect };
  }

  async function approveBoth(fake: ReturnType<typeof withSolana>['fake']) {
    fake.approve({ accounts: [ALICE], caipNetworkId: 'eip155:31337', chains: ['eip155:31337'], also: { accounts: [SOL_ADDRESS], chains: [solanaMainnet.caipNetworkId] } });
    await flushMicrotasks();
  }

  it('lists one WalletConnect row, and one approval connects both namespaces, the EVM one active', async () => {
    const { core, fake } = withSolana();
    expect(core.connectors.snapshot.connectors.filter((connector) => connector.type === 'WALLET_CONNECT').map((connector) => connector.id)).toEqual([
      'walletConnect',
      'walletConnectSolana',
    ]);
    // The wallet list shows them as one row: the solana one's explorerId is the eip155 one's id.
    const rows = orderConnectors({ connectors: core.connectors.snapshot.connectors }).filter((entry) => entry.connector?.type === 'WALLET_CONNECT');
    expect(rows.map((entry) => entry.id)).toEqual(['walletConnect']);
    core.walletConnect?.startPairing();
    await flushMicrotasks();
    expect(core.connection.snapshot.connectingConnectorId).toBe('walletConnect');
    expect(fake.proposals[0]?.optionalNamespaces?.solana?.chains).toContain(solanaMainnet.caipNetworkId);
    await approveBoth(fake);
    expect(core.connection.snapshot.namespaces.eip155).toMatchObject({ status: 'connected', connectorId: 'walletConnect', address: ALICE });
    expect(core.connection.snapshot.namespaces.solana).toMatchObject({ status: 'connected', connectorId: 'walletConnectSolana', address: SOL_ADDRESS });
    expect(core.connection.snapshot.activeNamespace).toBe('eip155');
  });

  it('on the Solana network pairs through the solana connector, keeping the EVM wallet connected on eip155', async () => {
    const metamask = new MockConnector({
      info: { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.metamask' } },
      accounts: [BOB],
      caipNetworkId: 'eip155:31337',
    });
    const { core, fake } = withSolana([metamask]);
    await core.connection.connect({ connectorId: 'io.metamask' });
    core.network.setActiveNetwork(solanaMainnet.caipNetworkId);
    core.walletConnect?.startPairing();
    await flushMicrotasks();
    expect(core.connection.snapshot.connectingConnectorId).toBe('walletConnectSolana');
    await approveBoth(fake);
    expect(core.connection.snapshot.namespaces.solana).toMatchObject({ status: 'connected', connectorId: 'walletConnectSolana', address: SOL_ADDRESS });
    expect(core.connection.snapshot.namespaces.eip155).toMatchObject({ status: 'connected', connectorId: 'io.metamask', address: BOB });
    expect(core.connection.snapshot.activeNamespace).toBe('solana');
  });
});
