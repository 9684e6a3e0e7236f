/**
 * The embedded (email and social) wallet's connector for tests and stories, over FakeEmbeddedWalletFrame, so
 * the email-login, email-change and approval use cases run against the same frame answers the real
 * connector would see: connect() asks the frame GET_USER, isAuthorized() IS_CONNECTED, disconnect() SIGN_OUT.
 *
 * Its provider answers eth_accounts and eth_chainId itself, sends the other read-only methods to the frame
 * (RPC_REQUEST), and keeps unsafe ones (personal_sign, eth_sendTransaction, ...) pending, as the secure
 * site's approval screen does, until the test settles them (`approve`, `reject`, `failApproval`) or the
 * page aborts them (`abortPendingApprovals`, which sends RPC_ABORT).
 */
import { getAddress, isAddress } from 'viem';
import { AUTH_CONNECTOR_ID, type Connector } from '../../domain/entities/connector/connector.js';
import { frameUserSchema, type FrameUser } from '../../domain/entities/frame/frame-payloads.schema.js';
import { isUnsafeRpcMethod } from '../../domain/entities/rpc/rpc-allow-list.js';
import type { ApprovalEvent, EmbeddedWalletConnector, PendingApproval } from '../../ports/embedded-wallet.port.js';
import type { ConnectorEvent, ConnectResult, Eip1193Provider, WalletConnector } from '../../ports/wallet-connector.port.js';
import { FakeEmbeddedWalletFrame } from './embedded-wallet-frame.fake.js';
import { unsupportedMethodError, userRejectedError, type WalletErrorObject } from './eip1193-provider.fake.js';

/** The connector as the modal knows it: type AUTH, id ID_AUTH (never a row of the wallet lists). */
export const EMBEDDED_CONNECTOR_INFO: Connector = { id: AUTH_CONNECTOR_ID, name: 'Email and socials', type: 'AUTH', chain: 'eip155' };

/** The user GET_USER answers by default (docs/EMBEDDED-WALLET.md's shape), on the first devnet. */
export const EMBEDDED_TEST_USER: FrameUser = {
  email: 'ada@example.com',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 31337,
  accounts: [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'eoa' }],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
};

/** What the RPC_ABORT rejects the pending requests with (docs/EMBEDDED-WALLET.md). */
export const requestAbortedError = (): WalletErrorObject => ({ code: 4001, message: 'Request was aborted' });

export type FakeEmbeddedWalletConnectorOptions = {
  frame?: FakeEmbeddedWalletFrame | undefined;
  /** What GET_USER answers (its chainId follows the requested chain); EMBEDDED_TEST_USER by default. */
  user?: FrameUser | undefined;
};

export type FakeEmbeddedConnectorCall = { method: Exclude<keyof WalletConnector, 'info'> | 'abortPendingApprovals' };

type Waiting = PendingApproval & { params: unknown; resolve(value: unknown): void; reject(error: unknown): void };

export class FakeEmbeddedWalletConnector implements EmbeddedWalletConnector {
  readonly info: Connector = EMBEDDED_CONNECTOR_INFO;
  readonly frame: FakeEmbeddedWalletFrame;
  readonly calls: FakeEmbeddedConnectorCall[] = [];
  /** Every request the provider got, in order. */
  readonly providerRequests: { method: string; params: unknown }[] = [];
  readonly provider: Eip1193Provider;

  #user: FrameUser | undefined;
  #caipNetworkId: string;
  #nextApprovalId = 1;
  readonly #waiting: Waiting[] = [];
  readonly #listeners = new Listeners<ConnectorEvent>();
  readonly #approvalListeners = new Listeners<ApprovalEvent>();

