// The embedded connector over the fake frame with the secure site played by FakeSecureSite: what it asks the
// frame, what it makes of the answers, and its events. The provider has its own file.
import { describe, expect, it } from 'vitest';
import { isWalletportError } from '../../../domain/entities/errors/base.error.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { SwitchChainError, UserRejectedRequestError } from '../../../domain/entities/errors/rpc-errors.js';
import { walletportDevnetA, walletportDevnetB } from '../../../domain/entities/network/chains/walletportDevnets.js';
import type { ConnectorEvent } from '../../../ports/wallet-connector.port.js';
import { RecordingLogger } from '../../../tests/fakes/recording-logger.fake.js';
import { flushMicrotasks } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { EmbeddedFrameConnector, type EmbeddedFrameConnectorOptions } from './embedded-frame-connector.adapter.js';
import { ALICE, BOB, FakeSecureSite, type FakeSecureSiteOptions } from '../../../tests/fakes/secure-site.fake.js';

const devnetB = {
  caipNetworkId: walletportDevnetB.caipNetworkId,
  name: walletportDevnetB.name,
  rpcUrl: 'http://127.0.0.1:8546',
  nativeCurrency: walletportDevnetB.nativeCurrency,
};

function world(site: FakeSecureSiteOptions = {}, options: Partial<EmbeddedFrameConnectorOptions> = {}) {
  const secureSite = new FakeSecureSite(site);
  const logger = new RecordingLogger();
  const connector = new EmbeddedFrameConnector({
    frame: secureSite.frame,
    networks: [walletportDevnetA, walletportDevnetB],
    logger,
    ...options,
  });
  const events: ConnectorEvent[] = [];
  connector.subscribe((event) => events.push(event));
  return { site: secureSite, frame: secureSite.frame, connector, events, logger };
}

