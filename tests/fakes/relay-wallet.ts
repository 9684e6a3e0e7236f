/**
 * Test-only: WalletConnect against the real thing, offline. `startRelayWorld` brings up the network guard
 * (nothing may leave 127.0.0.1), the devstack's relay, a JSON-RPC server for reads and a RelayWallet: an
 * unmodified WalletConnect sign client playing a wallet in the same process. `world.dapp()` builds the page's
 * UniversalProviderWalletConnectClient on that relay. `stop()` closes every client, socket and server.
 *
 * The wallet pairs with every URI it is given and answers as a mobile wallet does:
 * - a proposal: approved with its accounts on every proposed chain it knows (or declined with "User
 *   rejected.", or left unanswered, per `answerProposals`);
 * - personal_sign: signed with its key;
 * - wallet_switchEthereumChain (a chain the session does not hold): 4902 for a chain it does not know, 4001
 *   while `declineSwitch`, else the chain joins the session (session update) and the answer is null;
 * - wallet_addEthereumChain: the wallet learns the chain (4902 while `refuseToAddChains`);
 * - with a Solana key (`solana`): a proposal asking for one of its Solana chains also gets the solana namespace
 *   with its Solana address, and solana_signMessage is signed with ed25519 (4001 while `declineRequests`);
 * - anything else: 4200.
 * It has no session_authenticate listener, so a one-click sign-in (wc_sessionAuthenticate) gets what a wallet
 * without that support gives: its sign client answers the fallback proposal sent with it.
 * Test support under tests/: it starts the devstack's relay, which no product folder may import.
 */
import { createKeyPairFromPrivateKeyBytes, getAddressFromPublicKey, signBytes } from '@solana/kit';
import { SignClient } from '@walletconnect/sign-client';
import { decodeBase58, encodeBase58 } from '../../domain/entities/address/base58.js';
import type { Hex } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { vi } from 'vitest';
import { freePort } from '../../devstack/chains/anvil.js';
import { startRelay, type RunningRelay } from '../../devstack/relay/start-relay.js';
import { memoryKeyValueStorage, type MemoryKeyValueStorage } from '../../devstack/relay/testing/memory-key-value-storage.js';
import { installNetworkGuard, type NetworkGuard } from '../../devstack/relay/testing/network-guard.js';
import { startLocalHttpServer, type LocalHttpServer } from '../../adapters/http/testing/local-http-server.js';
import { UniversalProviderWalletConnectClient } from '../../adapters/wallets/walletconnect/universal-provider-client.adapter.js';

type SignClientInstance = Awaited<ReturnType<typeof SignClient.init>>;
type WalletSession = ReturnType<SignClientInstance['session']['getAll']>[number];
type Namespace = WalletSession['namespaces'][string];

/** What a test reads of a session proposal. */
export type ProposalParams = {
  requiredNamespaces: Record<string, unknown>;
  optionalNamespaces: Record<string, { chains?: string[]; methods?: string[]; events?: string[] }>;
};

const USER_REJECTED = { code: 4001, message: 'User rejected the request.' };
const WALLET_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'];
const WALLET_EVENTS = ['chainChanged', 'accountsChanged'];
const PROJECT_ID = 'walletport-devstack';

const unrecognizedChain = (chain: string) => ({ code: 4902, message: `Unrecognized chain ID "${chain}".` });
const hexToChain = (hex: unknown) => `eip155:${Number.parseInt(String(hex), 16)}`;

export type RelayWalletOptions = {
  relayUrl: string;
  /** The key personal_sign signs with. */
  privateKey: Hex;
  /** The accounts the wallet approves (plain addresses); the key's address by default. */
  accounts?: readonly string[];
  /** The chains the wallet knows, in its own order. */
  chains: readonly string[];
  /** A Solana key (its 32-byte ed25519 seed) and the Solana chains the wallet serves with it. */
  solana?: { seed: Uint8Array; chains: readonly string[] } | undefined;
};

type SolanaKey = { address: string; privateKey: CryptoKey; chains: readonly string[] };

export class RelayWallet {
  readonly client: SignClientInstance;
  readonly signer: PrivateKeyAccount;
  /** Every proposal that reached the wallet, in order. */
  readonly proposals: ProposalParams[] = [];
  /** Every session request the wallet answered, in order. */
  readonly requests: { chainId: string; method: string }[] = [];
  answerProposals: 'approve' | 'reject' | 'ignore' = 'approve';
  /** While true, the user declines wallet_switchEthereumChain. */
  declineSwitch = false;
  /** While true, the wallet cannot add chains (4902). */
  refuseToAddChains = false;
  readonly knownChains: Set<string>;
  accounts: string[];
  /** While true, the user declines every Solana request (4001). */
  declineRequests = false;
  /** The Solana key and address, when the wallet was given one. */
  readonly solana: SolanaKey | undefined;
  /** Awaited before each session request is answered (a test takes the relay down meanwhile). */
  beforeAnswer: ((method: string) => Promise<void>) | undefined;

  readonly #answered = new Set<number>();

