/**
 * A WalletConnector (ANNOUNCED, namespace solana) over a Wallet Standard wallet: connect is `standard:connect`,
 * disconnect `standard:disconnect`, the accounts are `wallet.accounts` (or a silent connect, how a wallet that
 * trusts the page hands them out again after a reload), events come from `standard:events`' 'change', and the
 * provider is the request-style one of ports/solana-wallet.port.ts (solana-request-provider.ts).
 *
 * The network is the page's choice, not the wallet's (Wallet Standard has no switch): the connector serves the
 * configured Solana networks the wallet lists among its chains, the first of them until the page switches.
 */
import type { Connector } from '../../../domain/entities/connector/connector.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { UnrecognizedChainError } from '../../../domain/entities/errors/rpc-errors.js';
import { walletStandardConnectorId } from '../../../domain/usecases/connectors/index.js';
import type { ConnectorEvent, ConnectResult, Eip1193Provider, WalletConnector } from '../../../ports/wallet-connector.port.js';
import { isLoadableIcon } from '../eip6963/eip6963-announcement.schema.js';
import { createSolanaRequestProvider } from './solana-request-provider.js';
import type { WalletStandardHandle } from './wallet-standard-handle.js';
import {
  anyOutputSchema,
  changeEventSchema,
  connectOutputSchema,
  STANDARD_CONNECT,
  STANDARD_DISCONNECT,
  type ValidWalletAccount,
} from './wallet-standard.schema.js';

// The id is the domain's (walletStandardIdentity.ts): the catalogue rule reads a Wallet Standard wallet by it.
export { WALLET_STANDARD_ID_PREFIX } from '../../../domain/usecases/connectors/index.js';

export type WalletStandardConnectorOptions = {
  handle: WalletStandardHandle;
  /** The CAIP-2 ids of the page's Solana networks, in the page's order. */
  networks: readonly string[];
};

type SwitchNetworkParameters = Parameters<WalletConnector['switchNetwork']>[0];

/** The addresses of the accounts that serve Solana (an account without chains serves the wallet's). */
function solanaAddresses(accounts: readonly ValidWalletAccount[]): string[] {
  return accounts.filter((account) => account.chains.length === 0 || account.chains.some((chain) => chain.startsWith('solana:'))).map((account) => account.address);
}

const sameList = (left: readonly string[], right: readonly string[]) => left.length === right.length && left.every((value, index) => value === right[index]);

export class WalletStandardConnector implements WalletConnector {
  readonly info: Connector;
  readonly #handle: WalletStandardHandle;
  /** The page's networks the wallet serves, in the page's order. */
  readonly #supported: readonly string[];
  readonly #listeners = new Set<(event: ConnectorEvent) => void>();
  #unsubscribeWallet: (() => void) | undefined;
  #selected: string | undefined;
  /** The accounts the page last saw (events only say what changed). */
  #accounts: readonly string[] = [];
  /** Set by disconnect(): the page forgets the wallet's accounts until the next connect(). */
  #forgotten = false;
  /** While a connect runs, the wallet's 'change' with the new accounts is the connect's own answer, not news. */
  #connecting = 0;
  #provider: Eip1193Provider | undefined;

  constructor({ handle, networks }: WalletStandardConnectorOptions) {
    const { name, icon, chains } = handle.valid;
    this.#handle = handle;
    this.#supported = networks.filter((network) => chains.includes(network));
    this.info = Object.freeze({
      id: walletStandardConnectorId({ name }),
      name,
      type: 'ANNOUNCED',
      chain: 'solana',
      // A data URI only: an https icon would be a request to a host any page script picked.
      imageUrl: isLoadableIcon(icon) ? icon : undefined,
    });
  }

