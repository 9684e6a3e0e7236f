/**
 * The embedded (email and social) wallet on the solana namespace (SPEC.md section 9: auth on eip155 and
 * solana): a second WalletConnector of type AUTH over the same frame and the same login as the eip155 one
 * (EmbeddedFrameConnector), holding the user's Solana account, which the secure site derives and keeps
 * (docs/EMBEDDED-WALLET.md, "Solana"):
 *
 * - connect: GET_USER on the Solana network (the one asked for, else the first configured): the user's Solana
 *   address; the eip155 account of the same login comes with it (ConnectResult.linked), so one login connects
 *   both namespaces, whichever the visitor started from;
 * - isAuthorized / getAccounts: IS_CONNECTED (frame-session.ts), then the Solana user;
 * - switchNetwork: among the page's Solana networks (the secure site refuses a chain it does not serve when
 *   asked to sign);
 * - disconnect: SIGN_OUT unless the eip155 namespace still holds the login, then only this namespace lets go;
 * - SESSION_UPDATE with a null token (signed out anywhere): disconnect;
 * - the provider (embedded-solana-provider.ts), whose signing requests share the approval list with the eip155
 *   connector, so they open ApproveTransaction the same way.
 */
import { z } from 'zod/mini';
import { isSolanaAddress } from '../../../domain/entities/address/index.js';
import type { Connector } from '../../../domain/entities/connector/connector.js';
import { SIGN_OUT_TIMEOUT_MS } from '../../../domain/entities/constants.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { SwitchChainError, UnauthorizedProviderError } from '../../../domain/entities/errors/rpc-errors.js';
import { FRAME_ERROR_MESSAGES, isFrameFailure } from '../../../domain/entities/frame/frame-error.js';
import { parseFrameSuccessPayload } from '../../../domain/entities/frame/parseFramePayload.js';
import type { EmbeddedWalletFrame, FrameEvent } from '../../../ports/embedded-wallet-frame.port.js';
import type { Logger } from '../../../ports/logger.port.js';
import type { ConnectorEvent, ConnectResult, Eip1193Provider, LinkedConnectResult, WalletConnector } from '../../../ports/wallet-connector.port.js';
import { EMBEDDED_SOLANA_CONNECTOR_INFO } from './embedded-solana-connector-info.js';
import { EmbeddedSolanaProvider } from './embedded-solana-provider.js';
import { frameSignedIn } from './frame-session.js';
import { ListenerSet } from './listener-set.js';
import type { PendingApprovals } from './pending-approvals.js';

export type EmbeddedSolanaConnectorOptions = {
  frame: EmbeddedWalletFrame;
  /** The page's Solana networks (CAIP-2 ids); the first is where a connect goes when none is asked for. */
  networks: readonly { caipNetworkId: string }[];
  /** The approval list of the eip155 connector: one approval screen for both namespaces. */
  approvals: PendingApprovals;
  logger: Logger;
  /** The page's stored copy of the session token, for IS_CONNECTED before any SESSION_UPDATE (after a reload). */
  storedSessionToken?: (() => string | undefined) | undefined;
  /** The same login's eip155 account (the eip155 connector's linkedConnection), connected with this one. */
  linked?: (() => Promise<LinkedConnectResult | undefined>) | undefined;
  /** True while the eip155 namespace still holds the login: a disconnect here then keeps its session. */
  sessionHeldElsewhere?: (() => boolean) | undefined;
};

const sessionUpdateSchema = z.object({ token: z.union([z.string(), z.null()]) });

export class EmbeddedSolanaConnector implements WalletConnector {
  readonly info: Connector = EMBEDDED_SOLANA_CONNECTOR_INFO;
  readonly #options: EmbeddedSolanaConnectorOptions;
  readonly #events: ListenerSet<ConnectorEvent>;
  #accounts: readonly string[] = [];
  #caipNetworkId: string | undefined;
  #sessionToken: string | undefined;
  #provider: EmbeddedSolanaProvider | undefined;

