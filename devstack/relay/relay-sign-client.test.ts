// The real proof: two unmodified WalletConnect 2.x sign clients, a dapp and a wallet, pair, settle a session,
// sign and disconnect through the local relay, and nothing they do leaves 127.0.0.1.
import { SignClient } from '@walletconnect/sign-client';
import { toHex, verifyMessage, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../chains/anvil.js';
import { DEV_ACCOUNTS, DEVSTACK_CHAINS } from '../config.js';
import { startRelay, type RunningRelay } from './start-relay.js';
import { eventually } from './testing/test-relay.js';
import { memoryKeyValueStorage } from './testing/memory-key-value-storage.js';
import { installNetworkGuard, type NetworkGuard } from './testing/network-guard.js';

type Client = Awaited<ReturnType<typeof SignClient.init>>;

const account = privateKeyToAccount(DEV_ACCOUNTS[0].privateKey);
const chain = `eip155:${DEVSTACK_CHAINS.a.chainId}`;

let guard: NetworkGuard;
let relay: RunningRelay;
const clients: Client[] = [];

async function signClient(name: 'dapp' | 'wallet'): Promise<Client> {
  const client = await SignClient.init({
    projectId: 'walletport-devstack',
    relayUrl: relay.url,
    storage: memoryKeyValueStorage(),
    customStoragePrefix: `walletport-relay-test-${name}`,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: `walletport ${name}`, description: `relay test ${name}`, url: 'http://127.0.0.1', icons: [] },
  });
  clients.push(client);
  return client;
}

function nextEvent<T>(subscribe: (resolve: (value: T) => void) => void, what: string, timeoutMs = 15_000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${what} within ${timeoutMs} ms`)), timeoutMs);
    subscribe((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

beforeAll(async () => {
  expect(process.env.IS_VITEST).toBe('true'); // the switch that keeps Verify and pulse calls off (STACK-NOTES.md)
  guard = installNetworkGuard();
  relay = await startRelay({ port: await freePort() });
});

afterAll(async () => {
  for (const client of clients) {
    await client.core.relayer.transportClose().catch(() => undefined);
    client.core.heartbeat.stop();
  }
  await relay?.stop();
  guard?.uninstall();
});

describe('WalletConnect sign clients over the local relay', () => {
  let dapp: Client;
  let wallet: Client;
  let sessionTopic: string;
  const proposals: unknown[] = [];
  const requests: { chainId: string; method: string }[] = [];

  async function personalSign(text: string): Promise<boolean> {
    const message = toHex(text);
    const signature = (await dapp.request({
      topic: sessionTopic,
      chainId: chain,
      request: { method: 'personal_sign', params: [message, account.address] },
    })) as Hex;
    return verifyMessage({ address: account.address, message: { raw: message }, signature });
  }

  it('pairs through a wc: URI and settles a session with eip155:31337 accounts', async () => {
    dapp = await signClient('dapp');
    wallet = await signClient('wallet');
    wallet.on('session_proposal', ({ id, params }) => {
      proposals.push(params.optionalNamespaces);
      void wallet.approve({
        id,
        namespaces: {
          eip155: {
            chains: [chain],
            accounts: [`${chain}:${account.address}`],
            methods: ['personal_sign'],
            events: ['chainChanged', 'accountsChanged'],
          },
        },
      });
    });
    wallet.on('session_request', ({ topic, id, params }) => {
      requests.push({ chainId: params.chainId, method: params.request.method });
      const [message] = params.request.params as [Hex, string];
      void account
        .signMessage({ message: { raw: message } })
        .then((signature) => wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } }));
    });

    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: [chain], methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'] } },
    });
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    await wallet.pair({ uri: uri! });
    const session = await approval();
    sessionTopic = session.topic;

    expect(proposals).toEqual([{ eip155: expect.objectContaining({ chains: [chain] }) }]);
    expect(session.namespaces.eip155?.accounts).toEqual([`${chain}:${account.address}`]);
    expect(wallet.session.get(sessionTopic).topic).toBe(sessionTopic);
  });

  it('carries a personal_sign request to the wallet and its signature back', async () => {
    expect(await personalSign('walletport over the local relay')).toBe(true);
    expect(requests).toEqual([{ chainId: chain, method: 'personal_sign' }]);
  });

  it('keeps the session working after the relay restarts on the same port', async () => {
    await relay.restart();
    // Both clients reconnect by themselves and subscribe again to the pairing and session topics. (A request
    // made while a client still holds the dead socket waits out the client's own publish retry, about 20 s.)
    await eventually(() => relay.stats().subscriptions === 4, 10_000);
    expect(await personalSign('after a relay restart')).toBe(true);
  }, 20_000);

  it('tells the dapp when the wallet disconnects', async () => {
    const deleted = nextEvent<{ topic: string }>((resolve) => dapp.once('session_delete', resolve), 'session_delete');
    await wallet.disconnect({ topic: sessionTopic, reason: { code: 6000, message: 'User disconnected.' } });
    expect((await deleted).topic).toBe(sessionTopic);
    expect(dapp.session.getAll()).toEqual([]);
  });

  it('sent nothing to any host but 127.0.0.1, and both clients used the local relay', () => {
    for (const client of [dapp, wallet]) expect(new URL(client.core.relayUrl ?? '').host).toBe(`127.0.0.1:${relay.port}`);
    expect(guard.attempts).toContain(`tcp 127.0.0.1:${relay.port}`);
    expect(guard.blocked).toEqual([]);
    expect(relay.stats().connections).toBe(2);
  });
});
