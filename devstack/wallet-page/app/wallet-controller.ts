/**
 * The wallet behind the page: a WalletConnect sign client on the local relay holding the dev key, and the
 * state the page renders (proposals, sessions, requests, activity). Framework-free: React binds to
 * subscribe/getSnapshot, and the snapshot stays the same object until something changes.
 */
import { SignClient } from '@walletconnect/sign-client';
import type { ProposalTypes, SessionTypes } from '@walletconnect/types';
import { hexToString, isHex } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { approvedNamespaces, chainIdNumber, requestedScope, withChain, type RequestedScope } from './approved-namespaces.js';
import { localStorageStorage, memoryStorage } from './key-value-storage.js';
import { issuer, payloadToSign, signCacaos, type AuthPayload } from './sign-in-request.js';
import { walletSessionProperties } from './session-properties.js';
import { answerRequest, isWalletMethod, unsupportedMethod, USER_REJECTED, WalletRpcError } from './wallet-methods.js';
import { answerSolanaRequest, readableSolanaMessage, solanaWallet, type SolanaWallet } from './solana-methods.js';
import { createOtherNamespaces, type OtherAccounts, type OtherNamespaces } from './other-namespaces.js';
import { POLKADOT_NETWORK_PREFIXES, type PolkadotNetwork } from './polkadot-methods.js';
import type { WalletPageConfig } from '../wallet-page-config.js';

type Client = Awaited<ReturnType<typeof SignClient.init>>;

export type PageOptions = {
  /** Approve every proposal and request as it arrives (`?autoApprove=1`); the default is manual. */
  autoApprove: boolean;
  /** Where the client keeps pairings and sessions (`?storage=memory`); default localStorage. */
  storage: 'local' | 'memory';
  /** A wc: URI to pair with on load (`?uri=wc:...`, also `/wc?uri=...`, the catalogue's web app link format). */
  uri: string | undefined;
  /** The WalletConnect client's log level in the console (`?logLevel=debug`); default error. */
  logLevel: string;
  /** Which network the Polkadot key is offered on at start (`?polkadotNetwork=kusama`); default polkadot. */
  polkadotNetwork: PolkadotNetwork;
};

export function pageOptions(search: string): PageOptions {
  const query = new URLSearchParams(search);
  const flag = (name: string) => ['1', 'true', ''].includes(query.get(name) ?? 'absent');
  return {
    autoApprove: flag('autoApprove'),
    storage: query.get('storage') === 'memory' ? 'memory' : 'local',
    uri: query.get('uri') ?? undefined,
    logLevel: query.get('logLevel') ?? 'error',
    polkadotNetwork: query.get('polkadotNetwork') === 'kusama' ? 'kusama' : 'polkadot',
  };
}

export type Dapp = { name: string; url: string; description: string; icons: string[] };

export type ProposalView = {
  id: number;
  dapp: Dapp;
  required: RequestedScope;
  optional: RequestedScope;
  status: 'pending' | 'approving' | 'rejecting';
  error: string | undefined;
};

/** A one-click sign-in request (session_authenticate): connect and sign in with one approval. */
export type SignInView = {
  id: number;
  dapp: Dapp;
  domain: string;
  /** The chains the dapp asked for. */
  chains: string[];
  /** The exact text the wallet signs, one per chain it has; empty when it can sign for none. */
  messages: { chain: string; text: string }[];
  status: 'pending' | 'approving' | 'rejecting';
  error: string | undefined;
};

export type SessionView = {
  topic: string;
  dapp: Dapp;
  chains: string[];
  currentChain: string;
  account: string;
  /** The Solana account the session holds, if the dapp asked for the local Solana chain. */
  solanaAccount: string | undefined;
  /** The session's bip122, polkadot and cosmos accounts (CAIP-10), if the dapp asked for them. */
  otherAccounts: string[];
};

export type RequestView = {
  id: number;
  topic: string;
  dappName: string;
  chainId: string;
  method: string;
  /** The params, pretty-printed JSON. */
  paramsText: string;
  /** personal_sign's message as text, when it is readable. */
  messageText: string | undefined;
  status: 'pending' | 'working' | 'approved' | 'rejected' | 'failed' | 'expired';
  /** The result sent back (JSON), or the error. */
  outcome: string | undefined;
};

export type ActivityEntry = { id: number; at: string; text: string };

