/**
 * The embedded (email and social) wallet as a WalletConnector of type AUTH (ports/embedded-wallet.port.ts),
 * over the secure site's frame. The login itself (email, code, social) is the modal's business and goes to
 * the frame directly; this connector takes the session the frame then holds:
 *
 * - connect: GET_USER (on the requested chain when the secure site serves it, else on the user's chain);
 *   'Not signed in' becomes 'Not connected to email or social'; with one-click sign-in on, GET_USER carries
 *   the sign-in message and what the frame signed is kept before the connect resolves; then the account's
 *   capabilities there (readCapabilities), which type it;
 * - isAuthorized / getAccounts: IS_CONNECTED with the session token of the last SESSION_UPDATE, then the user;
 * - switchNetwork: SWITCH_NETWORK (a chain the secure site does not serve is the 4902 error), then the user
 *   again (the account may be a smart account on one chain and the EOA on another: accountsChanged), then
 *   chainChanged;
 * - setPreferredAccountType: SET_PREFERRED_ACCOUNT, then the user again (the address follows the type);
 * - disconnect: SIGN_OUT, waiting at most 3 s; the page forgets the user either way;
 * - SESSION_UPDATE: a new token re-reads the user (accountsChanged if the address changed), a null token is
 *   the wallet ending the connection (disconnect);
 * - the EIP-1193 provider and the pending approvals of its unsafe requests.
 * Every answer of the frame is parsed with the contract's schemas before use.
 */
import { z } from 'zod/mini';
import { AUTH_CONNECTOR_ID, type Connector } from '../../../domain/entities/connector/connector.js';
import { SIGN_OUT_TIMEOUT_MS } from '../../../domain/entities/constants.js';
import { isWalletportError } from '../../../domain/entities/errors/base.error.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { SwitchChainError, UnauthorizedProviderError } from '../../../domain/entities/errors/rpc-errors.js';
import { FRAME_ERROR_MESSAGES, isFrameFailure } from '../../../domain/entities/frame/frame-error.js';
import type { FrameUser } from '../../../domain/entities/frame/frame-payloads.schema.js';
import type { FrameSiwxMessage } from '../../../domain/entities/frame/frame-sign-in.schema.js';
import { parseFrameSuccessPayload } from '../../../domain/entities/frame/parseFramePayload.js';
import type { CaipNetwork } from '../../../domain/entities/network/caipNetwork.js';
import type { ApprovalEvent, EmbeddedAccountType, EmbeddedWalletConnector, PendingApproval } from '../../../ports/embedded-wallet.port.js';
import type { EmbeddedWalletFrame, FrameEvent } from '../../../ports/embedded-wallet-frame.port.js';
import type { Logger } from '../../../ports/logger.port.js';
import type { OneClickSignIn, OneClickSignInRequest } from '../../../ports/one-click-sign-in.port.js';
import type { ConnectorEvent, ConnectResult, Eip1193Provider, LinkedConnectResult } from '../../../ports/wallet-connector.port.js';
import { eip155CaipNetworkId, eip155ChainIdOf, isEip155CaipNetworkId } from '../evm/eip155-chain-id.js';
import { EmbeddedEip1193Provider } from './embedded-eip1193-provider.js';
import { eip155ChainNumber, readEmbeddedUser } from './embedded-user.js';
import { frameSignedIn } from './frame-session.js';
import { signedInFrom, toFrameSiwxMessage } from './frame-sign-in.js';
import { ListenerSet } from './listener-set.js';
import { PendingApprovals } from './pending-approvals.js';

const isSignInRefusal = (error: unknown): boolean =>
  isFrameFailure(error, FRAME_ERROR_MESSAGES.signInForAnotherSite) || isFrameFailure(error, FRAME_ERROR_MESSAGES.invalidSignIn);

/** How the embedded wallet is described in the modal. */
export const EMBEDDED_CONNECTOR_INFO: Connector = Object.freeze({
  id: AUTH_CONNECTOR_ID,
  name: 'Email and social login',
  type: 'AUTH',
  chain: 'eip155',
});

