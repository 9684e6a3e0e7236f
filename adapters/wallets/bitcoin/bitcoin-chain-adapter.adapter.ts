/**
 * The chain adapter of the bip122 namespace. It speaks to a wallet only through the request provider of
 * ports/bitcoin-wallet.port.ts (any bip122 connector's, browser or WalletConnect), and reads the chain only
 * through the blockchain API (Bitcoin has no JSON-RPC a page may call):
 *
 * - signMessage: the wallet's BIP-322 signature (base64) of the text, by the payment address (sign-in);
 * - getNativeBalance: the balance API's BTC entry for the address, in satoshis (8 decimals);
 * - the EVM-shaped calls (sendTransaction, writeContract, estimateGas) have no meaning here: 'Unsupported chain'.
 * Sending BTC (prepareTransfer, transfer, waitForTransaction) builds and checks a PSBT: send-bitcoin.ts and
 * psbt-*.ts of this folder, loaded with the first of those calls (with @scure/btc-signer), through `bitcoinApi`.
 */
import { z } from 'zod/mini';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { parseWalletError } from '../../../domain/entities/errors/rpc-errors.js';
import { WalletportError } from '../../../domain/entities/errors/base.error.js';
import { lazySchema } from '../../../domain/entities/validation/lazySchema.js';
import { BITCOIN_WALLET_METHODS, type BitcoinSignMessageParameters } from '../../../ports/bitcoin-wallet.port.js';
import type { BlockchainApi } from '../../../ports/blockchain-api.port.js';
import type { BitcoinApi } from '../../../ports/bitcoin-api.port.js';
import type { ChainAdapter, NativeBalance, TransferParameters, TransferPreflight } from '../../../ports/chain-adapter.port.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import { parseWalletAnswer } from '../eip1193/request-wallet.js';
import type { BitcoinPayments } from './send-bitcoin.js';

export type BitcoinChainAdapterOptions = {
  api: Pick<BlockchainApi, 'getBalance'>;
  /** The symbol of the network's currency (BTC), for a balance answer without one. */
  symbolFor?: ((caipNetworkId: string) => string | undefined) | undefined;
  /** UTXOs, fee rates and broadcast, for sending BTC; without it a send is 'Unsupported chain'. */
  bitcoinApi?: BitcoinApi | undefined;
};

const BTC_DECIMALS = 8;
/** A decimal amount of BTC with at most 8 decimals (the balance API's quantity). */
const BTC_AMOUNT = /^(0|[1-9][0-9]{0,15})(?:\.([0-9]{1,8}))?$/;

const signMessageAnswerSchema = lazySchema(() => z.object({ signature: z.string().check(z.minLength(1), z.maxLength(2_000)) }));

export class BitcoinChainAdapter implements ChainAdapter {
  readonly namespace = 'bip122' as const;
  readonly #api: Pick<BlockchainApi, 'getBalance'>;
  readonly #symbolFor: (caipNetworkId: string) => string | undefined;
  readonly #bitcoinApi: BitcoinApi | undefined;
  #payments: Promise<BitcoinPayments> | undefined;

  constructor({ api, symbolFor, bitcoinApi }: BitcoinChainAdapterOptions) {
    this.#api = api;
    this.#symbolFor = symbolFor ?? (() => undefined);
    this.#bitcoinApi = bitcoinApi;
  }

  /** The wallet's BIP-322 signature (base64) of `message` by `address`. */
  async signMessage({ provider, address, message }: { provider: Eip1193Provider; address: string; message: string }): Promise<string> {
    const params: BitcoinSignMessageParameters = { account: address, address, message, protocol: 'bip322' };
    let answer: unknown;
    try {
      answer = await provider.request({ method: BITCOIN_WALLET_METHODS.signMessage, params });
    } catch (error) {
      throw parseWalletError(error);
    }
    return parseWalletAnswer(signMessageAnswerSchema, answer, BITCOIN_WALLET_METHODS.signMessage).signature;
  }

  sendTransaction(): Promise<string> {
    return Promise.reject(unsupported('sendTransaction'));
  }

  writeContract(): Promise<string> {
    return Promise.reject(unsupported('writeContract'));
  }

  estimateGas(): Promise<bigint> {
    return Promise.reject(unsupported('estimateGas'));
  }

  /** The address's BTC from the balance API: its native entry (no token address) on the network, else none held. */
  async getNativeBalance({ address, caipNetworkId }: { address: string; caipNetworkId: string }): Promise<NativeBalance> {
    const symbol = this.#symbolFor(caipNetworkId) ?? 'BTC';
    let response: Awaited<ReturnType<BlockchainApi['getBalance']>>;
    try {
      response = await this.#api.getBalance({ address, chainId: caipNetworkId });
    } catch (error) {
      throw error instanceof WalletportError ? error : walletportError('SOMETHING_WENT_WRONG', [], { cause: error });
    }
    const entry = response.balances.find((balance) => !balance.address && balance.chainId === caipNetworkId);
    if (!entry) return { value: 0n, decimals: BTC_DECIMALS, symbol };
    return { value: satoshisOf(entry.quantity.numeric), decimals: BTC_DECIMALS, symbol: entry.symbol || symbol };
  }

  /** The payment's fee, the sender's spendable satoshis and the least amount (send-bitcoin.ts); no wallet is asked. */
  async prepareTransfer(params: TransferParameters): Promise<TransferPreflight> {
    return (await this.#sending()).prepare(params);
  }

  /** Builds the PSBT, has the wallet sign it, checks it and broadcasts it; the txid. */
  async transfer(params: TransferParameters & { provider: Eip1193Provider }): Promise<string> {
    return (await this.#sending()).send(params);
  }

  /** A payment this page sent, once mined; another txid's status cannot be read here ('Unsupported chain'). */
  async waitForTransaction(params: { hash: string; caipNetworkId: string; timeoutMs: number }): Promise<'success' | 'reverted'> {
    return (await this.#sending()).waitFor(params);
  }

  /** The sending code, loaded once with its first use; a failed load is tried again next time. */
  #sending(): Promise<BitcoinPayments> {
    const bitcoinApi = this.#bitcoinApi;
    if (!bitcoinApi) return Promise.reject(walletportError('UNSUPPORTED_CHAIN', [], { details: 'Sending BTC needs the Bitcoin API' }));
    this.#payments ??= import('./send-bitcoin.js').then(
      ({ BitcoinPayments }) => new BitcoinPayments({ bitcoinApi }),
      (error: unknown) => {
        this.#payments = undefined;
        throw walletportError('SOMETHING_WENT_WRONG', [], { cause: error, details: 'Could not load the Bitcoin send code' });
      },
    );
    return this.#payments;
  }
}

export type SatoshisOfParameters = string;
export type SatoshisOfReturnType = bigint;
/** INVALID_RESPONSE: the text is not an amount of BTC with at most 8 decimals. */
export type SatoshisOfErrorType = WalletportError<'INVALID_RESPONSE'>;

/** A decimal BTC amount in satoshis, exactly (no float on the way). */
export function satoshisOf(amount: SatoshisOfParameters): SatoshisOfReturnType {
  const match = BTC_AMOUNT.exec(amount.trim());
  if (!match) throw walletportError('INVALID_RESPONSE', ['getBalance'], { details: `Not an amount of BTC: ${amount.slice(0, 40)}` });
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * 10n ** BigInt(BTC_DECIMALS) + BigInt(fraction.padEnd(BTC_DECIMALS, '0'));
}

function unsupported(method: string): WalletportError {
  return walletportError('UNSUPPORTED_CHAIN', [], { details: `${method} has no meaning on bip122` });
}
