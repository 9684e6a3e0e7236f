/**
 * Browser storage is hostile (issue 18): another version, another library or an extension may have written
 * anything under walletport's keys. Every key the product writes is corrupted in turn (text that is not
 * JSON, the wrong type, a 1 MB string, ids nobody knows, malformed CAIP ids) beside valid values for every
 * other key, including a stored connection of a wallet that is present. Each time the client must boot clean
 * (start() does not throw, no rejection goes unhandled), nothing stays 'connecting' past the reconnect
 * timeout, a bad key unrelated to the connection never drops it, and the bad value is cleaned (removed or
 * rewritten) once the product reads it: by the boot for the keys the client reads as it starts, by the
 * key's own reader (run here) for the keys read later (sign-in, identity, deep link, embedded login).
 * Not cleaned, by design: a well-formed but unknown connector id (the reconnect waits for that wallet), the
 * connector ids of namespaces the page does not configure (left for the page that does), and the keys
 * walletport writes for the production modal but never reads (wallet_id, wallet_name, the Solana wallet and
 * chain, the embedded wallet's smart-account networks).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CloudSiwx } from '../../adapters/siwx/cloud-siwx.impl.js';
import { SessionStore } from '../../adapters/siwx/session-store.js';
import { isWalletportError } from '../../domain/entities/errors/base.error.js';
import { readStoredIdentity } from '../../domain/usecases/account/identity.storage.js';
import { EmbeddedLoginStorage } from '../../domain/usecases/embedded-wallet/wallet/index.js';
import { readDeepLinkChoice } from '../../domain/usecases/walletconnect/deepLinkChoice.js';
import { CHAIN_NAMESPACES } from '../../domain/entities/constants.js';
import { walletportDevnetA, walletportDevnetB } from '../../domain/entities/network/chains/walletportDevnets.js';
import { solana } from '../../domain/entities/network/chains/solana.js';
import {
  connectedConnectorIdKey,
  EMBEDDED_WALLET_STORAGE_KEYS,
  STORAGE_KEYS,
} from '../../domain/entities/storage/storage-keys.js';
import { RECONNECT_TIMEOUT_MS } from '../../domain/usecases/connection/connection.usecase.js';
import { createTestClient } from '../fakes/create-test-client.js';
import { FakeStorage } from '../fakes/memory-storage.fake.js';
import { flushMicrotasks, VirtualScheduler } from '../fakes/virtual-scheduler.fake.js';
import { MockConnector } from '../fakes/wallet-connector.fake.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const NETWORKS = [walletportDevnetA, walletportDevnetB, solana] as const;

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeAll(() => {
  process.on('unhandledRejection', onUnhandled);
});
afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
});

function testWallet(): MockConnector {
  return new MockConnector({
    info: { id: 'test-wallet', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155' },
    accounts: [ADDRESS],
    caipNetworkId: walletportDevnetA.caipNetworkId,
  });
}

/** A client over `storage` with the test wallet present (and, after a connect, authorized: no prompt). */
function boot(storage: FakeStorage) {
  const scheduler = new VirtualScheduler();
  const wallet = testWallet();
  wallet.authorized = true;
  const test = createTestClient({ networks: [...NETWORKS] }, { scheduler, storage }, {});
  test.ports.connectorDiscovery.announce(wallet);
  return { ...test, scheduler, wallet };
}

/** The storage a connected visit leaves behind: a real connect of the test wallet, then the page goes. */
async function validStorage(): Promise<Map<string, string>> {
  const storage = new FakeStorage();
  const first = boot(storage);
  first.wallet.authorized = false;
  first.client.start();
  await first.core.connection.connect({ connectorId: 'test-wallet' });
  await flushMicrotasks();
  first.scheduler.advance(60_000);
  await flushMicrotasks();
  first.client.dispose();
  return new Map(storage.entries);
}

const SESSION = {
  data: { accountAddress: ADDRESS, chainId: 'eip155:31337', domain: 'dapp.example', uri: 'https://dapp.example', version: '1', nonce: 'abcdefgh12' },
  message: 'dapp.example wants you to sign in',
  signature: `0x${'1'.repeat(130)}`,
};