export type EmbeddedFrameConnectorOptions = {
  frame: EmbeddedWalletFrame;
  /** The configured eip155 networks: where a switch through the provider may go, and with which RPC. */
  networks: readonly Pick<CaipNetwork, 'caipNetworkId' | 'rpcUrls'>[];
  logger: Logger;
  /**
   * The account type asked for with every GET_USER (the visitor's stored choice, else the
   * namespace default); the frame's own choice when omitted.
   */
  preferredAccountType?: EmbeddedAccountType | (() => EmbeddedAccountType | undefined) | undefined;
  /** The page's stored copy of the session token, for IS_CONNECTED before any SESSION_UPDATE (after a reload). */
  storedSessionToken?: (() => string | undefined) | undefined;
  /** Sign-in while connecting (ports/one-click-sign-in.port.ts); without it, a plain connect. */
  oneClickSignIn?: OneClickSignIn | undefined;
  /** The approvals list, shared with the solana connector of the same login (one approval screen). */
  approvals?: PendingApprovals | undefined;
  /** The same login's account in another namespace (the solana connector's), connected with this one. */
  linked?: (() => Promise<LinkedConnectResult | undefined>) | undefined;
  /** True while another namespace still holds the login: a disconnect here then keeps the secure site's session. */
  sessionHeldElsewhere?: (() => boolean) | undefined;
};

/** wallet_getCapabilities' answer: per chain (hex id), the capabilities by name. */
const capabilitiesSchema = z.record(z.string(), z.record(z.string(), z.unknown()));

const sessionUpdateSchema = z.object({ token: z.union([z.string().check(z.minLength(1)), z.null()]) });

export class EmbeddedFrameConnector implements EmbeddedWalletConnector {
  readonly info: Connector = EMBEDDED_CONNECTOR_INFO;
  readonly frame: EmbeddedWalletFrame;
  readonly #options: EmbeddedFrameConnectorOptions;
  readonly #events: ListenerSet<ConnectorEvent>;
  readonly #approvals: PendingApprovals;
  #user: FrameUser | undefined;
  #accounts: readonly string[] = [];
  #chainId: number | undefined;
  /** The token of the last SESSION_UPDATE; the use case stores it, this copy serves IS_CONNECTED. */
  #sessionToken: string | undefined;
  #provider: EmbeddedEip1193Provider | undefined;