  constructor({ frame = new FakeEmbeddedWalletFrame(), user = EMBEDDED_TEST_USER }: FakeEmbeddedWalletConnectorOptions = {}) {
    this.frame = frame;
    this.#caipNetworkId = `eip155:${user.chainId}`;
    frame.respond('GET_USER', (payload: unknown) => ({ ...user, chainId: chainIdOf(payload) ?? user.chainId }));
    frame.respond('SWITCH_NETWORK', (payload: unknown) => ({ chainId: chainIdOf(payload) }));
    this.provider = { request: (args) => this.#request(args.method, args.params) };
  }

  user(): FrameUser | undefined {
    return this.#user;
  }

  async connect(params?: { caipNetworkId?: string }): Promise<ConnectResult> {
    this.calls.push({ method: 'connect' });
    const reference = params?.caipNetworkId?.split(':')[1];
    const user = await this.#fetchUser(reference === undefined ? {} : { chainId: Number(reference) });
    const capabilities = capabilitiesOf(user, user.address);
    return { accounts: addressesOf(user), caipNetworkId: this.#caipNetworkId, ...(capabilities === undefined ? {} : { capabilities }) };
  }

  /**
   * What the wallet says the account can do, as the secure site's wallet_getCapabilities: atomic batches and
   * sponsorship while the user's smart account acts (GET_USER types the address so), nothing for the EOA.
   */
  async readCapabilities({ address }: { address: string; caipNetworkId: string }): Promise<Readonly<Record<string, unknown>> | undefined> {
    this.calls.push({ method: 'readCapabilities' });
    return this.#user ? capabilitiesOf(this.#user, address) : undefined;
  }

  async disconnect(): Promise<void> {
    this.calls.push({ method: 'disconnect' });
    await this.frame.request('SIGN_OUT');
    this.#user = undefined;
  }

  /** The signed-in user's address; after a reload (no user yet) the frame is asked whether it is signed in. */
  async getAccounts(): Promise<readonly string[]> {
    this.calls.push({ method: 'getAccounts' });
    if (this.#user) return addressesOf(this.#user);
    if (!(await this.isAuthorized())) return [];
    return addressesOf(await this.#fetchUser({}));
  }

  async getCaipNetworkId(): Promise<string> {
    this.calls.push({ method: 'getCaipNetworkId' });
    return this.#caipNetworkId;
  }

  async isAuthorized(): Promise<boolean> {
    this.calls.push({ method: 'isAuthorized' });
    try {
      const answer = (await this.frame.request('IS_CONNECTED', {})) as { isConnected?: unknown } | undefined;
      return answer?.isConnected === true;
    } catch {
      return false;
    }
  }

  async switchNetwork(network: { caipNetworkId: string }): Promise<void> {
    this.calls.push({ method: 'switchNetwork' });
    await this.frame.request('SWITCH_NETWORK', { chainId: Number(network.caipNetworkId.split(':')[1]) });
    if (network.caipNetworkId === this.#caipNetworkId) return;
    this.#caipNetworkId = network.caipNetworkId;
    this.#listeners.emit({ type: 'chainChanged', caipNetworkId: network.caipNetworkId });
  }

  async getProvider(): Promise<Eip1193Provider> {
    this.calls.push({ method: 'getProvider' });
    return this.provider;
  }

  subscribe(listener: (event: ConnectorEvent) => void): () => void {
    return this.#listeners.add(listener);
  }

  /** SET_PREFERRED_ACCOUNT to the fake frame, then GET_USER with the type; accountsChanged when the address moved. */
  async setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<FrameUser> {
    await this.frame.request('SET_PREFERRED_ACCOUNT', { type });
    const before = this.#user?.address;
    const user = await this.#fetchUser({ chainId: Number(this.#caipNetworkId.split(':')[1]), preferredAccountType: type });
    if (user.address !== before) this.#listeners.emit({ type: 'accountsChanged', accounts: addressesOf(user) });
    return user;
  }

  subscribeApprovals(listener: (event: ApprovalEvent) => void): () => void {
    return this.#approvalListeners.add(listener);
  }

  pendingApprovals(): readonly PendingApproval[] {
    return this.#waiting.map(({ id, method }) => ({ id, method }));
  }

  abortPendingApprovals(): void {
    this.calls.push({ method: 'abortPendingApprovals' });
    if (this.#waiting.length === 0) return;
    this.frame.request('RPC_ABORT').catch(() => undefined);
    while (this.#waiting.length > 0) this.#settle(undefined, 'aborted', requestAbortedError());
  }

  /** The person pressed Approve on the secure site's screen: the oldest (or `id`) request answers `result`. */
  approve(result: unknown = '0x', id?: string): void {
    this.#settle(id, 'approved', undefined, result);
  }

  /** The person pressed Reject: the request fails with 4001 'User rejected the request.'. */
  reject(id?: string): void {
    this.#settle(id, 'rejected', userRejectedError());
  }

  /** The frame failed the request (`_ERROR`) with this message. */
  failApproval(message: string, id?: string): void {
    this.#settle(id, 'failed', { code: -32603, message });
  }

  /** The frame's session ended on its side (signed out elsewhere). */
  emitDisconnect(): void {
    this.#user = undefined;
    this.#listeners.emit({ type: 'disconnect' });
  }

  async #fetchUser(payload: { chainId?: number; preferredAccountType?: 'eoa' | 'smartAccount' }): Promise<FrameUser> {
    const user = frameUserSchema.parse(await this.frame.request('GET_USER', payload));
    this.#user = user;
    this.#caipNetworkId = `eip155:${user.chainId}`;
    return user;
  }

  async #request(method: string, params: unknown): Promise<unknown> {
    this.providerRequests.push({ method, params });
    if (method === 'eth_accounts' || method === 'eth_requestAccounts') return this.#user ? addressesOf(this.#user) : [];
    if (method === 'eth_chainId') return `0x${Number(this.#caipNetworkId.split(':')[1]).toString(16)}`;
    if (isUnsafeRpcMethod(method)) return this.#waitForApproval(method, params);
    if (method.startsWith('eth_') || method.startsWith('net_') || method.startsWith('web3_')) {
      return this.frame.request('RPC_REQUEST', { method, params, chainId: Number(this.#caipNetworkId.split(':')[1]) });
    }
    throw unsupportedMethodError(method);
  }

  #waitForApproval(method: string, params: unknown): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const request: PendingApproval = { id: `approval-${this.#nextApprovalId++}`, method };
      this.#waiting.push({ ...request, params, resolve, reject });
      this.#approvalListeners.emit({ type: 'approval-requested', request });
    });
  }

  #settle(id: string | undefined, outcome: 'approved' | 'rejected' | 'failed' | 'aborted', error: unknown, result?: unknown): void {
    const index = id === undefined ? 0 : this.#waiting.findIndex((entry) => entry.id === id);
    const entry = this.#waiting[index];
    if (index < 0 || !entry) throw new Error(`FakeEmbeddedWalletConnector: no pending approval ${id ?? ''}`.trim());
    // Gone from the pending list before anyone hears of it: listeners read pendingApprovals().
    this.#waiting.splice(index, 1);
    if (error === undefined) entry.resolve(result);
    else entry.reject(error);
    // As the real connector (pending-approvals.ts): an approved request's event carries its result.
    const request = { id: entry.id, method: entry.method };
    this.#approvalListeners.emit({ type: 'approval-settled', request, outcome, ...(outcome === 'approved' ? { result } : {}) });
  }
}

/** Listeners of one kind of event; `add` returns the unsubscribe function. */
class Listeners<TEvent> {
  readonly #set = new Set<(event: TEvent) => void>();

  add(listener: (event: TEvent) => void): () => void {
    this.#set.add(listener);
    return () => void this.#set.delete(listener);
  }

  emit(event: TEvent): void {
    for (const listener of [...this.#set]) listener(event);
  }
}

function chainIdOf(payload: unknown): number | undefined {
  const chainId = (payload as { chainId?: unknown } | undefined)?.chainId;
  return typeof chainId === 'number' ? chainId : undefined;
}

function capabilitiesOf(user: FrameUser, address: string): Readonly<Record<string, unknown>> | undefined {
  const acting = user.accounts?.find((account) => account.address.toLowerCase() === address.toLowerCase());
  return acting?.type === 'smartAccount' ? { atomic: { status: 'supported' }, paymasterService: { supported: true } } : undefined;
}

function addressesOf(user: FrameUser): string[] {
  return [isAddress(user.address, { strict: false }) ? getAddress(user.address) : user.address];
}
