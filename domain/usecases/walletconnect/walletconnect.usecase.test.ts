import { BehaviorSubject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { userRejectedError } from '../../../tests/fakes/index.js';
import { FakeStorage } from '../../../tests/fakes/memory-storage.fake.js';
import { RecordingLogger } from '../../../tests/fakes/recording-logger.fake.js';
import { flushMicrotasks, VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { FakeConnectorDiscovery } from '../../../tests/fakes/wallet-connector.fake.js';
import { walletConnectTestPorts } from '../../../tests/fakes/walletconnect-client.fake.js';
import { PAIRING_EXPIRY_THRESHOLD_MS, PAIRING_LIFETIME_MS, PAIRING_URI_TIMEOUT_MS, RETRY_INTERVAL_MS } from '../../entities/constants.js';
import type { CatalogueWallet } from '../../entities/wallet/wallet.js';
import { ConnectionUseCase } from '../connection/connection.usecase.js';
import type { RecentWallet } from '../connection/connection.types.js';
import { ConnectorsUseCase } from '../connectors/connectors.usecase.js';
import type { TrackEvent } from '../shared/track-events.js';
import { WalletConnectUseCase } from './walletconnect.usecase.js';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const CHAIN = 'eip155:31337';
const NAMESPACES = { eip155: { chains: [CHAIN], methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'] } };
const METAMASK: RecentWallet = { id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96', name: 'MetaMask' };

/**
 * The pairing over the real connection: the connectors use case lists the WalletConnect connector over the
 * fake client (as the composition root does), and the connection use case connects through it, so a newer
 * connect or a closed modal abandons the pairing's connect with 'Modal closed' exactly as in the product.
 */
function world() {
  const scheduler = new VirtualScheduler();
  const networks = [{ caipNetworkId: CHAIN, chainNamespace: 'eip155' }];
  const { walletConnect: client, extraConnectors } = walletConnectTestPorts(scheduler, networks);
  const storage = new FakeStorage();
  const logger = new RecordingLogger();
  const tracked: TrackEvent[] = [];
  const events = { emit: (event: TrackEvent) => tracked.push(event) };
  const connectors = new ConnectorsUseCase({
    discovery: new FakeConnectorDiscovery([]),
    extraConnectors,
    catalogueWallets$: new BehaviorSubject<readonly CatalogueWallet[]>([]),
  });
  connectors.start();
  const connection: ConnectionUseCase = new ConnectionUseCase({
    connectors,
    storage,
    scheduler,
    logger,
    events: { emit: () => undefined },
    namespaces: ['eip155'],
    pairing: { reset: () => pairing.resetPairing() },
  });
  const pairing = new WalletConnectUseCase({ client, connection, scheduler, storage, logger, events });
  const start = scheduler.now();
  return { scheduler, client, connection, storage, logger, tracked, pairing, start };
}

describe('WalletConnectUseCase: a relay that cannot be reached (issue 18, defect 6)', () => {
  it('waits PAIRING_URI_TIMEOUT_MS for the URI, then says so with Try again, and pairs once the relay is back', async () => {
    const { pairing, client, scheduler, connection } = world();
    client.relayDown = true;
    pairing.startPairing({ wallet: METAMASK });
    await flushMicrotasks();
    await scheduler.advanceAsync(PAIRING_URI_TIMEOUT_MS - 1);
    expect(pairing.snapshot.status).toBe('pairing');

    await scheduler.advanceAsync(1);
    expect(pairing.snapshot).toMatchObject({ status: 'error', uri: undefined });
    expect(pairing.snapshot.error?.shortMessage).toBe('Failed to connect');
    expect(pairing.snapshot.error?.details).toBe('WalletConnect could not be reached. Check your connection and try again.');
    expect(client.calls.filter((call) => call.method === 'abortPairing')).toHaveLength(1);
    await flushMicrotasks();
    // Nothing retries by itself: no request storm against a dead relay.
    await scheduler.advanceAsync(PAIRING_URI_TIMEOUT_MS * 4);
    expect(client.proposals).toHaveLength(1);

    client.relayDown = false;
    pairing.refreshPairing();
    await flushMicrotasks();
    expect(pairing.snapshot).toMatchObject({ status: 'pairing', uri: client.uris.at(-1), error: undefined });
    client.approve({ accounts: [ALICE], caipNetworkId: CHAIN });
    await flushMicrotasks();
    expect(pairing.snapshot.status).toBe('connected');
    expect(connection.snapshot.namespaces.eip155?.status).toBe('connected');
  });

  it('a URI that arrives in time cancels the wait', async () => {
    const { pairing, scheduler } = world();
    pairing.startPairing({ wallet: METAMASK });
    await flushMicrotasks();
    await scheduler.advanceAsync(PAIRING_URI_TIMEOUT_MS * 2);
    expect(pairing.snapshot.status).toBe('pairing');
    expect(pairing.snapshot.error).toBeUndefined();
  });
});

describe('WalletConnectUseCase', () => {
  it('starts idle and does nothing until a view asks for a pairing', () => {
    const { pairing, client, scheduler } = world();
    expect(pairing.snapshot).toEqual({
      uri: undefined,
      pairingExpiry: undefined,
      status: 'idle',
      error: undefined,
      wallet: undefined,
      wcLinkChoice: undefined,
    });
    expect(client.calls).toEqual([]);
    expect(scheduler.pendingTimers).toBe(0);
  });

  it('connects through the WalletConnect connector and shows the URI as it arrives, expiring 4 minutes later', async () => {
    const { pairing, client, connection, start } = world();
    pairing.startPairing({ wallet: METAMASK });
    expect(pairing.snapshot).toMatchObject({ status: 'pairing', uri: undefined, wallet: METAMASK });
    await flushMicrotasks();

    expect(connection.snapshot.connectingConnectorId).toBe('walletConnect');
    expect(client.proposals).toHaveLength(1);
    expect(client.uris).toHaveLength(1);
    expect(pairing.snapshot).toMatchObject({ status: 'pairing', uri: client.uris[0], pairingExpiry: start + PAIRING_LIFETIME_MS });

    // The picked wallet goes with the connect: the connection remembers it once the wallet approves.
    client.approve({ accounts: [ALICE], caipNetworkId: CHAIN });
    await flushMicrotasks();
    expect(connection.snapshot.recentWallets).toEqual([METAMASK]);
  });

  it('renews the URI without user action at 3 min 50 s, not a millisecond before', async () => {
    const { pairing, client, scheduler, start } = world();
    pairing.startPairing({ wallet: METAMASK });
    await flushMicrotasks();
    const [first] = client.uris;
    expect(PAIRING_LIFETIME_MS - PAIRING_EXPIRY_THRESHOLD_MS).toBe(230_000);

    await scheduler.advanceAsync(229_999);
    expect(client.uris).toEqual([first]);
    expect(pairing.snapshot.uri).toBe(first);

    await scheduler.advanceAsync(1);
    expect(client.uris).toHaveLength(2);
    expect(pairing.snapshot).toMatchObject({
      status: 'pairing',
      uri: client.uris[1],
      pairingExpiry: start + 230_000 + PAIRING_LIFETIME_MS,
      wallet: METAMASK,
    });
    expect(client.uris[1]).not.toBe(first);

    // The fresh URI lives its own 3 min 50 s.
    await scheduler.advanceAsync(229_999);
    expect(client.uris).toHaveLength(2);
    await scheduler.advanceAsync(1);
    expect(client.uris).toHaveLength(3);
    expect(scheduler.pendingTimers).toBe(1);
  });

  it('keeps a fresh pairing when the view mounts again, and replaces an expired one', async () => {
    const { pairing, client, scheduler } = world();
    pairing.startPairing();
    await flushMicrotasks();
    await scheduler.advanceAsync(60_000);
    pairing.startPairing({ wallet: METAMASK });
    await flushMicrotasks();
    expect(client.uris).toHaveLength(1);
    expect(pairing.snapshot.wallet).toEqual(METAMASK);

    // A pairing whose URI has not arrived yet is in flight too.
    const other = world();
    other.pairing.startPairing();
    other.pairing.startPairing();
    await flushMicrotasks();
    expect(other.client.uris).toHaveLength(1);
  });

  it('is connected once the wallet approves: URI and renewal gone', async () => {
    const { pairing, client, scheduler } = world();
    pairing.startPairing({ wallet: METAMASK });
    await flushMicrotasks();
    client.approve({ accounts: [ALICE], caipNetworkId: CHAIN });
    await flushMicrotasks();

    expect(pairing.snapshot).toMatchObject({ status: 'connected', uri: undefined, pairingExpiry: undefined, error: undefined });
    expect(scheduler.pendingTimers).toBe(0);
    await scheduler.advanceAsync(10 * 60_000);
    expect(client.uris).toHaveLength(1);
  });

  it("shows 'Connection rejected' with a fresh URI when the wallet declines (issue 6, journey 4)", async () => {
    const { pairing, client, scheduler } = world();
    const statuses: string[] = [];
    pairing.state$.subscribe((state) => statuses.push(state.status));
    pairing.startPairing({ wallet: METAMASK });
    await flushMicrotasks();
    const [declined] = client.uris;
    client.reject(userRejectedError());
    await flushMicrotasks();

    expect(pairing.snapshot.error?.shortMessage).toBe('Connection rejected');
    expect(pairing.snapshot.error?.code).toBe('CONNECTION_REJECTED');
    expect(pairing.snapshot.status).toBe('pairing');
    expect(client.uris).toHaveLength(2);
    expect(pairing.snapshot.uri).toBe(client.uris[1]);
    expect(pairing.snapshot.uri).not.toBe(declined);
    expect(statuses).toContain('error');

    // The fresh pairing works as any other: approved, the error is gone.
    client.approve({ accounts: [ALICE], caipNetworkId: CHAIN });
    await flushMicrotasks();
    expect(pairing.snapshot).toMatchObject({ status: 'connected', error: undefined });
    expect(scheduler.pendingTimers).toBe(0);
  });

  it('does not loop on a wallet that declines at once, and pairs again when the user asks', async () => {
    const { pairing, client, scheduler, logger } = world();
    pairing.startPairing();
    await flushMicrotasks();
    client.reject(userRejectedError());
    await flushMicrotasks();
    client.reject(userRejectedError());
    await flushMicrotasks();

    expect(client.uris).toHaveLength(2);
    expect(pairing.snapshot).toMatchObject({ status: 'error', uri: undefined });
    expect(pairing.snapshot.error?.shortMessage).toBe('Connection rejected');
    expect(logger.messages('warn').join('\n')).toMatch(/declined again/);

    pairing.refreshPairing();
    await flushMicrotasks();
    expect(client.uris).toHaveLength(3);
    expect(pairing.snapshot).toMatchObject({ status: 'pairing', uri: client.uris[2], error: undefined });

    // Declines spaced by the retry interval are retried each time.
    await scheduler.advanceAsync(RETRY_INTERVAL_MS);
    client.reject(userRejectedError());
    await flushMicrotasks();
    expect(client.uris).toHaveLength(4);
  });

  it("reports another failure as 'Failed to connect' and waits for the user", async () => {
    const { pairing, client, scheduler } = world();
    vi.spyOn(client, 'connect').mockRejectedValueOnce(new Error('relay unreachable'));
    pairing.startPairing();
    await flushMicrotasks();

    expect(pairing.snapshot).toMatchObject({ status: 'error', uri: undefined });
    expect(pairing.snapshot.error?.shortMessage).toBe('Failed to connect');
    expect(scheduler.pendingTimers).toBe(0);
    expect(client.uris).toHaveLength(0);

    pairing.startPairing();
    await flushMicrotasks();
    expect(pairing.snapshot).toMatchObject({ status: 'pairing', error: undefined, uri: client.uris[0] });
  });

  it('goes back to idle and releases the pairing when the modal closes', async () => {
    const { pairing, client, connection, scheduler } = world();
    pairing.startPairing();
    await flushMicrotasks();
    connection.cancelConnect();
    await flushMicrotasks();

    expect(pairing.snapshot).toMatchObject({ status: 'idle', uri: undefined, pairingExpiry: undefined, error: undefined });
    expect(client.calls.map((call) => call.method)).toContain('abortPairing');
    expect(client.hasPendingProposal).toBe(false);
    expect(scheduler.pendingTimers).toBe(0);
    await scheduler.advanceAsync(PAIRING_LIFETIME_MS);
    expect(client.uris).toHaveLength(1);
  });

  it('ignores a URI nobody asked for', () => {
    const { pairing, client, scheduler } = world();
    void client.connect({ optionalNamespaces: NAMESPACES });
    expect(pairing.snapshot.uri).toBeUndefined();
    expect(scheduler.pendingTimers).toBe(0);
  });

  it('forgets everything on reset (the connection pairing hook), the deep-link choice included', async () => {
    const { pairing, client, storage, scheduler } = world();
    pairing.startPairing({ wallet: METAMASK });
    await flushMicrotasks();
    pairing.chooseDeepLink({ href: 'metamask://', name: 'MetaMask', platform: 'mobile' });
    pairing.resetPairing();

    expect(pairing.snapshot).toEqual({
      uri: undefined,
      pairingExpiry: undefined,
      status: 'idle',
      error: undefined,
      wallet: undefined,
      wcLinkChoice: undefined,
    });
    expect(storage.entries.has('WALLETCONNECT_DEEPLINK_CHOICE')).toBe(false);
    expect(client.hasPendingProposal).toBe(false);
    expect(scheduler.pendingTimers).toBe(0);
    // The abandoned connect's 'Modal closed' changes nothing after the reset.
    await flushMicrotasks();
    expect(pairing.snapshot.status).toBe('idle');
  });

  it('remembers the deep link the user opened, reads a stored one, and refuses an unsafe one', () => {
    const { pairing, storage, tracked } = world();
    storage.setItem('WALLETCONNECT_DEEPLINK_CHOICE', JSON.stringify({ href: 'trust://', name: 'Trust' }));
    pairing.startPairing();
    expect(pairing.snapshot.wcLinkChoice).toEqual({ href: 'trust://', name: 'Trust' });

    expect(pairing.chooseDeepLink({ href: 'https://metamask.app.link/', name: 'MetaMask', platform: 'mobile' })).toBe(true);
    expect(pairing.snapshot.wcLinkChoice).toEqual({ href: 'https://metamask.app.link/', name: 'MetaMask' });
    expect(JSON.parse(storage.getItem('WALLETCONNECT_DEEPLINK_CHOICE') ?? '')).toEqual({
      href: 'https://metamask.app.link/',
      name: 'MetaMask',
    });
    expect(tracked).toEqual([{ type: 'track', event: 'SELECT_WALLET', properties: { name: 'MetaMask', platform: 'mobile' } }]);

    expect(pairing.chooseDeepLink({ href: 'javascript:alert(1)', name: 'Evil' })).toBe(false);
    expect(pairing.snapshot.wcLinkChoice?.name).toBe('MetaMask');
  });

  it('stops its timer, its client subscription and the client on dispose', async () => {
    const { pairing, client, scheduler } = world();
    pairing.startPairing();
    await flushMicrotasks();
    pairing.dispose();
    await flushMicrotasks();

    expect(scheduler.pendingTimers).toBe(0);
    expect(client.listenerCount).toBe(0);
    expect(client.closed).toBe(1);
    pairing.startPairing();
    expect(client.uris).toHaveLength(1);
  });
});