  constructor(options: EmbeddedFrameConnectorOptions) {
    this.frame = options.frame;
    this.#options = options;
    this.#events = new ListenerSet(options.logger);
    this.#approvals = options.approvals ?? new PendingApprovals(options.logger);
    // Only a listener: subscribing makes no frame (a SESSION_UPDATE during the login must not be missed).
    options.frame.subscribe((event) => this.#onFrameEvent(event));
  }

  async connect(params?: { caipNetworkId?: string }): Promise<ConnectResult> {
    const target = params?.caipNetworkId;
    const chainId = target !== undefined && isEip155CaipNetworkId(target) ? eip155ChainIdOf(target) : undefined;
    // Without an asked chain the frame picks the user's own, unknown here: nothing to sign in on in advance.
    const signIn = chainId === undefined ? undefined : await this.#prepareSignIn(eip155CaipNetworkId(chainId));
    const user = await this.#fetchUser(chainId, signIn?.message);
    // Kept before the connect resolves, so the sign-in flow that follows finds the session and asks nothing.
    if (signIn) await this.#completeSignIn(signIn.request, signedInFrom(user, signIn.message));
    const { accounts, chainId: connectedChain } = this.#adopt(user);
    const caipNetworkId = eip155CaipNetworkId(connectedChain);
    // The account's type from the first connect on, from what the secure site says (its smart account or its EOA).
    const [address] = accounts;
    const capabilities = address === undefined ? undefined : await this.readCapabilities({ address, caipNetworkId });
    const linked = await this.#options.linked?.();
    return { accounts, caipNetworkId, ...(capabilities === undefined ? {} : { capabilities }), ...(linked ? { linked: [linked] } : {}) };
  }

  /**
   * This login's eip155 account for a connect made on another namespace (the solana connector's): the user
   * on their own chain, without a prompt; undefined (logged) when the frame cannot give it.
   */
  async linkedConnection(): Promise<LinkedConnectResult | undefined> {
    try {
      const { accounts, chainId } = this.#adopt(await this.#fetchUser(undefined));
      const caipNetworkId = eip155CaipNetworkId(chainId);
      const [address] = accounts;
      // Typed as at its own connect: from what the secure site says about the account acting there.
      const capabilities = address === undefined ? undefined : await this.readCapabilities({ address, caipNetworkId });
      return { connectorId: this.info.id, accounts, caipNetworkId, ...(capabilities === undefined ? {} : { capabilities }) };
    } catch (error) {
      this.#options.logger.warn('The embedded wallet gave no eip155 account with the connect', error);
      return undefined;
    }
  }

  async disconnect(): Promise<void> {
    if (this.#options.sessionHeldElsewhere?.()) {
      // The other namespace still uses the login: only this one lets go of it.
      this.#signedOut();
      return;
    }
    let refusal: unknown;
    try {
      await this.frame.request('SIGN_OUT', undefined, { timeoutMs: SIGN_OUT_TIMEOUT_MS });
    } catch (error) {
      // Out of time or out of reach, the page still signs out locally; a refusal is reported.
      if (isWalletportError(error, 'FRAME_REQUEST_FAILED') && !isFrameFailure(error, FRAME_ERROR_MESSAGES.notSignedIn)) refusal = error;
      else this.#options.logger.warn('The embedded wallet did not confirm the sign-out', error);
    }
    this.#sessionToken = undefined;
    this.#signedOut();
    if (refusal !== undefined) throw walletportError('DISCONNECT_FAILED', [], { cause: refusal });
  }

  async getAccounts(): Promise<readonly string[]> {
    if (!(await this.#isConnected())) return [];
    if (this.#user) return this.#accounts;
    return this.#adopt(await this.#fetchUser(undefined)).accounts;
  }

  /**
   * What the wallet can do for `address` on the chain: its own wallet_getCapabilities, which the secure site
   * answers (atomic batches and sponsorship while the smart account acts there, nothing for the EOA), so the
   * account is typed from what the wallet says. Undefined when it says nothing or cannot be asked: never
   * rejects, a reconnect must not fail on it.
   */
  async readCapabilities({ address, caipNetworkId }: { address: string; caipNetworkId: string }): Promise<Readonly<Record<string, unknown>> | undefined> {
    if (!this.#user || !isEip155CaipNetworkId(caipNetworkId)) return undefined;
    const chainId = eip155ChainIdOf(caipNetworkId);
    const chainHex = `0x${chainId.toString(16)}`;
    try {
      const answer = await this.frame.request('RPC_REQUEST', { method: 'wallet_getCapabilities', params: [address, [chainHex]], chainId });
      const parsed = capabilitiesSchema.safeParse(answer);
      return parsed.success ? parsed.data[chainHex] : undefined;
    } catch (error) {
      this.#options.logger.debug('The embedded wallet did not say what it can do', error);
      return undefined;
    }
  }

  async getCaipNetworkId(): Promise<string> {
    const { chainId } = parseFrameSuccessPayload('GET_CHAIN_ID', await this.frame.request('GET_CHAIN_ID'));
    this.#chainId = eip155ChainNumber(chainId);
    return eip155CaipNetworkId(this.#chainId);
  }

  async isAuthorized(): Promise<boolean> {
    try {
      return await this.#isConnected();
    } catch (error) {
      this.#options.logger.debug('Could not ask the embedded wallet whether it is signed in', error);
      return false;
    }
  }

  async switchNetwork(network: Parameters<EmbeddedWalletConnector['switchNetwork']>[0]): Promise<void> {
    await this.#switchTo(eip155ChainIdOf(network.caipNetworkId), network.rpcUrl);
  }

  async getProvider(): Promise<Eip1193Provider> {
    this.#provider ??= new EmbeddedEip1193Provider({
      accounts: () => this.#accounts,
      chainId: async () => this.#chainId ?? eip155ChainIdOf(await this.getCaipNetworkId()),
      switchChain: (chainId) => this.#switchToConfigured(chainId),
      rpc: (method, params, unsafe) => this.#rpc(method, params, unsafe),
      subscribe: (listener) => this.subscribe(listener),
    });
    return this.#provider;
  }

  subscribe(listener: (event: ConnectorEvent) => void): () => void {
    return this.#events.add(listener);
  }

  user(): FrameUser | undefined {
    return this.#user;
  }

  /**
   * The preferred account type switch: the secure site acts from the other account from
   * now on, and the user read again carries its address (accountsChanged when it changed).
   */
  async setPreferredAccountType(type: EmbeddedAccountType): Promise<FrameUser> {
    parseFrameSuccessPayload('SET_PREFERRED_ACCOUNT', await this.frame.request('SET_PREFERRED_ACCOUNT', { type }));
    const user = await this.#fetchUser(this.#chainId, undefined, type);
    this.#adopt(user);
    return user;
  }

  subscribeApprovals(listener: (event: ApprovalEvent) => void): () => void {
    return this.#approvals.subscribe(listener);
  }

  pendingApprovals(): readonly PendingApproval[] {
    return this.#approvals.list();
  }

  abortPendingApprovals(): void {
    if (this.#approvals.list().length === 0) return;
    // Fire and forget: the page's callers are answered now, whatever the frame makes of it.
    this.frame.request('RPC_ABORT').catch((error: unknown) => {
      this.#options.logger.debug('The embedded wallet did not take RPC_ABORT', error);
    });
    this.#approvals.abortAll(walletportError('REQUEST_ABORTED'));
  }

  /**
   * GET_USER, with the sign-in message to sign when there is one; on a chain the secure site does not serve,
   * the user on their own chain instead, without the message (it names the chain that was refused).
   */
  async #fetchUser(chainId: number | undefined, siwxMessage?: FrameSiwxMessage, asked?: EmbeddedAccountType): Promise<FrameUser> {
    const option = this.#options.preferredAccountType;
    const preferredAccountType = asked ?? (typeof option === 'function' ? option() : option);
    const payload = {
      ...(chainId === undefined ? {} : { chainId }),
      ...(preferredAccountType === undefined ? {} : { preferredAccountType }),
      ...(siwxMessage === undefined ? {} : { siwxMessage }),
    };
    try {
      return parseFrameSuccessPayload('GET_USER', await this.frame.request('GET_USER', payload));
    } catch (error) {
      if (chainId !== undefined && isFrameFailure(error, FRAME_ERROR_MESSAGES.unsupportedChain)) return this.#fetchUser(undefined);
      if (siwxMessage !== undefined && isSignInRefusal(error)) {
        // The login stands without the one-click sign-in (a custom sign-in domain, say); the sign view asks.
        this.#options.logger.warn('The embedded wallet refused the sign-in message; connecting without', error);
        return this.#fetchUser(chainId);
      }
      if (isFrameFailure(error, FRAME_ERROR_MESSAGES.notSignedIn)) {
        throw walletportError('NOT_CONNECTED_TO_EMAIL_OR_SOCIAL', [], { cause: error });
      }
      throw error;
    }
  }

  /** The sign-in use case's message for `caipNetworkId`; a failing use case means a plain connect. */
  async #prepareSignIn(caipNetworkId: string): Promise<{ request: OneClickSignInRequest; message: FrameSiwxMessage } | undefined> {
    const oneClick = this.#options.oneClickSignIn;
    if (!oneClick) return undefined;
    try {
      const request = await oneClick.prepare([caipNetworkId]);
      if (!request) return undefined;
      const message = toFrameSiwxMessage(request, caipNetworkId);
      if (!message) this.#options.logger.warn('The sign-in message does not fit the frame; the sign-in view will ask', request);
      return message && { request, message };
    } catch (error) {
      this.#options.logger.warn('No sign-in message for the embedded wallet; connecting without', error);
      return undefined;
    }
  }

  async #completeSignIn(request: OneClickSignInRequest, signedIn: ReturnType<typeof signedInFrom>): Promise<void> {
    try {
      await this.#options.oneClickSignIn?.complete(request, signedIn);
    } catch (error) {
      // The port says complete never rejects; should it, the connect stands and the sign-in view asks.
      this.#options.logger.warn('The sign-in signed while connecting was not kept', error);
    }
  }

  /** Keeps the user; says accountsChanged when the page's accounts are not what they were. */
  #adopt(user: FrameUser): { accounts: readonly string[]; chainId: number } {
    const read = readEmbeddedUser(user);
    const changed = read.accounts.join() !== this.#accounts.join();
    this.#user = user;
    this.#accounts = read.accounts;
    this.#chainId = read.chainId;
    if (changed) this.#events.emit({ type: 'accountsChanged', accounts: read.accounts });
    return read;
  }

  async #isConnected(): Promise<boolean> {
    const isConnected = await frameSignedIn({
      frame: this.frame,
      token: () => this.#sessionToken ?? this.#options.storedSessionToken?.(),
      logger: this.#options.logger,
    });
    if (!isConnected) this.#signedOut();
    return isConnected;
  }