describe('EmbeddedFrameConnector', () => {
  it("is the AUTH connector on eip155, and asks the frame nothing until it is used", () => {
    const { connector, frame } = world();
    expect(connector.info).toEqual({ id: 'ID_AUTH', name: 'Email and social login', type: 'AUTH', chain: 'eip155' });
    expect(connector.frame).toBe(frame);
    expect(frame.requests).toEqual([]);
    expect(frame.readyCount).toBe(0);
    expect(connector.user()).toBeUndefined();
    expect(connector.pendingApprovals()).toEqual([]);
  });

  it('connects with GET_USER on the requested chain and account type, and keeps the user', async () => {
    const { connector, frame, events } = world({ address: ALICE.toLowerCase() }, { preferredAccountType: 'eoa' });
    await expect(connector.connect({ caipNetworkId: 'eip155:31338' })).resolves.toEqual({
      accounts: [ALICE],
      caipNetworkId: 'eip155:31338',
    });
    expect(frame.requestsOf('GET_USER').map((request) => request.payload)).toEqual([{ chainId: 31338, preferredAccountType: 'eoa' }]);
    expect(connector.user()).toMatchObject({ email: 'alice@example.com', chainId: 31338 });
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [ALICE] }]);

    await connector.connect({ caipNetworkId: 'eip155:31338' });
    expect(events).toHaveLength(1); // same accounts: nothing to say
  });

  it("connects on the user's own chain when no chain, a non-EVM chain or one the site does not serve is asked for", async () => {
    const { connector, frame } = world({ chainId: 31338 });
    await expect(connector.connect()).resolves.toEqual({ accounts: [ALICE], caipNetworkId: 'eip155:31338' });
    await expect(connector.connect({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).resolves.toMatchObject({
      caipNetworkId: 'eip155:31338',
    });
    await expect(connector.connect({ caipNetworkId: 'eip155:31339' })).resolves.toMatchObject({ caipNetworkId: 'eip155:31338' });
    expect(frame.requestsOf('GET_USER').map((request) => request.payload)).toEqual([{}, {}, { chainId: 31339 }, {}]);
  });

  it('brings the Solana account of the same login with the connect, and gives its own account for a connect made on solana', async () => {
    const solana = { connectorId: 'ID_AUTH_SOLANA', accounts: ['JBBgQwgvxKJZVYRdoVW4VsPNs2J9kwsvo9am64S5Nfce'], caipNetworkId: 'solana:gWrX94S2EYwdZDDp3Uu22AVvitZBW6A5' };
    const { connector, frame } = world({ chainId: 31338 }, { linked: async () => solana });
    await expect(connector.connect()).resolves.toEqual({ accounts: [ALICE], caipNetworkId: 'eip155:31338', linked: [solana] });
    await expect(connector.linkedConnection()).resolves.toEqual({ connectorId: 'ID_AUTH', accounts: [ALICE], caipNetworkId: 'eip155:31338' });
    frame.fail('GET_USER', 'Not signed in');
    await expect(connector.linkedConnection()).resolves.toBeUndefined();
  });

  it('lets go of its namespace only, without SIGN_OUT, while the solana namespace still holds the login', async () => {
    let elsewhere = true;
    const { connector, frame, events } = world({}, { sessionHeldElsewhere: () => elsewhere });
    await connector.connect();
    await connector.disconnect();
    expect(frame.requestsOf('SIGN_OUT')).toHaveLength(0);
    expect(events.at(-1)).toEqual({ type: 'disconnect' });
    expect(connector.user()).toBeUndefined();
    elsewhere = false;
    await connector.connect();
    await connector.disconnect();
    expect(frame.requestsOf('SIGN_OUT')).toHaveLength(1);
  });

  it("refuses to connect when the frame holds no session: 'Not connected to email or social'", async () => {
    const { connector } = world({ signedIn: false });
    const error = await connector.connect().catch((caught: unknown) => caught);
    expect(isWalletportError(error, 'NOT_CONNECTED_TO_EMAIL_OR_SOCIAL')).toBe(true);
    expect((error as Error).message).toContain('Not connected to email or social');
  });

  it('passes a rejection and the frame failures on, typed', async () => {
    const { connector, site, frame } = world();
    site.declineConnect = true;
    await expect(connector.connect()).rejects.toBeInstanceOf(UserRejectedRequestError);
    frame.failReadyWith = walletportError('IFRAME_LOAD_FAILED');
    frame.respond('GET_USER', () => Promise.reject(frame.failReadyWith));
    await expect(connector.connect()).rejects.toMatchObject({ code: 'IFRAME_LOAD_FAILED' });
  });

  it('refuses a user off the contract (no EVM address, no EVM chain) with INVALID_RESPONSE', async () => {
    const { connector, frame } = world();
    frame.respond('GET_USER', { address: 'not-an-address', chainId: 1 });
    await expect(connector.connect()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    frame.respond('GET_USER', { address: ALICE, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' });
    await expect(connector.connect()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    frame.respond('GET_USER', { address: ALICE, chainId: 'eip155:10' });
    await expect(connector.connect()).resolves.toEqual({ accounts: [ALICE], caipNetworkId: 'eip155:10' });
  });

  it('asks IS_CONNECTED with the token of the last SESSION_UPDATE, and says false when the frame cannot answer', async () => {
    const { connector, site, frame } = world({ signedIn: false });
    await expect(connector.isAuthorized()).resolves.toBe(false);
    site.signIn();
    await expect(connector.isAuthorized()).resolves.toBe(true);
    expect(frame.requestsOf('IS_CONNECTED').map((request) => request.payload)).toEqual([{}, { token: 'session-1' }]);

    frame.fail('IS_CONNECTED', 'unverified_domain');
    await expect(connector.isAuthorized()).resolves.toBe(false);
    frame.respond('IS_CONNECTED', { isConnected: 'yes' });
    await expect(connector.isAuthorized()).resolves.toBe(false);
  });

  it('asks a new frame once when the first did not load or answer in time, instead of reading that as signed out', async () => {
    const { connector, frame } = world({}, { storedSessionToken: () => 'stored-token' });
    // After a reload on a starved machine: the first frame misses its READY, the next one answers.
    const unreachable = [walletportError('IFRAME_LOAD_FAILED'), walletportError('IFRAME_REQUEST_TIMEOUT')];
    frame.respond('IS_CONNECTED', () => {
      const failure = unreachable.shift();
      if (failure) throw failure;
      return { isConnected: true };
    });
    await expect(connector.isAuthorized()).resolves.toBe(false); // load failed, then the retry timed out
    await expect(connector.getAccounts()).resolves.toEqual([ALICE]); // the frame answers again
    expect(frame.requestsOf('IS_CONNECTED')).toHaveLength(3);

    // Only once: a frame that stays out of reach fails getAccounts (the reconnect keeps 'disconnected' honest).
    frame.respond('IS_CONNECTED', () => {
      throw walletportError('IFRAME_LOAD_FAILED');
    });
    await expect(connector.getAccounts()).rejects.toMatchObject({ code: 'IFRAME_LOAD_FAILED' });
    expect(frame.requestsOf('IS_CONNECTED')).toHaveLength(5);
    // A real answer is never asked twice.
    frame.fail('IS_CONNECTED', 'unverified_domain');
    await expect(connector.isAuthorized()).resolves.toBe(false);
    expect(frame.requestsOf('IS_CONNECTED')).toHaveLength(6);
  });

  it("after a reload, asks IS_CONNECTED with the page's stored token until a SESSION_UPDATE brings a newer one", async () => {
    let stored: string | undefined = 'stored-token';
    const { connector, site, frame } = world({ signedIn: false }, { storedSessionToken: () => stored });
    await connector.isAuthorized();
    expect(frame.requestsOf('IS_CONNECTED').at(-1)?.payload).toEqual({ token: 'stored-token' });
    site.signIn();
    await connector.isAuthorized();
    expect(frame.requestsOf('IS_CONNECTED').at(-1)?.payload).toEqual({ token: 'session-1' });
    stored = undefined;
    await connector.disconnect();
    await connector.isAuthorized();
    expect(frame.requestsOf('IS_CONNECTED').at(-1)?.payload).toEqual({});
  });

  it('hands out the accounts of a live session without a prompt (reconnect after a reload), none otherwise', async () => {
    const signedOut = world({ signedIn: false });
    await expect(signedOut.connector.getAccounts()).resolves.toEqual([]);
    expect(signedOut.frame.requestsOf('GET_USER')).toEqual([]);

    const reloaded = world();
    await expect(reloaded.connector.getAccounts()).resolves.toEqual([ALICE]);
    await expect(reloaded.connector.getAccounts()).resolves.toEqual([ALICE]);
    expect(reloaded.frame.requestsOf('GET_USER')).toHaveLength(1);
    expect(reloaded.connector.user()?.address).toBe(ALICE);
  });

  it('reads the chain with GET_CHAIN_ID', async () => {
    const { connector, frame } = world({ chainId: 31338 });
    await expect(connector.getCaipNetworkId()).resolves.toBe('eip155:31338');
    frame.respond('GET_CHAIN_ID', { chainId: '137' });
    await expect(connector.getCaipNetworkId()).resolves.toBe('eip155:137');
  });

  it('switches with SWITCH_NETWORK {chainId, rpcUrl} and says chainChanged once', async () => {
    const { connector, frame, events } = world();
    await connector.connect();
    events.length = 0;
    await connector.switchNetwork(devnetB);
    expect(frame.requestsOf('SWITCH_NETWORK').map((request) => request.payload)).toEqual([
      { chainId: 31338, rpcUrl: 'http://127.0.0.1:8546' },
    ]);
    expect(events).toEqual([{ type: 'chainChanged', caipNetworkId: 'eip155:31338' }]);
    expect(connector.user()?.chainId).toBe(31338);
    await connector.switchNetwork(devnetB);
    expect(events).toHaveLength(1);
  });

  it('turns a chain the secure site does not serve into the 4902 error, and a declined switch into 4001', async () => {
    const { connector, site, events } = world();
    await connector.connect();
    events.length = 0;
    site.addsChains = false;
    const unserved = await connector.switchNetwork({ ...devnetB, caipNetworkId: 'eip155:31339' }).catch((caught: unknown) => caught);
    expect(unserved).toBeInstanceOf(SwitchChainError);
    expect(unserved).toMatchObject({ rpcCode: 4902 });
    site.declineSwitch = true;
    await expect(connector.switchNetwork(devnetB)).rejects.toBeInstanceOf(UserRejectedRequestError);
    expect(events).toEqual([]);
  });

  it('disconnects with SIGN_OUT, waiting at most 3 s, forgets the user and says disconnect once', async () => {
    const { connector, frame, events } = world();
    await connector.connect();
    events.length = 0;
    await connector.disconnect();
    expect(frame.requestsOf('SIGN_OUT').map((request) => request.options)).toEqual([{ timeoutMs: 3000 }]);
    expect(connector.user()).toBeUndefined();
    expect(events).toEqual([{ type: 'disconnect' }]);
    await expect(connector.getAccounts()).resolves.toEqual([]);
    // The token went with the session: the next IS_CONNECTED carries none.
    expect(frame.requestsOf('IS_CONNECTED').at(-1)?.payload).toEqual({});
  });

  it('counts a sign-out without an answer in time as a disconnect; reports a refused one after forgetting locally', async () => {
    const timedOut = world();
    await timedOut.connector.connect();
    timedOut.frame.respond('SIGN_OUT', () => Promise.reject(walletportError('IFRAME_REQUEST_TIMEOUT')));
    await expect(timedOut.connector.disconnect()).resolves.toBeUndefined();
    expect(timedOut.connector.user()).toBeUndefined();
    expect(timedOut.events.at(-1)).toEqual({ type: 'disconnect' });
    expect(timedOut.logger.messages('warn')).toHaveLength(1);

    const refused = world();
    await refused.connector.connect();
    refused.frame.fail('SIGN_OUT', 'Server unavailable');
    const error = await refused.connector.disconnect().catch((caught: unknown) => caught);
    expect(isWalletportError(error, 'DISCONNECT_FAILED')).toBe(true);
    expect(refused.connector.user()).toBeUndefined();
  });

  it('follows SESSION_UPDATE: a null token ends the connection, a new session re-reads the user', async () => {
    const { connector, site, events } = world();
    await connector.connect();
    events.length = 0;

    site.switchUser(BOB);
    await flushMicrotasks();
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [BOB] }]);
    expect(connector.user()?.address).toBe(BOB);

    site.signOut();
    expect(events.at(-1)).toEqual({ type: 'disconnect' });
    expect(connector.user()).toBeUndefined();
    await expect(connector.isAuthorized()).resolves.toBe(false);
    expect(events.filter((event) => event.type === 'disconnect')).toHaveLength(1);
  });

  it('ignores a SESSION_UPDATE off the contract, and one while not connected only keeps the token', async () => {
    const { connector, site, frame, events, logger } = world({ signedIn: false });
    frame.emit({ type: 'SESSION_UPDATE', payload: { token: 42 } });
    frame.emit({ type: 'READY' });
    site.signIn();
    await flushMicrotasks();
    expect(events).toEqual([]);
    expect(frame.requestsOf('GET_USER')).toEqual([]);
    expect(logger.messages('debug')).toHaveLength(1);
    await connector.isAuthorized();
    expect(frame.requestsOf('IS_CONNECTED')[0]?.payload).toEqual({ token: 'session-1' });
  });

  it('stops the events of a listener that unsubscribed, and a throwing listener does not stop the others', async () => {
    const { connector, site, logger } = world();
    const seen: ConnectorEvent[] = [];
    connector.subscribe(() => {
      throw new Error('boom');
    });
    const unsubscribe = connector.subscribe((event) => seen.push(event));
    await connector.connect();
    unsubscribe();
    unsubscribe();
    site.signOut();
    expect(seen).toEqual([{ type: 'accountsChanged', accounts: [ALICE] }]);
    expect(logger.messages('error').length).toBeGreaterThan(0);
  });
});