export type WalletPageState = {
  status: 'starting' | 'ready' | 'failed';
  startError: string | undefined;
  relayConnected: boolean;
  account: string;
  /** The wallet's Solana account on the local Solana chain, when the devstack runs one. */
  solanaAccount: string | undefined;
  /** The wallet's Bitcoin (payment), Polkadot (on polkadotNetwork) and Cosmos accounts, once started. */
  otherAccounts: OtherAccounts;
  /** The network new sessions get the Polkadot key on: Polkadot (SS58 prefix 0) or Kusama (2). */
  polkadotNetwork: PolkadotNetwork;
  chains: WalletPageConfig['chains'];
  pairing: boolean;
  pairError: string | undefined;
  proposals: ProposalView[];
  signIns: SignInView[];
  sessions: SessionView[];
  requests: RequestView[];
  activity: ActivityEntry[];
};

const MAX_SETTLED_REQUESTS = 20;
const MAX_ACTIVITY = 50;
const STORAGE_PREFIX = 'walletport-wallet-page/';

export class WalletController {
  readonly #config: WalletPageConfig;
  readonly #options: PageOptions;
  readonly #account: PrivateKeyAccount;
  readonly #solana: SolanaWallet | undefined;
  #others: OtherNamespaces | undefined;
  readonly #listeners = new Set<() => void>();
  readonly #proposals = new Map<number, ProposalTypes.Struct>();
  /** Pending sign-in requests by id: the payload to sign (narrowed to the wallet's chains), if it can sign any. */
  readonly #signIns = new Map<number, { dappName: string; payload: AuthPayload | undefined }>();
  readonly #requests = new Map<number, { topic: string; chainId: string; method: string; params: unknown }>();
  readonly #currentChain = new Map<string, string>();
  readonly #seenRequests = new Set<number>();
  #client: Client | undefined;
  #activityId = 0;
  #state: WalletPageState;

  constructor(config: WalletPageConfig, options: PageOptions, privateKey: `0x${string}`) {
    this.#config = config;
    this.#options = options;
    this.#account = privateKeyToAccount(privateKey);
    this.#solana = config.solana === undefined ? undefined : solanaWallet({ seed: config.solana.seed, rpcUrl: config.solana.rpcUrl, chain: config.solana.caipNetworkId });
    this.#state = {
      status: 'starting',
      startError: undefined,
      relayConnected: false,
      account: this.#account.address,
      solanaAccount: this.#solana?.address,
      otherAccounts: { bitcoin: undefined, polkadot: undefined, cosmos: undefined },
      polkadotNetwork: options.polkadotNetwork,
      chains: config.chains,
      pairing: false,
      pairError: undefined,
      proposals: [],
      signIns: [],
      sessions: [],
      requests: [],
      activity: [],
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): WalletPageState => this.#state;

  get localChains(): string[] {
    return this.#config.chains.map((chain) => `eip155:${chain.chainId}`);
  }

  async start(): Promise<void> {
    try {
      await this.#startOtherNamespaces();
      const client = await SignClient.init({
        projectId: this.#config.projectId,
        relayUrl: this.#config.relayUrl,
        storage: this.#options.storage === 'memory' ? memoryStorage() : localStorageStorage(window.localStorage, STORAGE_PREFIX),
        customStoragePrefix: 'walletport-wallet-page',
        telemetryEnabled: false,
        logger: this.#options.logLevel,
        // Every request gets its card at once (the default queue hands a wallet one request at a time, and the
        // next only a second after the previous answer); the page drops repeated deliveries itself.
        signConfig: { disableRequestQueue: true },
        metadata: {
          name: 'Walletport Wallet Page',
          description: 'The devstack wallet: a WalletConnect wallet holding a local development key.',
          url: window.location.origin,
          icons: [],
        },
      });
      this.#client = client;
      this.#listen(client);
      this.#refreshSessions();
      this.#set({ status: 'ready', relayConnected: client.core.relayer.connected });
      const solana = this.#solana === undefined ? '' : `, ${this.#solana.address} on ${this.#solana.chain}`;
      this.#log(`Wallet ready: ${this.#account.address} on ${this.localChains.join(', ')}${solana}, relay ${this.#config.relayUrl}`);
      if (this.#options.uri !== undefined) await this.pair(this.#options.uri);
    } catch (error) {
      this.#set({ status: 'failed', startError: messageOf(error) });
    }
  }

  /** The Bitcoin, Polkadot and Cosmos keys; if they cannot load (the sr25519 wasm), the EVM and Solana wallet still starts. */
  async #startOtherNamespaces(): Promise<void> {
    try {
      this.#others = await createOtherNamespaces({ config: this.#config, polkadotNetwork: this.#options.polkadotNetwork });
      this.#set({ otherAccounts: this.#others.accounts() });
    } catch (error) {
      this.#log(`The Bitcoin, Polkadot and Cosmos keys could not load: ${messageOf(error)}`);
    }
  }