  async #switchTo(chainId: number, rpcUrl: string | undefined): Promise<void> {
    let answer: unknown;
    try {
      answer = await this.frame.request('SWITCH_NETWORK', { chainId, ...(rpcUrl ? { rpcUrl } : {}) });
    } catch (error) {
      if (!isFrameFailure(error, FRAME_ERROR_MESSAGES.unsupportedChain)) throw error;
      throw new SwitchChainError({ details: `The embedded wallet does not serve chain ${chainId}`, cause: error });
    }
    const switched = eip155ChainNumber(parseFrameSuccessPayload('SWITCH_NETWORK', answer).chainId);
    if (switched === this.#chainId) return;
    this.#chainId = switched;
    // Where smart accounts are enabled the wallet acts from another address than elsewhere: read the user again.
    if (this.#user) this.#adopt({ ...(await this.#fetchUser(switched)), chainId: switched });
    this.#events.emit({ type: 'chainChanged', caipNetworkId: eip155CaipNetworkId(switched) });
  }

  /** wallet_switchEthereumChain: only to a configured network, with its own RPC (not the API proxy). */
  async #switchToConfigured(chainId: number): Promise<void> {
    const network = this.#options.networks.find((each) => each.caipNetworkId === eip155CaipNetworkId(chainId));
    if (!network) throw new SwitchChainError({ details: `Chain ${chainId} is not configured` });
    await this.#switchTo(chainId, network.rpcUrls.chainDefault?.http[0] ?? network.rpcUrls.default.http[0]);
  }

