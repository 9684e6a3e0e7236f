/**
 * A WalletConnector (ANNOUNCED, namespace bip122) over a sats-connect wallet listed in `window.btc_providers`:
 *
 * - connect is the wallet's getAccounts for payment and ordinals addresses (it may prompt); the connection's
 *   accounts are the payment addresses only (SPEC.md section 5: only a payment account is ever the active
 *   one), the ordinals ones stay reachable through the provider's getAccountAddresses;
 * - the network is the page's configured bip122 network whose addresses the wallet's payment address has
 *   (regtest `bcrt1`, testnet `tb1`, mainnet `bc1`): a wallet on another network is refused, not guessed;
 * - getAccounts after a reload never prompts: sats-connect's `wallet_getAccount` (answered only for a page the
 *   wallet trusts, refused otherwise) where the wallet lists it, else getAccounts, which a wallet that already
 *   trusts the page answers without a prompt; a refusal means no restored account;
 * - the wallet's accountChange is read again (its payment addresses as accountsChanged: the connection checks
 *   the switch, SPEC.md section 5) and its disconnect ends the connection;
 * - the provider is ports/bitcoin-wallet.port.ts' request provider (provider-sats-connect.ts).
 */
import { chainAddressFormat } from '../../../domain/entities/address/chainAddressFormat.js';
import { isBitcoinAddress } from '../../../domain/entities/address/bitcoinAddress.js';
import type { Connector } from '../../../domain/entities/connector/connector.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { UnrecognizedChainError } from '../../../domain/entities/errors/rpc-errors.js';
import type { ConnectorEvent, ConnectResult, Eip1193Provider, WalletConnector } from '../../../ports/wallet-connector.port.js';
import { isLoadableIcon } from '../eip6963/eip6963-announcement.schema.js';
import { SatsConnectProvider } from './provider-sats-connect.js';
import { anyAnswerSchema, getAccountsAnswerSchema, SATS_CONNECT_METHODS, type SatsConnectAccount } from './sats-connect.schema.js';
import type { SatsConnectWallet } from './sats-connect-wallet.js';

/** Connector ids of sats-connect wallets: the prefix keeps a wallet named like another connector apart. */
export const SATS_CONNECT_ID_PREFIX = 'sats-connect:';

export type SatsConnectConnectorOptions = {
  wallet: SatsConnectWallet;
  /** The CAIP-2 ids of the page's bip122 networks, in the page's order. */
  networks: readonly string[];
};

type SwitchNetworkParameters = Parameters<WalletConnector['switchNetwork']>[0];

export class SatsConnectConnector implements WalletConnector {
  readonly info: Connector;
  readonly #wallet: SatsConnectWallet;
  readonly #networks: readonly string[];
  readonly #listeners = new Set<(event: ConnectorEvent) => void>();
  /** The wallet's accounts as it last gave them (payment, ordinals); empty until it did. */
  #accounts: readonly SatsConnectAccount[] = [];
  #selected: string | undefined;
  /** Set by disconnect(): the page forgets the wallet's accounts until the next connect(). */
  #forgotten = false;
  #provider: SatsConnectProvider | undefined;
  #stopWallet: (() => void) | undefined;

  constructor({ wallet, networks }: SatsConnectConnectorOptions) {
    const { id, name, icon } = wallet.entry;
    this.#wallet = wallet;
    this.#networks = [...networks];
    this.info = Object.freeze({
      id: `${SATS_CONNECT_ID_PREFIX}${id}`,
      name,
      type: 'ANNOUNCED',
      chain: 'bip122',
      // A data URI only: an https icon would be a request to a host any page script picked.
      imageUrl: isLoadableIcon(icon) ? icon : undefined,
    });
  }

  /** The wallet's getAccounts (may prompt); resolves with its payment addresses on the page's matching network. */
  async connect(params?: { caipNetworkId?: string }): Promise<ConnectResult> {
    const accounts = await this.#readAccounts();
    const payment = paymentAddresses(accounts);
    if (payment.length === 0) throw walletportError('CONNECT_FAILED', [], { details: 'The wallet returned no payment address' });
    const caipNetworkId = this.#networkFor(payment[0]!, params?.caipNetworkId);
    if (caipNetworkId === undefined) {
      throw walletportError('CONNECT_FAILED', [], { details: 'The wallet is on a Bitcoin network this page does not offer' });
    }
    this.#forgotten = false;
    this.#accounts = accounts;
    this.#selected = caipNetworkId;
    return { accounts: payment, caipNetworkId };
  }