  async pair(uri: string): Promise<void> {
    const trimmed = uri.trim();
    if (!trimmed.startsWith('wc:')) {
      this.#set({ pairError: 'Paste a WalletConnect URI: it starts with "wc:".' });
      return;
    }
    this.#set({ pairing: true, pairError: undefined });
    try {
      await this.#requireClient().core.pairing.pair({ uri: trimmed });
      this.#log('Paired; waiting for the dapp’s proposal');
    } catch (error) {
      this.#set({ pairError: `Pairing failed: ${messageOf(error)}` });
    } finally {
      this.#set({ pairing: false });
    }
  }

  async approveProposal(id: number): Promise<void> {
    const proposal = this.#proposals.get(id);
    if (!proposal) return;
    this.#updateProposal(id, { status: 'approving', error: undefined });
    try {
      const solana = this.#solana === undefined ? undefined : { chain: this.#solana.chain, address: this.#solana.address };
      const namespaces = approvedNamespaces(proposal, this.localChains, this.#account.address, solana, this.#others?.namespaces());
      const client = this.#requireClient();
      const sessionProperties = walletSessionProperties({ address: this.#account.address, chains: namespaces.eip155?.chains ?? [], bundler: this.#config.bundler });
      const { topic, acknowledged } = await client.approve({ id, namespaces, sessionProperties });
      await acknowledged();
      const [first] = namespaces.eip155?.chains ?? [];
      if (first !== undefined) this.#currentChain.set(topic, first);
      this.#proposals.delete(id);
      this.#set({ proposals: this.#state.proposals.filter((view) => view.id !== id) });
      this.#refreshSessions();
      const chains = Object.values(namespaces).flatMap((namespace) => namespace.chains);
      this.#log(`Approved ${proposal.proposer.metadata.name} on ${chains.join(', ')}`);
    } catch (error) {
      this.#updateProposal(id, { status: 'pending', error: messageOf(error) });
    }
  }

  async rejectProposal(id: number): Promise<void> {
    const proposal = this.#proposals.get(id);
    if (!proposal) return;
    this.#updateProposal(id, { status: 'rejecting', error: undefined });
    try {
      await this.#requireClient().reject({ id, reason: { code: 5000, message: 'User rejected.' } });
      this.#proposals.delete(id);
      this.#set({ proposals: this.#state.proposals.filter((view) => view.id !== id) });
      this.#log(`Rejected the proposal of ${proposal.proposer.metadata.name}`);
    } catch (error) {
      this.#updateProposal(id, { status: 'pending', error: messageOf(error) });
    }
  }

  /** Signs one CACAO per chain and approves: the answer also settles the session (it shows under Active sessions). */
  async approveSignIn(id: number): Promise<void> {
    const signIn = this.#signIns.get(id);
    if (!signIn) return;
    this.#updateSignIn(id, { status: 'approving', error: undefined });
    try {
      const client = this.#requireClient();
      if (signIn.payload === undefined) throw new Error('This wallet has none of the requested chains.');
      const auths = await signCacaos({ payload: signIn.payload, account: this.#account, formatAuthMessage: (params) => client.formatAuthMessage(params) });
      const { session } = await client.approveSessionAuthenticate({ id, auths });
      const [first] = signIn.payload.chains;
      if (session !== undefined && first !== undefined) this.#currentChain.set(session.topic, first);
      this.#dropSignIn(id);
      this.#refreshSessions();
      this.#log(`Signed in to ${signIn.dappName} on ${signIn.payload.chains.join(', ')}`);
    } catch (error) {
      this.#updateSignIn(id, { status: 'pending', error: messageOf(error) });
    }
  }

  async rejectSignIn(id: number): Promise<void> {
    const signIn = this.#signIns.get(id);
    if (!signIn) return;
    this.#updateSignIn(id, { status: 'rejecting', error: undefined });
    try {
      await this.#requireClient().rejectSessionAuthenticate({ id, reason: { code: 5000, message: 'User rejected.' } });
      this.#dropSignIn(id);
      this.#log(`Rejected the sign-in request of ${signIn.dappName}`);
    } catch (error) {
      this.#updateSignIn(id, { status: 'pending', error: messageOf(error) });
    }
  }

  async approveRequest(id: number): Promise<void> {
    const request = this.#requests.get(id);
    if (!request || this.#requestView(id)?.status !== 'pending') return;
    this.#updateRequest(id, { status: 'working' });
    try {
      const result = request.method.startsWith('solana_')
        ? await this.#answerSolana(request)
        : this.#isOtherRequest(request)
          ? await this.#others!.answer(request)
          : await answerRequest(
            {
              account: this.#account,
              chains: this.#config.chains,
              switchChain: (chain) => this.#switchChain(request.topic, chain, false),
              addChain: (chain) => this.#addChain(request.topic, chain),
            },
            request,
          );
      await this.#respond(id, { result });
      this.#updateRequest(id, { status: 'approved', outcome: JSON.stringify(result) });
      this.#log(`Approved ${request.method}`);
    } catch (error) {
      const failure = error instanceof WalletRpcError ? error : new WalletRpcError(-32603, messageOf(error));
      await this.#respond(id, { error: { code: failure.code, message: failure.message } }).catch(() => undefined);
      this.#updateRequest(id, { status: 'failed', outcome: `${failure.code}: ${failure.message}` });
      this.#log(`${request.method} failed: ${failure.message}`);
    }
  }

  /** Polkadot's, Cosmos's and Bitcoin's methods, sent for a chain of theirs (never an eip155 one). */
  #isOtherRequest(request: { chainId: string; method: string }): boolean {
    return this.#others !== undefined && this.#others.handles(request.method) && !request.chainId.startsWith('eip155:');
  }

  /** Which network new sessions get the Polkadot key on; sessions approved before keep their address. */
  setPolkadotNetwork(network: PolkadotNetwork): void {
    if (!(network in POLKADOT_NETWORK_PREFIXES) || this.#others === undefined) return;
    this.#others.polkadotNetwork = network;
    this.#set({ polkadotNetwork: network, otherAccounts: this.#others.accounts() });
    this.#log(`Polkadot key offered on ${network}: ${this.#others.accounts().polkadot ?? ''}`);
  }

  /** A Solana request, on the local Solana chain only (the one chain this wallet holds a Solana key for). */
  #answerSolana(request: { chainId: string; method: string; params: unknown }): Promise<unknown> {
    const solana = this.#solana;
    if (solana === undefined) throw unsupportedMethod(request.method);
    if (request.chainId !== solana.chain) throw new WalletRpcError(4901, `The wallet page has no Solana key for ${request.chainId}.`);
    return answerSolanaRequest(solana, request);
  }

  async rejectRequest(id: number): Promise<void> {
    const request = this.#requests.get(id);
    if (!request || this.#requestView(id)?.status !== 'pending') return;
    this.#updateRequest(id, { status: 'working' });
    try {
      await this.#respond(id, { error: USER_REJECTED });
      this.#updateRequest(id, { status: 'rejected', outcome: `${USER_REJECTED.code}: ${USER_REJECTED.message}` });
      this.#log(`Rejected ${request.method}`);
    } catch (error) {
      this.#updateRequest(id, { status: 'failed', outcome: messageOf(error) });
    }
  }

  /** Wallet-side chain switch: the session gets the chain if it lacks it, the dapp gets chainChanged and accountsChanged. */
  async switchChain(topic: string, chain: string): Promise<void> {
    try {
      await this.#switchChain(topic, chain, true);
    } catch (error) {
      this.#log(`Switching to ${chain} failed: ${messageOf(error)}`);
    }
  }

  async disconnect(topic: string): Promise<void> {
    try {
      await this.#requireClient().disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } });
      this.#log('Disconnected the session');
    } catch (error) {
      this.#log(`Disconnecting failed: ${messageOf(error)}`);
    } finally {
      this.#forgetSession(topic);
    }
  }

  // --- WalletConnect events

  #listen(client: Client): void {
    client.on('session_proposal', ({ id, params }) => {
      this.#proposals.set(id, params);
      this.#set({ proposals: [...this.#state.proposals.filter((view) => view.id !== id), proposalView(params)] });
      this.#log(`Connection request from ${params.proposer.metadata.name}`);
      if (this.#options.autoApprove) void this.approveProposal(id);
    });
    // With this listener the sign client hands us wc_sessionAuthenticate and drops the fallback proposal.
    client.on('session_authenticate', ({ id, params }) => {
      if (this.#signIns.has(id)) return; // delivered again (the relay delivers at least once)
      const view = this.#signInView(id, params.authPayload, params.requester.metadata);
      this.#set({ signIns: [...this.#state.signIns, view] });
      this.#log(`Sign-in request from ${view.dapp.name}`);
      if (this.#options.autoApprove) void this.approveSignIn(id);
    });
    client.on('session_request', ({ id, topic, params }) => {
      const { method, params: requestParams } = params.request;
      const request = { topic, chainId: params.chainId, method, params: requestParams };
      if (this.#seenRequests.has(id)) return; // delivered again (the relay delivers at least once)
      this.#seenRequests.add(id);
      if (!isWalletMethod(method) && !this.#isOtherRequest(request)) {
        const failure = unsupportedMethod(method);
        void client.respond({ topic, response: { id, jsonrpc: '2.0', error: { code: failure.code, message: failure.message } } }).catch(() => undefined);
        this.#log(`Rejected the unsupported method ${method} (4200)`);
        return;
      }
      this.#requests.set(id, request);
      const view = this.#newRequestView(id, request);
      this.#set({ requests: [view, ...this.#state.requests] });
      this.#log(`Request: ${method}${view.dappName === '' ? '' : ` from ${view.dappName}`}`);
      if (this.#options.autoApprove) void this.approveRequest(id);
    });
    client.on('session_delete', ({ topic }) => {
      this.#forgetSession(topic);
      this.#log('The dapp disconnected');
    });
    client.on('session_expire', ({ topic }) => this.#forgetSession(topic));
    client.on('session_update', () => this.#refreshSessions());
    client.on('proposal_expire', ({ id }) => {
      this.#proposals.delete(id);
      this.#set({ proposals: this.#state.proposals.filter((view) => view.id !== id) });
    });
    client.on('session_request_expire', ({ id }) => {
      if (this.#requestView(id)?.status === 'pending') this.#updateRequest(id, { status: 'expired' });
    });
    client.core.relayer.on('relayer_connect', () => this.#set({ relayConnected: true }));
    client.core.relayer.on('relayer_disconnect', () => this.#set({ relayConnected: false }));
  }

  async #switchChain(topic: string, chain: string, announceAccounts: boolean): Promise<void> {
    const client = this.#requireClient();
    await this.#addChain(topic, chain);
    this.#currentChain.set(topic, chain);
    this.#refreshSessions();
    await client.emit({ topic, chainId: chain, event: { name: 'chainChanged', data: chainIdNumber(chain.split(':')[1]) } });
    if (announceAccounts) {
      await client.emit({ topic, chainId: chain, event: { name: 'accountsChanged', data: [this.#account.address] } });
    }
    this.#log(`Switched the session to ${chain}`);
  }

  async #addChain(topic: string, chain: string): Promise<void> {
    const client = this.#requireClient();
    const namespaces = withChain(client.session.get(topic).namespaces, chain, this.#account.address);
    if (namespaces === undefined) return;
    const { acknowledged } = await client.update({ topic, namespaces });
    await acknowledged();
    this.#refreshSessions();
    this.#log(`Added ${chain} to the session`);
  }

  async #respond(id: number, answer: { result: unknown } | { error: { code: number; message: string } }): Promise<void> {
    const request = this.#requests.get(id);
    if (!request) return;
    await this.#requireClient().respond({ topic: request.topic, response: { id, jsonrpc: '2.0', ...answer } });
  }

  // --- State

  #requireClient(): Client {
    if (!this.#client) throw new Error('The wallet is still starting.');
    return this.#client;
  }

  #refreshSessions(): void {
    const client = this.#client;
    if (!client) return;
    const sessions = client.session.getAll().map((session) => this.#sessionView(session));
    this.#set({ sessions });
  }

  #forgetSession(topic: string): void {
    this.#currentChain.delete(topic);
    this.#refreshSessions();
    this.#set({ sessions: this.#state.sessions.filter((session) => session.topic !== topic) });
  }

  #sessionView(session: SessionTypes.Struct): SessionView {
    const chains = session.namespaces['eip155']?.chains ?? [];
    const current = this.#currentChain.get(session.topic);
    const currentChain = current !== undefined && chains.includes(current) ? current : (chains[0] ?? '');
    const solanaAccount = session.namespaces['solana']?.accounts[0]?.split(':')[2];
    const otherAccounts = ['bip122', 'polkadot', 'cosmos'].flatMap((namespace) => session.namespaces[namespace]?.accounts ?? []);
    return { topic: session.topic, dapp: dappOf(session.peer.metadata), chains, currentChain, account: this.#account.address, solanaAccount, otherAccounts };
  }

  #newRequestView(id: number, request: { topic: string; chainId: string; method: string; params: unknown }): RequestView {
    const dappName = this.#client?.session.keys.includes(request.topic) ? this.#client.session.get(request.topic).peer.metadata.name : '';
    return {
      id,
      topic: request.topic,
      dappName,
      chainId: request.chainId,
      method: request.method,
      paramsText: JSON.stringify(request.params, null, 2) ?? 'undefined',
      messageText:
        request.method === 'personal_sign'
          ? readableMessage(request.params)
          : request.method === 'solana_signMessage'
            ? readableSolanaMessage(request.params)
            : this.#others?.readableMessage(request.method, request.params),
      status: 'pending',
      outcome: undefined,
    };
  }

  #requestView(id: number): RequestView | undefined {
    return this.#state.requests.find((view) => view.id === id);
  }

  #updateRequest(id: number, change: Partial<RequestView>): void {
    const requests = this.#state.requests.map((view) => (view.id === id ? { ...view, ...change } : view));
    // Keep every pending request and the newest settled ones.
    let settled = 0;
    this.#set({ requests: requests.filter((view) => ['pending', 'working'].includes(view.status) || ++settled <= MAX_SETTLED_REQUESTS) });
  }

  #signInView(id: number, authPayload: AuthPayload, metadata: Dapp | undefined): SignInView {
    const dapp = dappOf(metadata);
    let payload: AuthPayload | undefined;
    let error: string | undefined;
    try {
      payload = payloadToSign(authPayload, this.localChains);
    } catch (failure) {
      error = `This wallet cannot sign it: ${messageOf(failure)}`;
    }
    this.#signIns.set(id, { dappName: dapp.name, payload });
    const client = this.#requireClient();
    const messageOn = (signed: AuthPayload, chain: string) => ({
      chain,
      text: client.formatAuthMessage({ request: signed, iss: issuer(chain, this.#account.address) }),
    });
    const messages = payload === undefined ? [] : payload.chains.map((chain) => messageOn(payload, chain));
    return { id, dapp, domain: authPayload.domain, chains: [...authPayload.chains], messages, status: 'pending', error };
  }

  #updateSignIn(id: number, change: Partial<SignInView>): void {
    this.#set({ signIns: this.#state.signIns.map((view) => (view.id === id ? { ...view, ...change } : view)) });
  }

  #dropSignIn(id: number): void {
    this.#signIns.delete(id);
    this.#set({ signIns: this.#state.signIns.filter((view) => view.id !== id) });
  }

  #updateProposal(id: number, change: Partial<ProposalView>): void {
    this.#set({ proposals: this.#state.proposals.map((view) => (view.id === id ? { ...view, ...change } : view)) });
  }

  #log(text: string): void {
    const entry = { id: ++this.#activityId, at: new Date().toISOString().slice(11, 19), text };
    this.#set({ activity: [entry, ...this.#state.activity].slice(0, MAX_ACTIVITY) });
  }

  #set(change: Partial<WalletPageState>): void {
    this.#state = { ...this.#state, ...change };
    for (const listener of [...this.#listeners]) listener();
  }
}

function proposalView(proposal: ProposalTypes.Struct): ProposalView {
  return {
    id: proposal.id,
    dapp: dappOf(proposal.proposer.metadata),
    required: requestedScope(proposal.requiredNamespaces),
    optional: requestedScope(proposal.optionalNamespaces),
    status: 'pending',
    error: undefined,
  };
}

/** The dapp's metadata as plain strings (the page renders them as text, whatever they hold). */
function dappOf(metadata: { name?: unknown; url?: unknown; description?: unknown; icons?: unknown } | undefined): Dapp {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    name: text(metadata?.name) || '(no name)',
    url: text(metadata?.url),
    description: text(metadata?.description),
    icons: Array.isArray(metadata?.icons) ? metadata.icons.filter((icon): icon is string => typeof icon === 'string') : [],
  };
}

function readableMessage(params: unknown): string | undefined {
  if (!Array.isArray(params)) return undefined;
  const message = params.find((value): value is string => typeof value === 'string' && !/^0x[0-9a-fA-F]{40}$/.test(value));
  if (message === undefined) return undefined;
  if (!isHex(message)) return message;
  try {
    const text = hexToString(message);
    // eslint-disable-next-line no-control-regex
    return /^[^\u0000-\u0008\u000e-\u001f\ufffd]*$/.test(text) ? text : undefined;
  } catch {
    return undefined;
  }
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) return String((error as { message: unknown }).message);
  return String(error);
}