  private constructor(client: SignClientInstance, options: RelayWalletOptions, solana: SolanaKey | undefined) {
    this.client = client;
    this.solana = solana;
    this.signer = privateKeyToAccount(options.privateKey);
    this.knownChains = new Set(options.chains);
    this.accounts = [...(options.accounts ?? [this.signer.address])];
    client.on('session_proposal', ({ id, params }) => void this.#onProposal(id, params as unknown as ProposalParams));
    client.on('session_request', ({ topic, id, params }) => {
      // Without the queue, a request the relay delivers again reaches us again: answer each one once.
      if (this.#answered.has(id)) return;
      this.#answered.add(id);
      this.requests.push({ chainId: params.chainId, method: params.request.method });
      void this.#answer(topic, id, params.request.method, params.request.params as unknown[]).catch(() => undefined);
    });
  }

  static async start(options: RelayWalletOptions): Promise<RelayWallet> {
    const client = await SignClient.init({
      projectId: PROJECT_ID,
      relayUrl: options.relayUrl,
      storage: memoryKeyValueStorage(),
      customStoragePrefix: 'walletport-relay-wallet',
      telemetryEnabled: false,
      logger: 'silent',
      // Answer each request at once: the default queue waits a second after every answer.
      signConfig: { disableRequestQueue: true },
      metadata: { name: 'walletport test wallet', description: 'a sign client playing the wallet', url: 'http://127.0.0.1', icons: [] },
    });
    let solana: SolanaKey | undefined;
    if (options.solana) {
      const pair = await createKeyPairFromPrivateKeyBytes(options.solana.seed);
      solana = { address: await getAddressFromPublicKey(pair.publicKey), privateKey: pair.privateKey, chains: options.solana.chains };
    }
    return new RelayWallet(client, options, solana);
  }

  pair(uri: string): Promise<unknown> {
    return this.client.pair({ uri });
  }

  /** The wallet's sessions, the newest last. */
  sessions(): WalletSession[] {
    return this.client.session.getAll();
  }

  /** The newest session; throws when there is none. */
  session(): WalletSession {
    const session = this.sessions().at(-1);
    if (!session) throw new Error('the wallet holds no session');
    return session;
  }

  /** The user switches the wallet to a chain of the session. */
  async switchChain(chain: string): Promise<void> {
    await this.client.emit({ topic: this.session().topic, event: { name: 'chainChanged', data: Number(chain.split(':')[1]) }, chainId: chain });
  }

  /** The user changes accounts: the session is updated, and accountsChanged sent on the session's first chain. */
  async changeAccounts(accounts: readonly string[]): Promise<void> {
    this.accounts = [...accounts];
    const session = this.session();
    const namespace = session.namespaces.eip155;
    const chains = namespace?.chains ?? [];
    await this.#update(session, chains);
    const chain = chains[0] ?? '';
    await this.client.emit({ topic: session.topic, event: { name: 'accountsChanged', data: accounts.map((address) => `${chain}:${address}`) }, chainId: chain });
  }

  /** The wallet ends every session it holds. */
  async disconnect(): Promise<void> {
    for (const session of this.sessions()) {
      await this.client.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } }).catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    await this.client.core.relayer.transportClose().catch(() => undefined);
    this.client.core.heartbeat.stop();
  }

  async #onProposal(id: number, params: ProposalParams): Promise<void> {
    // The relay delivers a stored proposal again when the wallet subscribes anew: answer each one once.
    if (this.#answered.has(id)) return;
    this.#answered.add(id);
    this.proposals.push(params);
    if (this.answerProposals === 'ignore') return;
    if (this.answerProposals === 'reject') {
      await this.client.reject({ id, reason: { code: 5000, message: 'User rejected.' } });
      return;
    }
    const proposed = Object.values({ ...params.requiredNamespaces, ...params.optionalNamespaces }).flatMap(
      (namespace) => (namespace as { chains?: string[] }).chains ?? [],
    );
    const chains = [...this.knownChains].filter((chain) => proposed.includes(chain));
    const solanaChains = (this.solana?.chains ?? []).filter((chain) => proposed.includes(chain));
    const namespaces: Record<string, Namespace> = { eip155: this.#namespace(chains) };
    if (this.solana && solanaChains.length > 0) namespaces['solana'] = this.#solanaNamespace(this.solana, solanaChains);
    await this.client.approve({ id, namespaces });
  }

  async #answer(topic: string, id: number, method: string, params: unknown[]): Promise<void> {
    let outcome: { result: unknown } | { error: { code: number; message: string } };
    await this.beforeAnswer?.(method);
    try {
      outcome = { result: await this.#handle(topic, method, params) };
    } catch (error) {
      outcome = { error: error as { code: number; message: string } };
    }
    await this.client.respond({ topic, response: { id, jsonrpc: '2.0', ...outcome } as never });
  }

  async #handle(topic: string, method: string, params: unknown[]): Promise<unknown> {
    const session = this.client.session.get(topic);
    const chain = hexToChain((params[0] as { chainId?: unknown } | undefined)?.chainId);
    switch (method) {
      case 'solana_signMessage':
        return this.#signSolanaMessage(params as unknown);
      case 'personal_sign':
        return this.signer.signMessage({ message: { raw: params[0] as Hex } });
      case 'wallet_switchEthereumChain':
        if (this.declineSwitch) throw USER_REJECTED;
        if (!this.knownChains.has(chain)) throw unrecognizedChain(chain);
        await this.#update(session, [...(session.namespaces.eip155?.chains ?? []), chain]);
        return null;
      case 'wallet_addEthereumChain':
        if (this.refuseToAddChains) throw unrecognizedChain(chain);
        this.knownChains.add(chain);
        return null;
      default:
        throw { code: 4200, message: `The wallet does not support ${method}` };
    }
  }

