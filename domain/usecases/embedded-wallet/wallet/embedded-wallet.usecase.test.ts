import { BehaviorSubject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { EMBEDDED_TEST_USER, FakeEmbeddedWalletConnector } from '../../../../tests/fakes/embedded-wallet-connector.fake.js';
import { FakeStorage } from '../../../../tests/fakes/memory-storage.fake.js';
import { RecordingLogger } from '../../../../tests/fakes/recording-logger.fake.js';
import { flushMicrotasks, VirtualScheduler } from '../../../../tests/fakes/virtual-scheduler.fake.js';
import { walletportError } from '../../../entities/errors/catalogue.js';
import { EMBEDDED_WALLET_STORAGE_KEYS as KEYS } from '../../../entities/storage/storage-keys.js';
import type { ConnectionState, NamespaceConnection } from '../../connection/connection.types.js';
import type { EventsAlert } from '../../events/events.usecase.js';
import { ModalUseCase } from '../../modal/modal.usecase.js';
import type { OriginCheck } from '../../options/options.usecase.js';
import { RouterUseCase } from '../../router/router.usecase.js';
import { EmbeddedWalletUseCase, type EmbeddedFrameStatus } from './embedded-wallet.usecase.js';

const PAGE_ORIGIN = 'https://dapp.example';
const CHAIN = 'eip155:31337';

function connectionOf(eip155?: Partial<NamespaceConnection>): ConnectionState {
  const entry: NamespaceConnection | undefined = eip155 && {
    namespace: 'eip155', status: 'connected', connectorId: 'ID_AUTH', address: EMBEDDED_TEST_USER.address,
    caipAddress: `${CHAIN}:${EMBEDDED_TEST_USER.address}`, allAccounts: [], caipNetworkId: CHAIN, ...eip155,
  };
  return { activeNamespace: 'eip155', namespaces: entry ? { eip155: entry } : {}, connectingConnectorId: undefined, recentWallets: [] };
}

function world({ storage = new FakeStorage(), themeMode, user }: { storage?: FakeStorage; themeMode?: 'light' | 'dark'; user?: typeof EMBEDDED_TEST_USER } = {}) {
  const connector = new FakeEmbeddedWalletConnector(user ? { user } : {});
  const logger = new RecordingLogger();
  const alerts: EventsAlert[] = [];
  const options = { checkOrigin: vi.fn(async (_origin: string): Promise<OriginCheck> => ({ status: 'allowed' })), disableEmbeddedLogin: vi.fn() };
  const connection$ = new BehaviorSubject(connectionOf());
  const theme$ = new BehaviorSubject<{ themeMode: 'light' | 'dark' | undefined }>({ themeMode });
  const router = new RouterUseCase();
  const context = { isConnected: () => false, hasAdapters: () => true, isManualWalletConnectControl: () => false, isMobile: () => false, isEmbedded: () => false };
  const modal = new ModalUseCase({ router, scheduler: new VirtualScheduler(), events: { emit: () => undefined }, context });
  const onTransactionSent = vi.fn();
  const embedded = new EmbeddedWalletUseCase({
    connector, storage, logger, options, router, modal, onTransactionSent,
    pageOrigin: () => PAGE_ORIGIN,
    alerts: { raiseAlert: (alert) => alerts.push(alert) },
    connection: { get snapshot() { return connection$.value; }, state$: connection$, reconnect: vi.fn(async () => undefined) },
    theme: { state$: theme$ },
  });
  return { connector, frame: connector.frame, storage, logger, alerts, options, connection$, theme$, modal, onTransactionSent, embedded };
}

/** Storage as an earlier visit left it after an email login. */
function storedLogin(): FakeStorage {
  const storage = new FakeStorage();
  storage.plant(KEYS.W3M_EMAIL, '"ada@example.com"');
  storage.plant(KEYS.W3M_EMAIL_LOGIN_USED, 'true');
  storage.plant(KEYS.W3M_SESSION_TOKEN, '"token-1"');
  storage.plant(KEYS.W3M_LAST_USED_CHAIN, '31337');
  return storage;
}

describe('EmbeddedWalletUseCase: the allowed-origins check', () => {
  it.each([{ status: 'allowed' }, { status: 'skipped' }] as const)('resolves when the check says $status, and asks only once', async (check) => {
    const { embedded, options, alerts } = world();
    options.checkOrigin.mockResolvedValue(check);
    await expect(embedded.ensureOriginAllowed()).resolves.toBeUndefined();
    await expect(embedded.ensureOriginAllowed()).resolves.toBeUndefined();
    expect(options.checkOrigin.mock.calls).toEqual([[PAGE_ORIGIN]]);
    expect(options.disableEmbeddedLogin).not.toHaveBeenCalled();
    expect(alerts).toEqual([]);
  });

  it("turns email and social login off, raises 'Invalid App Configuration' and rejects with UNVERIFIED_DOMAIN, once for the page", async () => {
    const { embedded, options, alerts } = world();
    options.checkOrigin.mockResolvedValue({ status: 'not-allowed', origin: PAGE_ORIGIN });
    await expect(embedded.ensureOriginAllowed()).rejects.toMatchObject({ code: 'UNVERIFIED_DOMAIN' });
    expect(options.disableEmbeddedLogin).toHaveBeenCalledTimes(1);
    expect(alerts).toEqual(['INVALID_APP_CONFIGURATION']);
    await expect(embedded.ensureOriginAllowed()).rejects.toMatchObject({ code: 'UNVERIFIED_DOMAIN' });
    expect(options.checkOrigin).toHaveBeenCalledTimes(1);
    expect(options.disableEmbeddedLogin).toHaveBeenCalledTimes(1);
    expect(alerts).toEqual(['INVALID_APP_CONFIGURATION']);
  });

  it('raises one alert, not two, when the frame fails to load because the origin was refused', async () => {
    const { embedded, options, alerts, frame } = world();
    options.checkOrigin.mockResolvedValue({ status: 'not-allowed', origin: PAGE_ORIGIN });
    // The real frame runs the check before it loads (beforeLoad) and rejects ready() with its error.
    const refused: unknown = await embedded.ensureOriginAllowed().catch((error: unknown) => error);
    frame.failReadyWith = refused;
    await expect(embedded.prepare()).rejects.toBe(refused);
    expect(alerts).toEqual(['INVALID_APP_CONFIGURATION']);
  });

  it.each(['RATE_LIMITED', 'SERVER_ERROR'] as const)('rejects with the %s of an unavailable check and asks again next time', async (code) => {
    const { embedded, options, alerts } = world();
    const error = walletportError(code);
    options.checkOrigin.mockResolvedValueOnce({ status: 'unavailable', error });
    await expect(embedded.ensureOriginAllowed()).rejects.toBe(error);
    // The alert is raised where the failure surfaces: prepare() (the frame's ready() rejects with it).
    expect(alerts).toEqual([]);
    expect(options.disableEmbeddedLogin).not.toHaveBeenCalled();
    await expect(embedded.ensureOriginAllowed()).resolves.toBeUndefined();
    expect(options.checkOrigin).toHaveBeenCalledTimes(2);
  });
});

describe('EmbeddedWalletUseCase: preparing the frame', () => {
  it('goes idle -> loading -> ready, asks ready() once, and resolves at once when ready', async () => {
    const { embedded, frame } = world();
    const statuses: EmbeddedFrameStatus[] = [];
    embedded.subscribe(() => statuses.push(embedded.snapshot.frame));
    expect(embedded.snapshot.frame).toBe('idle');
    const first = embedded.prepare();
    const second = embedded.prepare();
    expect(second).toBe(first);
    await first;
    await embedded.prepare();
    expect(statuses).toEqual(['loading', 'ready']);
    expect(frame.readyCount).toBe(1);
  });

  it("fails with 'Could not load embedded wallet' when the frame does not load, and a later prepare() tries again", async () => {
    const { embedded, frame, alerts } = world();
    const error = walletportError('IFRAME_LOAD_FAILED');
    frame.failReadyWith = error;
    await expect(embedded.prepare()).rejects.toBe(error);
    expect(embedded.snapshot.frame).toBe('failed');
    expect(alerts).toEqual(['EMBEDDED_WALLET_LOAD_FAILED']);
    frame.failReadyWith = undefined;
    await expect(embedded.prepare()).resolves.toBeUndefined();
    expect(embedded.snapshot.frame).toBe('ready');
    expect(frame.readyCount).toBe(2);
    expect(alerts).toEqual(['EMBEDDED_WALLET_LOAD_FAILED']);
  });

  it.each(['RATE_LIMITED', 'SERVER_ERROR'] as const)('raises %s when the origin check before the frame load was unavailable', async (code) => {
    const { embedded, frame, alerts } = world();
    frame.failReadyWith = walletportError(code);
    await expect(embedded.prepare()).rejects.toMatchObject({ code });
    expect(alerts).toEqual([code]);
  });
});

describe('EmbeddedWalletUseCase: reportFailure', () => {
  it.each([
    ['IFRAME_LOAD_FAILED', 'EMBEDDED_WALLET_LOAD_FAILED'],
    ['IFRAME_REQUEST_TIMEOUT', 'EMBEDDED_WALLET_REQUEST_TIMEOUT'],
    ['UNVERIFIED_DOMAIN', 'UNVERIFIED_DOMAIN'],
  ] as const)('raises the alert of %s (%s), without logging', (code, alert) => {
    const { embedded, alerts, logger } = world();
    embedded.reportFailure(walletportError(code));
    expect(alerts).toEqual([alert]);
    expect(logger.lines).toEqual([]);
  });

  it('only logs a failure the catalogue has no alert for', () => {
    const { embedded, alerts, logger } = world();
    const error = new Error('Invalid code');
    embedded.reportFailure(error);
    expect(alerts).toEqual([]);
    expect(logger.lines).toEqual([{ level: 'debug', message: 'Embedded wallet request failed', context: error }]);
  });
});

describe('EmbeddedWalletUseCase: start', () => {
  it('with a stored email login, prepares the frame and asks IS_CONNECTED with the stored session token', async () => {
    const { embedded, frame, storage } = world({ storage: storedLogin() });
    frame.respond('IS_CONNECTED', { isConnected: true });
    embedded.start();
    expect(embedded.snapshot.email).toBe('ada@example.com');
    await flushMicrotasks();
    expect(embedded.snapshot.frame).toBe('ready');
    expect(frame.requestsOf('IS_CONNECTED').map((request) => request.payload)).toEqual([{ token: 'token-1' }]);
    expect(storage.keys().sort()).toEqual([KEYS.W3M_EMAIL, KEYS.W3M_EMAIL_LOGIN_USED, KEYS.W3M_LAST_USED_CHAIN, KEYS.W3M_SESSION_TOKEN].sort());
    embedded.start();
    await flushMicrotasks();
    expect(frame.requestsOf('IS_CONNECTED')).toHaveLength(1);
  });

  it('forgets the cached login (email, used flag, token, last chain) when the frame says nobody is signed in', async () => {
    const storage = storedLogin();
    storage.plant(KEYS.W3M_LAST_EMAIL_LOGIN_TIME, '1000');
    const { embedded, frame } = world({ storage });
    frame.respond('IS_CONNECTED', { isConnected: false });
    embedded.start();
    await flushMicrotasks();
    expect(storage.keys()).toEqual([KEYS.W3M_LAST_EMAIL_LOGIN_TIME]);
    expect(embedded.snapshot.email).toBeUndefined();
  });

  it('asks without a token when none is stored, and keeps the login when the frame cannot answer', async () => {
    const storage = storedLogin();
    storage.removeItem(KEYS.W3M_SESSION_TOKEN);
    const { embedded, frame, logger } = world({ storage });
    frame.fail('IS_CONNECTED', 'Something went wrong');
    embedded.start();
    await flushMicrotasks();
    expect(frame.requestsOf('IS_CONNECTED').map((request) => request.payload)).toEqual([{}]);
    expect(storage.keys()).toContain(KEYS.W3M_EMAIL_LOGIN_USED);
    expect(embedded.snapshot.email).toBe('ada@example.com');
    expect(logger.messages('debug')).toContain('Could not check the stored embedded-wallet login');
  });

  it('without the email-login flag, neither loads the frame nor asks anything', async () => {
    const storage = storedLogin();
    storage.removeItem(KEYS.W3M_EMAIL_LOGIN_USED);
    const { embedded, frame } = world({ storage });
    embedded.start();
    await flushMicrotasks();
    expect(frame.readyCount).toBe(0);
    expect(frame.requests).toEqual([]);
    expect(embedded.snapshot.frame).toBe('idle');
  });

  it("stores the session token of the frame's SESSION_UPDATE, and a null token clears it", () => {
    const { embedded, frame, storage } = world();
    embedded.start();
    frame.emit({ type: 'SESSION_UPDATE', payload: { token: 'token-2' } });
    expect(storage.entries.get(KEYS.W3M_SESSION_TOKEN)).toBe('"token-2"');
    frame.emit({ type: 'SESSION_UPDATE', payload: { token: null } });
    expect(storage.entries.has(KEYS.W3M_SESSION_TOKEN)).toBe(false);
  });
});

describe('EmbeddedWalletUseCase: the connection', () => {
  it('keeps the signed-in user while ID_AUTH holds the eip155 connection, and forgets the login on disconnect', async () => {
    const { embedded, connector, connection$, storage } = world();
    embedded.start();
    await connector.connect();
    connection$.next(connectionOf({ connectorId: 'ID_AUTH', status: 'connected' }));
    expect(embedded.snapshot.user).toEqual(EMBEDDED_TEST_USER);
    expect(embedded.snapshot.email).toBe('ada@example.com');
    expect(embedded.loginStorage.email()).toBe('ada@example.com');
    expect(embedded.loginStorage.emailLoginUsed()).toBe(true);
    expect(embedded.loginStorage.lastUsedChain()).toBe(31337);
    connection$.next(connectionOf({ status: 'connecting' }));
    expect(embedded.snapshot.user).toEqual(EMBEDDED_TEST_USER);
    connection$.next(connectionOf({ status: 'disconnected', connectorId: undefined }));
    expect(embedded.snapshot).toMatchObject({ user: undefined, email: undefined });
    expect(storage.keys()).toEqual([]);
  });

  it('shows no email for a social login, and drops the address an earlier email login stored', async () => {
    const { email: _email, ...socialUser } = EMBEDDED_TEST_USER;
    const storage = new FakeStorage();
    storage.plant(KEYS.W3M_EMAIL, '"old@example.com"');
    const { embedded, connector, connection$ } = world({ storage, user: socialUser });
    embedded.start();
    embedded.rememberSocialLogin({ provider: 'github', userName: 'ada' });
    await connector.connect();
    connection$.next(connectionOf({ connectorId: 'ID_AUTH', status: 'connected' }));
    expect(embedded.snapshot.email).toBeUndefined();
    expect(embedded.snapshot.user).toMatchObject({ socialProvider: 'github', userName: 'ada' });
    expect(storage.entries.has(KEYS.W3M_EMAIL)).toBe(false);
  });

  it('ignores a connection of another connector', async () => {
    const { embedded, connector, connection$, storage } = world();
    embedded.start();
    await connector.connect();
    connection$.next(connectionOf({ connectorId: 'io.metamask', status: 'connected' }));
    expect(embedded.snapshot.user).toBeUndefined();
    expect(storage.keys()).toEqual([]);
  });
});

describe('EmbeddedWalletUseCase: which connector a login uses', () => {
  it('is the embedded connector of the namespace the modal shows', () => {
    const { embedded, connection$ } = world();
    expect(embedded.loginConnectorId()).toBe('ID_AUTH');
    connection$.next({ ...connectionOf(), activeNamespace: 'solana' });
    expect(embedded.loginConnectorId()).toBe('ID_AUTH_SOLANA');
  });
});

describe('EmbeddedWalletUseCase: theme, approvals and the frame', () => {
  it("sends SYNC_THEME with the theme mode once the frame is ready, then on every change", async () => {
    const { embedded, frame, theme$ } = world({ themeMode: 'dark' });
    embedded.start();
    expect(frame.requestsOf('SYNC_THEME')).toEqual([]);
    await embedded.prepare();
    theme$.next({ themeMode: 'light' });
    theme$.next({ themeMode: undefined });
    expect(frame.requestsOf('SYNC_THEME').map((request) => request.payload)).toEqual([{ themeMode: 'dark' }, { themeMode: 'light' }, {}]);
  });

  it('follows the pending approvals, and reports the hash of an approved eth_sendTransaction only', async () => {
    const { embedded, connector, connection$, onTransactionSent, modal } = world();
    embedded.start();
    connection$.next(connectionOf({ connectorId: 'ID_AUTH', status: 'connected' }));
    const hash = `0x${'ab'.repeat(32)}`;
    const sent = connector.provider.request({ method: 'eth_sendTransaction', params: [{}] });
    void connector.provider.request({ method: 'personal_sign', params: [] });
    void connector.provider.request({ method: 'eth_sendTransaction', params: [{}] }).catch(() => undefined);
    expect(modal.snapshot.open).toBe(true);
    expect(embedded.snapshot.pendingApprovals.map((request) => request.method)).toEqual(['eth_sendTransaction', 'personal_sign', 'eth_sendTransaction']);
    connector.approve(hash);
    connector.approve('0xsignature');
    connector.reject();
    await expect(sent).resolves.toBe(hash);
    expect(onTransactionSent.mock.calls).toEqual([[hash, CHAIN]]);
    expect(embedded.snapshot.pendingApprovals).toEqual([]);
  });

  it('rejects the waiting requests, shows and hides the frame, and keeps a new email', () => {
    const { embedded, connector, frame, storage } = world();
    embedded.start();
    void connector.provider.request({ method: 'personal_sign', params: [] }).catch(() => undefined);
    embedded.rejectPendingApprovals();
    expect(connector.pendingApprovals()).toEqual([]);
    expect(frame.requestsOf('RPC_ABORT')).toHaveLength(1);
    embedded.showFrame({ top: 1, left: 2, width: 3, height: 4 });
    expect(frame.shownAt).toEqual({ top: 1, left: 2, width: 3, height: 4 });
    embedded.hideFrame();
    expect(frame.shownAt).toBeUndefined();
    embedded.setEmail('bob@example.com');
    expect(embedded.snapshot.email).toBe('bob@example.com');
    expect(storage.entries.get(KEYS.W3M_EMAIL)).toBe('"bob@example.com"');
  });

  it('stops following the frame, the approvals and the connection once disposed', async () => {
    const { embedded, connector, frame, connection$, modal } = world();
    embedded.start();
    embedded.dispose();
    expect(frame.listenerCount).toBe(0);
    void connector.provider.request({ method: 'personal_sign', params: [] });
    expect(modal.snapshot.open).toBe(false);
    await connector.connect();
    connection$.next(connectionOf({ connectorId: 'ID_AUTH', status: 'connected' }));
    expect(embedded.snapshot.user).toBeUndefined();
  });
});
