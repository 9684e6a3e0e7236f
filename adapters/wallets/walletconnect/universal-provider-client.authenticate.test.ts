// The one-click sign-in path of the adapter (connect with `authentication`) against a fake universal
// provider: the shapes a wallet can answer with (CACAOs, malformed ones, a rejection, the fallback proposal)
// are hard to provoke from a real wallet, whose Sign client refuses a bad CACAO before we see it. The real
// path over the relay and the wallet page is in devstack/wallet-page/sign-in.browser.test.ts.
import { formatMessage } from '@walletconnect/utils';
import { verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEV_ACCOUNTS } from '../../../devstack/config.js';
import { isWalletportError } from '../../../domain/entities/errors/base.error.js';
import { UserRejectedRequestError } from '../../../domain/entities/errors/rpc-errors.js';
import type { WalletConnectAuthentication, WalletConnectNamespaces } from '../../../ports/walletconnect.port.js';
import { UniversalProviderWalletConnectClient } from './universal-provider-client.adapter.js';

const A = 'eip155:31337';
const B = 'eip155:31338';
const account = privateKeyToAccount(DEV_ACCOUNTS[0].privateKey);
const TOPIC = 'ab'.repeat(32);

type Payload = Parameters<typeof formatMessage>[0] & { iss: string; domain: string; nonce: string; version: string; iat: string };

/** Just what the adapter touches of the universal provider. */
class FakeProvider {
  session: unknown = undefined;
  optionalNamespaces: unknown = undefined;
  readonly rpcProviders = { eip155: { getDefaultChain: () => '31337' } };
  readonly authenticate = vi.fn<(params: Record<string, unknown>) => Promise<{ session?: unknown; auths?: unknown }>>();
  readonly connect = vi.fn<(params: Record<string, unknown>) => Promise<unknown>>();
  readonly disconnect = vi.fn(async () => {
    this.session = undefined;
  });
  readonly setDefaultChain = vi.fn();
  /** Private in the provider's types; its connect stores the proposal with it, its authenticate does not. */
  readonly persist = vi.fn(async (_key: string, _value: unknown) => undefined);
  readonly cleanupPendingPairings = vi.fn(async () => undefined);
  readonly client = {
    on: () => undefined,
    off: () => undefined,
    disconnect: vi.fn(async () => undefined),
    // The Sign client's own formatAuthMessage is this function of @walletconnect/utils.
    formatAuthMessage: ({ request, iss }: { request: Parameters<typeof formatMessage>[0]; iss: string }) => formatMessage(request, iss),
    core: { heartbeat: { stop: () => undefined }, relayer: { transportClose: async () => undefined } },
  };
  on(): void {}
  removeListener(): void {}
}

const fake = vi.hoisted(() => ({ provider: undefined as unknown }));
vi.mock('@walletconnect/universal-provider', () => ({ UniversalProvider: { init: async () => fake.provider } }));

const NAMESPACES: WalletConnectNamespaces = {
  eip155: { chains: [A, B], methods: ['personal_sign', 'eth_sendTransaction'], events: ['chainChanged', 'accountsChanged'] },
};
const AUTHENTICATION: WalletConnectAuthentication = {
  chains: [A, B],
  domain: 'dapp.example',
  uri: 'https://dapp.example/login',
  nonce: 'n0nce123',
  statement: 'Sign in to the dapp',
};

function rawSession() {
  return {
    topic: TOPIC,
    expiry: Math.floor(Date.now() / 1000) + 3600,
    namespaces: { eip155: { accounts: [`${A}:${account.address}`, `${B}:${account.address}`], chains: [A, B], methods: ['personal_sign'], events: [] } },
    peer: { metadata: { name: 'fake wallet' } },
  };
}

/** A CACAO as a wallet makes it: the formatted message, signed with personal_sign. */
async function cacao(chain: string) {
  const p: Payload = {
    domain: AUTHENTICATION.domain,
    aud: AUTHENTICATION.uri,
    version: '1',
    nonce: AUTHENTICATION.nonce,
    iat: '2026-11-24T12:00:00.000Z',
    statement: AUTHENTICATION.statement,
    iss: `did:pkh:${chain}:${account.address}`,
  };
  const message = formatMessage(p, p.iss);
  return { cacao: { h: { t: 'caip122' }, p, s: { t: 'eip191', s: await account.signMessage({ message }) } }, message };
}

let provider: FakeProvider;
let client: UniversalProviderWalletConnectClient;

beforeEach(() => {
  provider = new FakeProvider();
  fake.provider = provider;
  client = new UniversalProviderWalletConnectClient({ projectId: 'test', rpcMap: { [A]: 'http://127.0.0.1:1', [B]: 'http://127.0.0.1:2' } });
});

/** The provider's authenticate answers like the real one: it keeps the proposal, and the session becomes its session. */
function authenticateAnswers(answer: { auths?: unknown; withSession?: boolean }) {
  provider.authenticate.mockImplementation(async (params) => {
    provider.optionalNamespaces = params['optionalNamespaces'];
    const session = answer.withSession === false ? undefined : rawSession();
    provider.session = session;
    return { session, ...(answer.auths === undefined ? {} : { auths: answer.auths }) };
  });
}