/** Valid values for the keys a connect does not write, as the product writes them. */
const OTHER_VALID_VALUES: Record<string, string> = {
  [STORAGE_KEYS.DEEPLINK_CHOICE]: JSON.stringify({ href: 'https://wallet.example/wc', name: 'Wallet' }),
  [STORAGE_KEYS.SIWX_AUTH_TOKEN]: 'session.jwt.token',
  [STORAGE_KEYS.SIWX_AUTH_TOKEN_SOLANA]: 'solana.session.jwt.token',
  [STORAGE_KEYS.SOLANA_WALLET]: 'Walletport Solana Test Wallet',
  [STORAGE_KEYS.SOLANA_CAIP_CHAIN]: solana.caipNetworkId,
  [STORAGE_KEYS.SIWX_NONCE_TOKEN]: 'nonce.jwt.token',
  [STORAGE_KEYS.SIWX_SESSIONS]: JSON.stringify([SESSION]),
  [STORAGE_KEYS.IDENTITY_CACHE]: JSON.stringify({ [ADDRESS.toLowerCase()]: { identity: { name: 'alice.eth', avatar: null }, timestamp: Date.UTC(2026, 0, 15, 11, 59) } }),
  [STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS]: JSON.stringify({ solana: ['phantom'] }),
  [STORAGE_KEYS.CONNECTED_SOCIAL]: 'google',
  [STORAGE_KEYS.CONNECTED_SOCIAL_USERNAME]: 'alice',
  [STORAGE_KEYS.TELEGRAM_SOCIAL_PROVIDER]: 'google',
  [EMBEDDED_WALLET_STORAGE_KEYS.W3M_LAST_EMAIL_LOGIN_TIME]: String(Date.UTC(2026, 0, 15, 11, 0)),
  [EMBEDDED_WALLET_STORAGE_KEYS.W3M_EMAIL]: JSON.stringify('alice@example.com'),
  [EMBEDDED_WALLET_STORAGE_KEYS.W3M_EMAIL_LOGIN_USED]: 'true',
  [EMBEDDED_WALLET_STORAGE_KEYS.W3M_LAST_USED_CHAIN]: JSON.stringify('eip155:31337'),
  [EMBEDDED_WALLET_STORAGE_KEYS.W3M_SOCIAL_USERNAME]: JSON.stringify('alice'),
  [EMBEDDED_WALLET_STORAGE_KEYS.W3M_SMART_ACCOUNT_ENABLED_NETWORKS]: '31337,1',
  [EMBEDDED_WALLET_STORAGE_KEYS.W3M_SESSION_TOKEN]: JSON.stringify('frame.session.token'),
};

/**
 * Every key the product writes: the shared ones, the embedded wallet's, and one connector id per namespace.
 * Keys of the production modal walletport never writes (its caches, `recent_emails`, ...)
 * are not read either, so nothing they hold can reach the product.
 */
const WRITTEN_KEYS = [
  STORAGE_KEYS.WALLET_ID,
  STORAGE_KEYS.WALLET_NAME,
  STORAGE_KEYS.SOLANA_WALLET,
  STORAGE_KEYS.SOLANA_CAIP_CHAIN,
  STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID,
  STORAGE_KEYS.CONNECTED_SOCIAL,
  STORAGE_KEYS.CONNECTED_SOCIAL_USERNAME,
  STORAGE_KEYS.RECENT_WALLETS,
  STORAGE_KEYS.DEEPLINK_CHOICE,
  STORAGE_KEYS.ACTIVE_NAMESPACE,
  STORAGE_KEYS.CONNECTED_NAMESPACES,
  STORAGE_KEYS.CONNECTION_STATUS,
  STORAGE_KEYS.SIWX_AUTH_TOKEN,
  STORAGE_KEYS.SIWX_AUTH_TOKEN_SOLANA,
  STORAGE_KEYS.SIWX_NONCE_TOKEN,
  STORAGE_KEYS.SIWX_SESSIONS,
  STORAGE_KEYS.TELEGRAM_SOCIAL_PROVIDER,
  STORAGE_KEYS.IDENTITY_CACHE,
  STORAGE_KEYS.CONNECTIONS,
  STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS,
  ...Object.values(EMBEDDED_WALLET_STORAGE_KEYS),
  ...CHAIN_NAMESPACES.map((namespace) => connectedConnectorIdKey(namespace)),
];

/** The stored connection's own key: corrupting it may end the connection (it names the connector). */
const CONNECTION_KEY = connectedConnectorIdKey('eip155');

/** Keys the client reads as it starts (the connection and network use cases): cleaned by the boot itself. */
const READ_AT_BOOT = new Set<string>([
  STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID,
  STORAGE_KEYS.RECENT_WALLETS,
  STORAGE_KEYS.ACTIVE_NAMESPACE,
  STORAGE_KEYS.CONNECTED_NAMESPACES,
  STORAGE_KEYS.CONNECTION_STATUS,
  STORAGE_KEYS.CONNECTIONS,
  STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS,
  // The namespaces this page configures (eip155 and solana); other namespaces' entries are left alone.
  connectedConnectorIdKey('eip155'),
  connectedConnectorIdKey('solana'),
]);

