import { describe, expect, it } from 'vitest';
import { isWalletportError } from '../../../domain/entities/errors/base.error.js';
import { parseWalletConnectSession, sessionAccountsOn, sessionChains } from './walletconnect-session.schema.js';

const TOPIC = 'a'.repeat(64);
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';

/** A session as the Sign client hands it out (fields we do not read included). */
function signClientSession(overrides: Record<string, unknown> = {}) {
  return {
    topic: TOPIC,
    pairingTopic: 'b'.repeat(64),
    relay: { protocol: 'irn' },
    expiry: 1_750_604_800,
    acknowledged: true,
    controller: 'c'.repeat(64),
    namespaces: {
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        accounts: [`eip155:31337:${ALICE}`, `eip155:31338:${ALICE}`],
        methods: ['personal_sign'],
        events: ['chainChanged', 'accountsChanged'],
      },
    },
    requiredNamespaces: {},
    optionalNamespaces: {},
    self: { publicKey: 'd'.repeat(64), metadata: { name: 'dapp', description: '', url: 'http://127.0.0.1', icons: [] } },
    peer: { publicKey: 'e'.repeat(64), metadata: { name: 'Wallet', description: 'A wallet', url: 'https://wallet.example', icons: ['https://wallet.example/i.png'] } },
    ...overrides,
  };
}

describe('parseWalletConnectSession', () => {
  it('keeps what the port needs', () => {
    expect(parseWalletConnectSession(signClientSession())).toEqual({
      topic: TOPIC,
      expiry: 1_750_604_800,
      namespaces: {
        eip155: {
          chains: ['eip155:31337', 'eip155:31338'],
          accounts: [`eip155:31337:${ALICE}`, `eip155:31338:${ALICE}`],
          methods: ['personal_sign'],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
      peer: { name: 'Wallet', url: 'https://wallet.example', icons: ['https://wallet.example/i.png'] },
    });
  });

  it('drops malformed accounts, unknown namespaces and non-string session properties, keeping the rest', () => {
    const session = parseWalletConnectSession(
      signClientSession({
        namespaces: {
          eip155: {
            accounts: [`eip155:31337:${ALICE}`, 'eip155:31337:0x1234', `solana:x:${ALICE}`, 42, 'javascript:alert(1)'],
            methods: ['personal_sign', 7],
            events: 'nope',
          },
          tron: { accounts: ['tron:0x2b6653dc:TXYZ'], methods: [], events: [] },
          [SOLANA]: { accounts: [`${SOLANA}:${SOLANA_ADDRESS}`], methods: ['solana_signMessage'], events: [] },
        },
        sessionProperties: { capabilities: '{"atomic":true}', nested: { x: 1 } },
      }),
    );
    expect(session.namespaces).toEqual({
      eip155: { accounts: [`eip155:31337:${ALICE}`], chains: [], methods: ['personal_sign'], events: [] },
      solana: { accounts: [`${SOLANA}:${SOLANA_ADDRESS}`], chains: [SOLANA], methods: ['solana_signMessage'], events: [] },
    });
    expect(session.sessionProperties).toEqual({ capabilities: '{"atomic":true}' });
  });

  it.each([
    ['no topic', { topic: undefined }],
    ['a topic that is not 32 bytes of hex', { topic: 'abc' }],
    ['no expiry', { expiry: undefined }],
    ['namespaces that are not an object', { namespaces: [] }],
    ['no peer name', { peer: { metadata: {} } }],
  ])('refuses a session with %s as INVALID_RESPONSE', (_case, overrides) => {
    let caught: unknown;
    try {
      parseWalletConnectSession(signClientSession(overrides));
    } catch (error) {
      caught = error;
    }
    expect(isWalletportError(caught, 'INVALID_RESPONSE')).toBe(true);
  });

  it('refuses what is not a session at all, even a hostile object', () => {
    const hostile = new Proxy({}, { get: () => { throw new Error('trap'); } });
    for (const raw of [undefined, null, 'session', hostile]) {
      expect(() => parseWalletConnectSession(raw)).toThrow(/Invalid response from WalletConnect session/);
    }
  });
});

describe('session helpers', () => {
  const session = parseWalletConnectSession(
    signClientSession({
      namespaces: {
        eip155: { chains: ['eip155:1'], accounts: [`eip155:31337:${ALICE}`, `eip155:31337:${ALICE}`], methods: [], events: [] },
      },
    }),
  );

  it('lists every chain the session holds, from its chains and its accounts', () => {
    expect(sessionChains(session)).toEqual(['eip155:1', 'eip155:31337']);
  });

  it("gives the plain addresses on one chain, once each", () => {
    expect(sessionAccountsOn(session, 'eip155:31337')).toEqual([ALICE]);
    expect(sessionAccountsOn(session, 'eip155:1')).toEqual([]);
    expect(sessionAccountsOn(session, SOLANA)).toEqual([]);
  });
});