describe('connect with authentication (one-click sign-in)', () => {
  it('authenticates instead of proposing, and returns one sign-in per CACAO that verifies over its message', async () => {
    const [first, second] = await Promise.all([cacao(A), cacao(B)]);
    authenticateAnswers({ auths: [first.cacao, second.cacao] });

    const result = await client.connect({ optionalNamespaces: NAMESPACES, caipNetworkId: A, authentication: AUTHENTICATION });

    expect(provider.connect).not.toHaveBeenCalled();
    expect(provider.authenticate).toHaveBeenCalledWith(
      expect.objectContaining({
        chains: [A, B],
        domain: 'dapp.example',
        uri: 'https://dapp.example/login',
        nonce: 'n0nce123',
        statement: 'Sign in to the dapp',
        methods: ['personal_sign', 'eth_sendTransaction'],
        optionalNamespaces: expect.objectContaining({ eip155: expect.objectContaining({ rpcMap: { 31337: 'http://127.0.0.1:1', 31338: 'http://127.0.0.1:2' } }) }),
      }),
    );
    expect(result).toMatchObject({ accounts: [account.address], caipNetworkId: A, session: { topic: TOPIC } });
    // Stored beside the session, so the next page's provider keeps the rpcMap (the proposal is what the
    // provider took from the authenticate parameters).
    expect(provider.persist).toHaveBeenCalledWith('optionalNamespaces', provider.authenticate.mock.calls[0]?.[0]['optionalNamespaces']);
    expect(provider.optionalNamespaces).toBeDefined();
    expect(result.signIns?.map((signIn) => signIn.caipAddress)).toEqual([`${A}:${account.address}`, `${B}:${account.address}`]);
    expect(result.signIns?.[0]).toEqual({ message: first.message, signature: first.cacao.s.s, caipAddress: `${A}:${account.address}`, cacao: first.cacao });
    for (const signIn of result.signIns ?? []) {
      expect(await verifyMessage({ address: account.address, message: signIn.message, signature: signIn.signature as `0x${string}` })).toBe(true);
    }
  });

  it('rejects a malformed CACAO with INVALID_RESPONSE and ends the session it came with', async () => {
    const good = await cacao(A);
    const broken = { ...good.cacao, p: { ...good.cacao.p, iss: 'not-a-did' } };
    authenticateAnswers({ auths: [good.cacao, broken] });

    const failure = await client.connect({ optionalNamespaces: NAMESPACES, authentication: AUTHENTICATION }).catch((error: unknown) => error);

    expect(isWalletportError(failure, 'INVALID_RESPONSE')).toBe(true);
    expect((failure as Error).message).toContain('Invalid response from WalletConnect sign-in');
    expect(provider.disconnect).toHaveBeenCalled();
  });

  it.each([
    ['a CACAO without a signature', async () => [{ ...(await cacao(A)).cacao, s: { t: 'eip191' } }]],
    ['a CACAO that is not an object', async () => ['cacao']],
    ['CACAOs that are not a list', async () => ({ 0: (await cacao(A)).cacao })],
  ])('rejects %s with a typed error, never a crash', async (_name, auths) => {
    authenticateAnswers({ auths: await auths() });
    const failure = await client.connect({ optionalNamespaces: NAMESPACES, authentication: AUTHENTICATION }).catch((error: unknown) => error);
    expect(isWalletportError(failure, 'INVALID_RESPONSE')).toBe(true);
  });

  it('maps the wallet declining the sign-in to UserRejectedRequestError (4001)', async () => {
    // The Sign client rejects with the wallet's error message alone, a string.
    provider.authenticate.mockRejectedValue('User rejected.');
    const failure = await client.connect({ optionalNamespaces: NAMESPACES, authentication: AUTHENTICATION }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UserRejectedRequestError);
    expect((failure as UserRejectedRequestError).rpcCode).toBe(4001);
  });

  it('returns no sign-in when the wallet answered the fallback proposal (no wc_sessionAuthenticate support)', async () => {
    authenticateAnswers({});
    const result = await client.connect({ optionalNamespaces: NAMESPACES, authentication: AUTHENTICATION });
    expect(result.signIns).toEqual([]);
    expect(result.session.topic).toBe(TOPIC);
    expect(result.accounts).toEqual([account.address]);
  });

  it('fails with a typed error when the answer holds no session', async () => {
    authenticateAnswers({ auths: [(await cacao(A)).cacao], withSession: false });
    const failure = await client.connect({ optionalNamespaces: NAMESPACES, authentication: AUTHENTICATION }).catch((error: unknown) => error);
    expect(isWalletportError(failure, 'INVALID_RESPONSE')).toBe(true);
  });

  it('proposes a plain session when a chain is not eip155 (SPEC.md section 5), with no sign-in', async () => {
    provider.connect.mockImplementation(async () => (provider.session = rawSession()));
    const namespaces = { ...NAMESPACES, solana: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], methods: [], events: [] } };
    const result = await client.connect({ optionalNamespaces: namespaces, authentication: AUTHENTICATION });
    expect(provider.authenticate).not.toHaveBeenCalled();
    expect(provider.connect).toHaveBeenCalledTimes(1);
    expect(result.signIns).toEqual([]);
  });

  it('reuses a live session without a sign-in, and leaves connect alone without authentication', async () => {
    provider.connect.mockImplementation(async () => (provider.session = rawSession()));
    const plain = await client.connect({ optionalNamespaces: NAMESPACES });
    expect(plain).not.toHaveProperty('signIns');
    expect(provider.authenticate).not.toHaveBeenCalled();

    const reused = await client.connect({ optionalNamespaces: NAMESPACES, authentication: AUTHENTICATION });
    expect(reused.session.topic).toBe(TOPIC);
    expect(reused.signIns).toEqual([]);
    expect(provider.authenticate).not.toHaveBeenCalled();
  });
});