  /** `standard:connect` (may prompt). A requested network the wallet serves becomes the connector's. */
  async connect(params?: { caipNetworkId?: string }): Promise<ConnectResult> {
    const target = params?.caipNetworkId;
    if (target !== undefined && this.#supported.includes(target)) this.#selected = target;
    this.#connecting++;
    let accounts: readonly ValidWalletAccount[];
    try {
      ({ accounts } = await this.#handle.call({ feature: STANDARD_CONNECT, method: 'connect', args: [], schema: connectOutputSchema }));
    } finally {
      this.#connecting--;
    }
    const addresses = solanaAddresses(accounts);
    if (addresses.length === 0) throw walletportError('CONNECT_FAILED', [], { details: 'The wallet returned no accounts' });
    this.#forgotten = false;
    this.#accounts = addresses;
    return { accounts: addresses, caipNetworkId: await this.getCaipNetworkId() };
  }

  /** `standard:disconnect` where the wallet has it; the page forgets the accounts whatever the wallet answers. */
  async disconnect(): Promise<void> {
    this.#forgotten = true;
    this.#accounts = [];
    if (!this.#handle.hasFeature(STANDARD_DISCONNECT)) return;
    try {
      await this.#handle.call({ feature: STANDARD_DISCONNECT, method: 'disconnect', args: [], schema: anyOutputSchema });
    } catch {
      // The page has let go of the wallet already; a wallet failing to hear it changes nothing here.
    }
  }

  /** The accounts without a prompt: `wallet.accounts`, else a silent connect (a trusting wallet after a reload). */
  async getAccounts(): Promise<readonly string[]> {
    if (this.#forgotten) return [];
    let addresses = solanaAddresses(this.#handle.accounts());
    if (addresses.length === 0) {
      try {
        const output = await this.#handle.call({ feature: STANDARD_CONNECT, method: 'connect', args: [{ silent: true }], schema: connectOutputSchema });
        addresses = solanaAddresses(output.accounts);
      } catch {
        addresses = [];
      }
    }
    if (!this.#forgotten) this.#accounts = addresses;
    return this.#forgotten ? [] : addresses;
  }

  /** The network the page chose, else its first the wallet serves, else the wallet's own first Solana chain. */
  async getCaipNetworkId(): Promise<string> {
    const network = this.#selected ?? this.#supported[0] ?? this.#handle.valid.chains.find((chain) => chain.startsWith('solana:'));
    if (network === undefined) throw walletportError('CONNECT_FAILED', [], { details: 'The wallet serves no Solana network' });
    return network;
  }

  async isAuthorized(): Promise<boolean> {
    try {
      return (await this.getAccounts()).length > 0;
    } catch {
      return false;
    }
  }

  /** Within the solana namespace only, to a network of the page the wallet serves; otherwise 4902. */
  async switchNetwork(network: SwitchNetworkParameters): Promise<void> {
    const { caipNetworkId } = network;
    if (!this.#supported.includes(caipNetworkId)) {
      throw new UnrecognizedChainError({ details: `${this.info.name} does not serve ${caipNetworkId}` });
    }
    const previous = await this.getCaipNetworkId().catch(() => undefined);
    this.#selected = caipNetworkId;
    if (previous !== caipNetworkId) this.#emit({ type: 'chainChanged', caipNetworkId });
  }

  async getProvider(): Promise<Eip1193Provider> {
    this.#provider ??= createSolanaRequestProvider({
      handle: this.#handle,
      accounts: () => (this.#forgotten ? [] : this.#accounts),
      connect: async () => (await this.connect()).accounts,
      walletAccount: (address) => this.#handle.rawAccount(address) ?? this.#handle.accounts().find((account) => account.address === address),
      caipNetworkId: () => this.#selected ?? this.#supported[0] ?? '',
    });
    return this.#provider;
  }

  subscribe(listener: (event: ConnectorEvent) => void): () => void {
    this.#listeners.add(listener);
    this.#unsubscribeWallet ??= this.#handle.onChange((properties) => this.#onChange(properties));
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) {
        this.#unsubscribeWallet?.();
        this.#unsubscribeWallet = undefined;
      }
    };
  }

  #onChange(properties: unknown): void {
    if (this.#forgotten || this.#connecting > 0) return;
    let accounts: readonly ValidWalletAccount[] | undefined;
    try {
      const parsed = changeEventSchema.safeParse(properties);
      if (!parsed.success) return;
      accounts = parsed.data.accounts;
    } catch {
      return; // A hostile event (a throwing getter) is ignored.
    }
    if (accounts === undefined) return;
    const addresses = solanaAddresses(accounts);
    if (addresses.length === 0) {
      this.#forgotten = true;
      this.#accounts = [];
      this.#emit({ type: 'disconnect' });
      return;
    }
    if (sameList(addresses, this.#accounts)) return;
    this.#accounts = addresses;
    this.#emit({ type: 'accountsChanged', accounts: addresses });
  }

  #emit(event: ConnectorEvent): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(event);
      } catch {
        // One listener's failure must not keep the others from the event.
      }
    }
  }
}