  /**
   * The page forgets the accounts whatever the wallet answers; a wallet that lists sats-connect's
   * `wallet_disconnect` is told, so it stops trusting the page too (not every wallet has it).
   */
  async disconnect(): Promise<void> {
    this.#forgotten = true;
    this.#accounts = [];
    this.#selected = undefined;
    if (!this.#wallet.entry.methods?.includes(SATS_CONNECT_METHODS.disconnect)) return;
    try {
      await this.#wallet.call({ method: SATS_CONNECT_METHODS.disconnect, params: {}, schema: anyAnswerSchema });
    } catch {
      // The page has let go of the wallet already; a wallet failing to hear it changes nothing here.
    }
  }

  /** The payment addresses without a prompt: those already given, else a getAccounts a trusting wallet answers. */
  async getAccounts(): Promise<readonly string[]> {
    if (this.#forgotten) return [];
    if (this.#accounts.length === 0) {
      try {
        const accounts = await this.#readWithoutPrompt();
        if (this.#forgotten) return [];
        this.#accounts = accounts;
      } catch {
        return [];
      }
    }
    const payment = paymentAddresses(this.#accounts);
    if (payment[0] !== undefined) this.#selected ??= this.#networkFor(payment[0], undefined);
    return this.#selected === undefined ? [] : payment;
  }

  async getCaipNetworkId(): Promise<string> {
    const payment = paymentAddresses(this.#accounts)[0];
    const network = this.#selected ?? (payment === undefined ? this.#networks[0] : this.#networkFor(payment, undefined));
    if (network === undefined) throw walletportError('CONNECT_FAILED', [], { details: 'The wallet serves no Bitcoin network of this page' });
    return network;
  }

  async isAuthorized(): Promise<boolean> {
    return (await this.getAccounts()).length > 0;
  }

  /** Within the page's bip122 networks whose addresses the wallet's are: Bitcoin addresses name their network. */
  async switchNetwork({ caipNetworkId }: SwitchNetworkParameters): Promise<void> {
    const payment = paymentAddresses(this.#accounts)[0];
    const serves = this.#networks.includes(caipNetworkId) && (payment === undefined || addressFits(payment, caipNetworkId));
    if (!serves) throw new UnrecognizedChainError({ details: `${this.info.name} does not serve ${caipNetworkId}` });
    const previous = this.#selected;
    this.#selected = caipNetworkId;
    if (previous !== caipNetworkId) this.#emit({ type: 'chainChanged', caipNetworkId });
  }

  async getProvider(): Promise<Eip1193Provider> {
    this.#provider ??= new SatsConnectProvider({
      wallet: this.#wallet,
      accounts: async () => {
        if (this.#forgotten) return [];
        if (this.#accounts.length === 0) this.#accounts = await this.#readWithoutPrompt();
        return this.#accounts;
      },
    });
    return this.#provider;
  }

  subscribe(listener: (event: ConnectorEvent) => void): () => void {
    this.#listeners.add(listener);
    this.#stopWallet ??= this.#followWallet();
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) {
        this.#stopWallet?.();
        this.#stopWallet = undefined;
      }
    };
  }

  /** The wallet's accountChange (its accounts read again, silently) and disconnect, as connector events. */
  #followWallet(): () => void {
    const stops = [
      this.#wallet.listen('accountChange', () => void this.#onAccountChange()),
      this.#wallet.listen('disconnect', () => {
        if (this.#forgotten) return;
        this.#forgotten = true;
        this.#accounts = [];
        this.#emit({ type: 'disconnect' });
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }

  async #onAccountChange(): Promise<void> {
    if (this.#forgotten || this.#accounts.length === 0) return;
    let accounts: readonly SatsConnectAccount[];
    try {
      accounts = await this.#readWithoutPrompt();
    } catch {
      return; // A wallet that will not say which account now: the page keeps what it had.
    }
    if (this.#forgotten) return;
    const before = paymentAddresses(this.#accounts);
    this.#accounts = accounts;
    const payment = paymentAddresses(accounts);
    if (payment.length === before.length && payment.every((address, index) => address === before[index])) return;
    this.#emit({ type: 'accountsChanged', accounts: payment });
  }

  async #readAccounts(): Promise<readonly SatsConnectAccount[]> {
    const answer = await this.#wallet.call({
      method: SATS_CONNECT_METHODS.getAccounts,
      params: { purposes: ['payment', 'ordinals'] },
      schema: getAccountsAnswerSchema,
    });
    return Array.isArray(answer) ? answer : answer.addresses;
  }

  /** The accounts of a wallet that trusts the page, without a prompt (see the top of this file). */
  async #readWithoutPrompt(): Promise<readonly SatsConnectAccount[]> {
    if (!this.#wallet.entry.methods?.includes(SATS_CONNECT_METHODS.getAccount)) return this.#readAccounts();
    const answer = await this.#wallet.call({ method: SATS_CONNECT_METHODS.getAccount, params: {}, schema: getAccountsAnswerSchema });
    return Array.isArray(answer) ? answer : answer.addresses;
  }

  /** `preferred` when the address fits it, else the page's first bip122 network the address fits. */
  #networkFor(address: string, preferred: string | undefined): string | undefined {
    const candidates = [preferred, this.#selected, ...this.#networks].filter((network): network is string => network !== undefined && this.#networks.includes(network));
    return candidates.find((network) => addressFits(address, network));
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

/** The payment addresses, in the wallet's order, each a Bitcoin address. */
function paymentAddresses(accounts: readonly SatsConnectAccount[]): string[] {
  return accounts.filter((account) => account.purpose === 'payment').map((account) => account.address);
}

/** Whether `address` is an address of the network (a network with no known address rule takes none). */
function addressFits(address: string, caipNetworkId: string): boolean {
  const format = chainAddressFormat(caipNetworkId);
  return format?.namespace === 'bip122' && isBitcoinAddress(address, format.bitcoinNetwork);
}