  /** Updates the session to hold the accounts on these chains (a chain the wallet just learnt, new accounts). */
  async #update(session: WalletSession, chains: readonly string[]): Promise<void> {
    const unique = [...new Set(chains)];
    // The other namespaces (solana) stay as they are.
    await this.client.update({ topic: session.topic, namespaces: { ...session.namespaces, eip155: this.#namespace(unique) } });
  }

  async #signSolanaMessage(params: unknown): Promise<{ signature: string }> {
    const { message, pubkey } = (params ?? {}) as { message?: unknown; pubkey?: unknown };
    if (!this.solana) throw { code: 4200, message: 'The wallet has no Solana key' };
    if (pubkey !== this.solana.address) throw { code: 4100, message: `Not this wallet's account: ${String(pubkey)}` };
    if (this.declineRequests) throw USER_REJECTED;
    const bytes = typeof message === 'string' ? decodeBase58(message) : undefined;
    if (bytes === undefined) throw { code: -32602, message: 'Expected the message as base58' };
    return { signature: encodeBase58(new Uint8Array(await signBytes(this.solana.privateKey, bytes))) };
  }

  #solanaNamespace(solana: SolanaKey, chains: readonly string[]): Namespace {
    return {
      chains: [...chains],
      accounts: chains.map((chain) => `${chain}:${solana.address}`),
      methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
      events: [],
    };
  }

  #namespace(chains: readonly string[]): Namespace {
    return {
      chains: [...chains],
      accounts: chains.flatMap((chain) => this.accounts.map((address) => `${chain}:${address}`)),
      methods: WALLET_METHODS,
      events: WALLET_EVENTS,
    };
  }
}

export type RelayWorld = {
  guard: NetworkGuard;
  relay: RunningRelay;
  /** Answers reads (eth_blockNumber is 0x2a), recording them. */
  rpc: LocalHttpServer;
  wallet: RelayWallet;
  /** A page's WalletConnect client on the relay; reads go to `rpc` for every chain of `chains`. */
  dapp(options: {
    chains: readonly string[];
    storage?: MemoryKeyValueStorage;
    customStoragePrefix?: string;
    requestTimeoutMs?: number;
  }): UniversalProviderWalletConnectClient;
  /** Closes every dapp client, the wallet, the relay and the servers, and lifts the guard. */
  stop(): Promise<void>;
};

export async function startRelayWorld(options: {
  privateKey: Hex;
  accounts?: readonly string[];
  chains: readonly string[];
  solana?: RelayWalletOptions['solana'];
}): Promise<RelayWorld> {
  // Several clients live in this process (a reload, one page per case): none may reuse another's global core.
  vi.stubEnv('DISABLE_GLOBAL_CORE', 'true');
  const guard = installNetworkGuard();
  const relay = await startRelay({ port: await freePort() });
  const rpc = await startLocalHttpServer((request) => {
    const { id, method } = request.json as { id: number; method: string };
    return { body: { jsonrpc: '2.0', id, result: method === 'eth_blockNumber' ? '0x2a' : null } };
  });
  const wallet = await RelayWallet.start({ relayUrl: relay.url, ...options });
  const dapps: UniversalProviderWalletConnectClient[] = [];
  let made = 0;
  return {
    guard,
    relay,
    rpc,
    wallet,
    dapp: ({ chains, storage, customStoragePrefix, requestTimeoutMs }) => {
      made += 1;
      const client = new UniversalProviderWalletConnectClient({
        projectId: PROJECT_ID,
        relayUrl: relay.url,
        metadata: { name: 'walletport test dapp', description: 'a page on the local relay', url: 'http://127.0.0.1', icons: [] },
        rpcMap: Object.fromEntries(chains.map((chain) => [chain, rpc.url])),
        storage: storage ?? memoryKeyValueStorage(),
        customStoragePrefix: customStoragePrefix ?? `walletport-relay-dapp-${made}`,
        logLevel: 'silent',
        telemetryEnabled: false,
        requestTimeoutMs,
      });
      dapps.push(client);
      return client;
    },
    stop: async () => {
      for (const dapp of dapps) await dapp.close();
      await wallet.close();
      await relay.stop();
      await rpc.close();
      guard.uninstall();
      vi.unstubAllEnvs();
    },
  };
}
