import { describe, expect, it } from 'vitest';
import { WalletConnectUseCase } from '../../domain/usecases/walletconnect/walletconnect.usecase.js';
import { walletportDevnetA, walletportDevnetB } from '../../domain/entities/network/chains/walletportDevnets.js';
import { createTestClient } from '../../tests/fakes/create-test-client.js';
import { FakeStorage } from '../../tests/fakes/memory-storage.fake.js';
import { flushMicrotasks, VirtualScheduler } from '../../tests/fakes/virtual-scheduler.fake.js';
import { userRejectedError } from '../../tests/fakes/wallet-connector.fake.js';
import { walletConnectTestPorts } from '../../tests/fakes/walletconnect-client.fake.js';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const NETWORKS = [walletportDevnetA, walletportDevnetB];
const METAMASK = { id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96', name: 'MetaMask' };

function walletConnectClient(storage = new FakeStorage(), scheduler = new VirtualScheduler(), wc = walletConnectTestPorts(scheduler, NETWORKS)) {
  const { client, ports } = createTestClient({ networks: NETWORKS }, { scheduler, storage, ...wc });
  return { client, ports, fake: wc.walletConnect, scheduler, storage, wc };
}

describe('the WalletConnect module', () => {
  it('is absent without a WalletConnect client', () => {
    const { client } = createTestClient();
    expect(client.walletConnect).toBeUndefined();
    client.start();
    expect(client.connectors.getConnector('walletConnect')).toBeUndefined();
  });

  it('exposes client.walletConnect and lists the WalletConnect connector first', () => {
    const { client } = walletConnectClient();
    expect(client.walletConnect).toBeInstanceOf(WalletConnectUseCase);
    client.start();
    expect(client.connectors.snapshot.connectors[0]).toMatchObject({ id: 'walletConnect', type: 'WALLET_CONNECT', chain: 'eip155' });
  });

  it('pairs through the connection use case: URI shown, wallet approves, the account is connected and remembered', async () => {
    const { client, fake } = walletConnectClient();
    client.start();
    client.walletConnect?.startPairing({ wallet: METAMASK });
    await flushMicrotasks();

    // Only a QR code is shown: nobody is connecting yet, but the connector being tried is named.
    expect(client.connection.snapshot.namespaces.eip155?.status).toBe('disconnected');
    expect(client.connection.snapshot.connectingConnectorId).toBe('walletConnect');
    expect(client.walletConnect?.snapshot.uri).toBe(fake.uris[0]);
    expect(fake.proposals[0]?.optionalNamespaces?.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338']);
    expect(fake.proposals[0]?.caipNetworkId).toBe('eip155:31337');

    fake.approve({ accounts: [ALICE], caipNetworkId: 'eip155:31337' });
    await flushMicrotasks();
    expect(client.connection.snapshot.namespaces.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'walletConnect',
      address: ALICE,
      caipNetworkId: 'eip155:31337',
    });
    expect(client.connection.snapshot.recentWallets[0]).toMatchObject(METAMASK);
    expect(client.walletConnect?.snapshot.status).toBe('connected');
    const success = client.events.snapshot.history.find((event) => 'event' in event && event.event === 'CONNECT_SUCCESS');
    expect(success).toMatchObject({ properties: { method: 'qrcode', name: 'MetaMask' } });
  });

  it('renews the URI at 3 min 50 s through the connection, with no error reported for the replaced pairing', async () => {
    const { client, fake, scheduler } = walletConnectClient();
    client.start();
    client.walletConnect?.startPairing({ wallet: METAMASK });
    await flushMicrotasks();

    await scheduler.advanceAsync(229_999);
    expect(fake.uris).toHaveLength(1);
    await scheduler.advanceAsync(1);
    expect(fake.uris).toHaveLength(2);
    expect(client.walletConnect?.snapshot.uri).toBe(fake.uris[1]);
    expect(client.connection.snapshot.connectingConnectorId).toBe('walletConnect');
    expect(client.events.snapshot.history.some((event) => 'event' in event && event.event === 'CONNECT_ERROR')).toBe(false);

    fake.approve({ accounts: [ALICE], caipNetworkId: 'eip155:31337' });
    await flushMicrotasks();
    expect(client.connection.snapshot.namespaces.eip155?.status).toBe('connected');
  });

  it("recovers from a declined proposal with 'Connection rejected' and a fresh URI", async () => {
    const { client, fake } = walletConnectClient();
    client.start();
    client.walletConnect?.startPairing({ wallet: METAMASK });
    await flushMicrotasks();
    fake.reject(userRejectedError());
    await flushMicrotasks();

    expect(client.walletConnect?.snapshot.error?.shortMessage).toBe('Connection rejected');
    expect(client.walletConnect?.snapshot.uri).toBe(fake.uris[1]);
    expect(client.connection.snapshot.connectingConnectorId).toBe('walletConnect');
  });

  it('releases the pairing when the modal closes', async () => {
    const { client, fake } = walletConnectClient();
    client.start();
    client.open({ view: 'ConnectingWalletConnect' });
    client.walletConnect?.startPairing();
    await flushMicrotasks();
    client.close();
    await flushMicrotasks();

    expect(client.walletConnect?.snapshot).toMatchObject({ status: 'idle', uri: undefined });
    expect(fake.hasPendingProposal).toBe(false);
    expect(client.connection.snapshot.namespaces.eip155?.status).toBe('disconnected');
  });

  it('follows the wallet: chain and account changes, then the deleted session resets the pairing', async () => {
    const { client, fake } = walletConnectClient();
    client.start();
    client.walletConnect?.startPairing();
    await flushMicrotasks();
    fake.approve({ accounts: [ALICE, BOB], caipNetworkId: 'eip155:31337' });
    await flushMicrotasks();

    fake.emitChainChanged('eip155:31338');
    expect(client.connection.snapshot.namespaces.eip155?.caipNetworkId).toBe('eip155:31338');
    fake.emitAccountsChanged([BOB], 'eip155:31338');
    expect(client.connection.snapshot.namespaces.eip155?.address).toBe(BOB);

    client.walletConnect?.chooseDeepLink({ href: 'metamask://', name: 'MetaMask' });
    fake.emitSessionDelete();
    await flushMicrotasks();
    expect(client.connection.snapshot.namespaces.eip155?.status).toBe('disconnected');
    expect(client.walletConnect?.snapshot).toMatchObject({ status: 'idle', wcLinkChoice: undefined });
  });

  it('disconnects the session and resets the pairing on disconnect', async () => {
    const { client, fake } = walletConnectClient();
    client.start();
    client.walletConnect?.startPairing();
    await flushMicrotasks();
    fake.approve({ accounts: [ALICE], caipNetworkId: 'eip155:31337' });
    await flushMicrotasks();

    await client.connection.disconnect();
    expect(fake.calls.map((call) => call.method)).toContain('disconnect');
    expect(fake.storedSession).toBeNull();
    expect(client.walletConnect?.snapshot.status).toBe('idle');
  });

  it('restores the session after a reload without a prompt', async () => {
    const storage = new FakeStorage();
    const scheduler = new VirtualScheduler();
    const first = walletConnectClient(storage, scheduler);
    first.client.start();
    first.client.walletConnect?.startPairing();
    await flushMicrotasks();
    first.fake.approve({ accounts: [ALICE], caipNetworkId: 'eip155:31338' });
    await flushMicrotasks();
    first.client.dispose();

    // The wallet protocol's own storage survives the reload: the same fake client plays it.
    const second = walletConnectClient(storage, scheduler, first.wc);
    second.client.start();
    await flushMicrotasks();
    expect(second.client.connection.snapshot.namespaces.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'walletConnect',
      address: ALICE,
      caipNetworkId: 'eip155:31338',
    });
    expect(first.fake.uris).toHaveLength(1);
  });

  it('is disposed with the client, closing the WalletConnect client', async () => {
    const { client, fake } = walletConnectClient();
    client.dispose();
    await flushMicrotasks();
    let completed = false;
    client.walletConnect?.state$.subscribe({ complete: () => (completed = true) });
    expect(completed).toBe(true);
    expect(fake.closed).toBe(1);
  });
});