  constructor(options: EmbeddedSolanaConnectorOptions) {
    if (options.networks.length === 0) throw new Error('The embedded Solana connector needs a Solana network');
    this.#options = options;
    this.#events = new ListenerSet(options.logger);
    options.frame.subscribe((event) => this.#onFrameEvent(event));
  }

  async connect(params?: { caipNetworkId?: string }): Promise<ConnectResult> {
    const accounts = await this.#fetchAccounts(this.#networkFor(params?.caipNetworkId));
    const linked = await this.#options.linked?.();
    return { accounts, caipNetworkId: this.#caipNetworkId!, ...(linked ? { linked: [linked] } : {}) };
  }

  /** This login's Solana account for a connect made on eip155: without a prompt; undefined (logged) when the frame cannot give it. */
  async linkedConnection(): Promise<LinkedConnectResult | undefined> {
    try {
      const accounts = await this.#fetchAccounts(this.#caipNetworkId ?? this.#networkFor(undefined));
      return { connectorId: this.info.id, accounts, caipNetworkId: this.#caipNetworkId! };
    } catch (error) {
      this.#options.logger.warn('The embedded wallet gave no Solana account with the connect', error);
      return undefined;
    }
  }

  /** True while this namespace holds the login. */
  hasAccount(): boolean {
    return this.#accounts.length > 0;
  }

  async disconnect(): Promise<void> {
    if (!this.#options.sessionHeldElsewhere?.()) {
      await this.#options.frame.request('SIGN_OUT', undefined, { timeoutMs: SIGN_OUT_TIMEOUT_MS }).catch((error: unknown) => {
        // Out of time or refused, the page still lets go of the account (SPEC.md section 8).
        this.#options.logger.warn('The embedded wallet did not confirm the sign-out', error);
      });
      this.#sessionToken = undefined;
    }
    this.#signedOut();
  }

  async getAccounts(): Promise<readonly string[]> {
    const signedIn = await frameSignedIn({
      frame: this.#options.frame,
      token: () => this.#sessionToken ?? this.#options.storedSessionToken?.(),
      logger: this.#options.logger,
    });
    if (!signedIn) {
      this.#signedOut();
      return [];
    }
    if (this.#accounts.length > 0) return this.#accounts;
    return this.#fetchAccounts(this.#caipNetworkId ?? this.#networkFor(undefined));
  }

  async getCaipNetworkId(): Promise<string> {
    return this.#caipNetworkId ?? this.#networkFor(undefined);
  }

  async isAuthorized(): Promise<boolean> {
    try {
      return (await this.getAccounts()).length > 0;
    } catch (error) {
      this.#options.logger.debug('Could not ask the embedded wallet whether it is signed in', error);
      return false;
    }
  }

  async switchNetwork(network: Parameters<WalletConnector['switchNetwork']>[0]): Promise<void> {
    if (!this.#options.networks.some((each) => each.caipNetworkId === network.caipNetworkId)) {
      throw new SwitchChainError({ details: `${network.caipNetworkId} is not a configured Solana network` });
    }
    if (network.caipNetworkId === this.#caipNetworkId) return;
    this.#caipNetworkId = network.caipNetworkId;
    this.#events.emit({ type: 'chainChanged', caipNetworkId: network.caipNetworkId });
  }

  async getProvider(): Promise<Eip1193Provider> {
    this.#provider ??= new EmbeddedSolanaProvider({
      accounts: () => this.#accounts,
      sign: (method, params) => this.#sign(method, params),
    });
    return this.#provider;
  }

  subscribe(listener: (event: ConnectorEvent) => void): () => void {
    return this.#events.add(listener);
  }

  /** The asked network when it is one of the page's Solana networks, else the first of them. */
  #networkFor(caipNetworkId: string | undefined): string {
    const { networks } = this.#options;
    return networks.find((network) => network.caipNetworkId === caipNetworkId)?.caipNetworkId ?? networks[0]!.caipNetworkId;
  }

  /** GET_USER on `caipNetworkId`: the user's Solana address, checked, kept; accountsChanged when it changed. */
  async #fetchAccounts(caipNetworkId: string): Promise<readonly string[]> {
    let answer: unknown;
    try {
      answer = await this.#options.frame.request('GET_USER', { chainId: caipNetworkId });
    } catch (error) {
      if (isFrameFailure(error, FRAME_ERROR_MESSAGES.notSignedIn)) throw walletportError('NOT_CONNECTED_TO_EMAIL_OR_SOCIAL', [], { cause: error });
      throw error;
    }
    const { address } = parseFrameSuccessPayload('GET_USER', answer);
    if (!isSolanaAddress(address)) {
      throw walletportError('INVALID_RESPONSE', ['the embedded wallet'], { details: 'GET_USER on Solana answered an address that is not a Solana address' });
    }
    const changed = this.#accounts[0] !== address;
    this.#accounts = [address];
    this.#caipNetworkId = caipNetworkId;
    if (changed) this.#events.emit({ type: 'accountsChanged', accounts: this.#accounts });
    return this.#accounts;
  }

  #sign(method: string, params: unknown): Promise<unknown> {
    if (this.#accounts.length === 0) return Promise.reject(new UnauthorizedProviderError({ details: 'Not signed in to the embedded wallet' }));
    const payload = { method, params, chainId: this.#caipNetworkId ?? this.#networkFor(undefined), chainNamespace: 'solana' as const };
    return this.#options.approvals.run(method, () => this.#options.frame.request('RPC_REQUEST', payload));
  }

  #onFrameEvent(event: FrameEvent): void {
    if (event.type !== 'SESSION_UPDATE') return;
    const update = sessionUpdateSchema.safeParse(event.payload);
    if (!update.success) return;
    this.#sessionToken = update.data.token ?? undefined;
    if (update.data.token === null) this.#signedOut();
  }

  #signedOut(): void {
    const wasSignedIn = this.#accounts.length > 0;
    this.#accounts = [];
    if (wasSignedIn) this.#events.emit({ type: 'disconnect' });
  }
}