  async #rpc(method: string, params: unknown, unsafe: boolean): Promise<unknown> {
    if (!this.#user) throw new UnauthorizedProviderError({ details: 'Not signed in to the embedded wallet' });
    const chainId = this.#chainId;
    const payload = {
      method,
      ...(params === undefined ? {} : { params }),
      ...(chainId === undefined ? {} : { chainId }),
    };
    const send = () => this.frame.request('RPC_REQUEST', payload);
    return unsafe ? this.#approvals.run(method, send) : send();
  }

  #onFrameEvent(event: FrameEvent): void {
    if (event.type !== 'SESSION_UPDATE') return;
    const update = sessionUpdateSchema.safeParse(event.payload);
    if (!update.success) {
      this.#options.logger.debug('Dropped a SESSION_UPDATE off the contract', event.payload);
      return;
    }
    const { token } = update.data;
    this.#sessionToken = token ?? undefined;
    if (token === null) {
      this.#signedOut();
      return;
    }
    if (!this.#user) return;
    // Another login (in another tab of the secure site, say): the user may have changed.
    this.#fetchUser(undefined).then(
      (user) => this.#adopt(user),
      (error: unknown) => this.#options.logger.warn('Could not read the embedded-wallet user after a session update', error),
    );
  }

  /**
   * The page forgets the user and refuses the waiting approvals; listeners hear disconnect once, however many
   * ways the news arrives (SIGN_OUT's answer and the SESSION_UPDATE that goes with it).
   */
  #signedOut(): void {
    const wasSignedIn = this.#user !== undefined;
    this.#user = undefined;
    this.#accounts = [];
    this.#approvals.abortAll(walletportError('REQUEST_ABORTED', [], { details: 'Signed out of the embedded wallet' }));
    if (wasSignedIn) this.#events.emit({ type: 'disconnect' });
  }
}