/**
 * A stored connector id that is a well-formed id is kept even when no such connector is there: the reconnect
 * waits for it and gives up after RECONNECT_TIMEOUT_MS keeping it, so a wallet that announces late (now or on
 * the next load) still reconnects (domain/usecases/connection/reconnect.ts).
 */
const isWellFormedId = (raw: string) => /^[^\s"'{}[\]]{1,256}$/.test(raw);

const MB = 1024 * 1024;
const CORRUPTIONS: Record<string, string> = {
  'not JSON': '{"oops',
  'a number': '42',
  'an object': '{"a":{"b":[1,2]}}',
  'a list': '[1,"x",null]',
  'null': 'null',
  'a 1 MB string': 'x'.repeat(MB),
  'a 1 MB JSON list': JSON.stringify(Array.from({ length: MB / 16 }, () => 'test-wallet-xxx')),
  'an unknown id': 'no-such-wallet',
  'unknown ids in JSON': JSON.stringify({ eip155: [{ connectorId: 'no-such-wallet', accounts: [{ address: ADDRESS, type: 'eoa' }] }] }),
  'a malformed CAIP network id': 'eip155:',
  'a malformed CAIP address': 'eip155:31337:0xZZ',
  'an unknown namespace': 'mars:1',
  'prototype keys': '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
};

async function bootOver(entries: ReadonlyMap<string, string>) {
  const storage = new FakeStorage();
  for (const [key, value] of entries) storage.plant(key, value);
  const test = boot(storage);
  let startError: unknown;
  try {
    test.client.start();
  } catch (error) {
    startError = error;
  }
  await flushMicrotasks();
  // Past the reconnect timeout: nothing may still be 'connecting' then.
  await test.scheduler.advanceAsync(RECONNECT_TIMEOUT_MS + 1_000);
  await flushMicrotasks();
  return { ...test, storage, startError };
}

type Namespaces = Record<string, { status: string; address?: string | undefined } | undefined>;

let valid: ReadonlyMap<string, string>;
beforeAll(async () => {
  const connected = await validStorage();
  for (const [key, value] of Object.entries(OTHER_VALID_VALUES)) connected.set(key, value);
  valid = connected;
});

describe('storage corruption: the client boots over every corrupted key', () => {
  it('boots connected over the valid storage (the baseline), and keeps every value', async () => {
    const run = await bootOver(valid);
    expect((run.core.connection.snapshot.namespaces as Namespaces)['eip155']).toMatchObject({ status: 'connected', address: ADDRESS });
    for (const [key, value] of valid) expect(run.storage.entries.get(key), key).toBe(value);
    run.client.dispose();
  });

  for (const key of WRITTEN_KEYS) {
    it(`${key}: boots clean, nothing stays connecting, ${key === CONNECTION_KEY ? '' : 'the connection stays, '}bad values are cleaned`, async () => {
      const failures: string[] = [];
      for (const [name, raw] of Object.entries(CORRUPTIONS)) {
        const entries = new Map(valid);
        entries.set(key, raw);
        const run = await bootOver(entries);
        const namespaces = run.core.connection.snapshot.namespaces as Namespaces;
        const fail = (what: string) => failures.push(`${name}: ${what}`);
        if (run.startError !== undefined) fail(`start() threw ${String(run.startError)}`);
        for (const [namespace, connection] of Object.entries(namespaces)) {
          if (connection?.status === 'connecting') fail(`${namespace} still connecting after the reconnect timeout`);
        }
        if (key !== CONNECTION_KEY && (namespaces['eip155']?.status !== 'connected' || namespaces['eip155'].address !== ADDRESS)) {
          fail(`the valid eip155 connection was dropped (${namespaces['eip155']?.status})`);
        }
        const after = run.storage.entries.get(key);
        const keptByDesign = key.endsWith(':connected_connector_id') && isWellFormedId(raw);
        if (READ_AT_BOOT.has(key) && after === raw && !keptByDesign) fail('the bad value was neither removed nor rewritten');
        if (({} as Record<string, unknown>)['polluted'] !== undefined) fail('Object.prototype was polluted');
        run.client.dispose();
      }
      await flushMicrotasks();
      expect(failures).toEqual([]);
      expect(unhandled).toEqual([]);
    });
  }
});

/**
 * Keys read later than the boot (sign-in, identity, WalletConnect deep link, the embedded wallet's login):
 * their readers are run over each corruption. A reader never throws, and a value it refuses does not stay.
 */
describe('storage corruption: the readers of the keys read after the boot', () => {
  const NOW = Date.UTC(2026, 0, 15, 12, 0);
  const unauthorized: typeof globalThis.fetch = () => Promise.resolve(new Response('{"error":"unauthorized"}', { status: 401 }));
  const login = (storage: FakeStorage) => new EmbeddedLoginStorage(storage);
  const readers: Record<string, (storage: FakeStorage) => Promise<unknown>> = {
    [STORAGE_KEYS.IDENTITY_CACHE]: async (storage) => readStoredIdentity(storage, ADDRESS, NOW),
    [STORAGE_KEYS.DEEPLINK_CHOICE]: async (storage) => readDeepLinkChoice(storage),
    [STORAGE_KEYS.SIWX_SESSIONS]: async (storage) => {
      const sessions = new SessionStore(() => storage).read();
      return sessions.length > 0 ? sessions : undefined;
    },
    // The server answers 401 to any token: a token it refuses is forgotten, one no request could carry too.
    [STORAGE_KEYS.SIWX_AUTH_TOKEN]: async (storage) => {
      const sessions = await new CloudSiwx({ projectId: 'p', apiUrl: 'https://cloud.example', fetch: unauthorized, storage }).getSessions('eip155:31337', ADDRESS);
      return sessions.length > 0 ? sessions : undefined;
    },
    // The solana session's own token (a session per namespace), read and forgotten the same way.
    [STORAGE_KEYS.SIWX_AUTH_TOKEN_SOLANA]: async (storage) => {
      const sessions = await new CloudSiwx({ projectId: 'p', apiUrl: 'https://cloud.example', fetch: unauthorized, storage }).getSessions(solana.caipNetworkId, SOLANA_ADDRESS);
      return sessions.length > 0 ? sessions : undefined;
    },
    // A nonce token is spent by the sign-in that reads it, whatever the server says.
    [STORAGE_KEYS.SIWX_NONCE_TOKEN]: async (storage) => {
      await new CloudSiwx({ projectId: 'p', apiUrl: 'https://cloud.example', fetch: unauthorized, storage }).addSession(SESSION).catch((error: unknown) => {
        if (!isWalletportError(error)) throw error;
      });
      return undefined;
    },
    [STORAGE_KEYS.CONNECTED_SOCIAL]: async (storage) => login(storage).socialLogin(),
    [STORAGE_KEYS.CONNECTED_SOCIAL_USERNAME]: async (storage) => login(storage).socialLogin()?.userName,
    [EMBEDDED_WALLET_STORAGE_KEYS.W3M_SOCIAL_USERNAME]: async (storage) => {
      storage.removeItem(STORAGE_KEYS.CONNECTED_SOCIAL_USERNAME);
      return login(storage).socialLogin()?.userName;
    },
    [STORAGE_KEYS.TELEGRAM_SOCIAL_PROVIDER]: async (storage) => login(storage).telegramSocialProvider(),
    [EMBEDDED_WALLET_STORAGE_KEYS.W3M_EMAIL]: async (storage) => login(storage).email(),
    [EMBEDDED_WALLET_STORAGE_KEYS.W3M_LAST_EMAIL_LOGIN_TIME]: async (storage) => login(storage).lastEmailLoginTime(),
    [EMBEDDED_WALLET_STORAGE_KEYS.W3M_EMAIL_LOGIN_USED]: async (storage) => (login(storage).emailLoginUsed() ? true : undefined),
    [EMBEDDED_WALLET_STORAGE_KEYS.W3M_SESSION_TOKEN]: async (storage) => login(storage).sessionToken(),
    [EMBEDDED_WALLET_STORAGE_KEYS.W3M_LAST_USED_CHAIN]: async (storage) => login(storage).lastUsedChain(),
  };

  for (const [key, read] of Object.entries(readers)) {
    it(`${key}: the reader never throws, and a value it refuses is removed`, async () => {
      const failures: string[] = [];
      for (const [name, raw] of Object.entries(CORRUPTIONS)) {
        const storage = new FakeStorage();
        for (const [other, value] of valid) storage.plant(other, value);
        storage.plant(key, raw);
        let value: unknown;
        try {
          value = await read(storage);
        } catch (error) {
          failures.push(`${name}: the reader threw ${String(error)}`);
          continue;
        }
        if (value === undefined && storage.entries.get(key) === raw) failures.push(`${name}: refused but kept`);
        if (raw.length >= MB && storage.entries.get(key) === raw) failures.push(`${name}: a megabyte kept`);
      }
      await flushMicrotasks();
      expect(failures).toEqual([]);
      expect(unhandled).toEqual([]);
    });
  }
});
