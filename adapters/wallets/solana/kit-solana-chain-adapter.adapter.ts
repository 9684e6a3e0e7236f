/**
 * The solana ChainAdapter on @solana/kit. It talks to the wallet only through the request-style provider of
 * ports/solana-wallet.port.ts (WalletConnect's Solana methods), so the Wallet Standard, WalletConnect and the
 * embedded wallet all work the same, and to the network's JSON-RPC through kit's RPC client (solana-reads.ts).
 *
 * Why kit and not @solana/web3.js: a chunk that builds a SOL transfer, has a wallet sign and send it, and reads a
 * balance, bundled by esbuild 0.28 (minified, browser, NODE_ENV=production) in a clean install, weighs
 * 75,629 bytes (23,400 gzip) with kit 8.4.0 against 326,382 bytes (96,218 gzip) with web3.js 1.99: kit's
 * functions tree-shake, web3.js brings its Connection, Buffer and bn.js whole. This adapter's whole lazy chunk
 * (SPL transfers, checks and error mapping included; zod left to the core, which has it) is 114,185 bytes
 * (36,370 gzip) the same way. Measured 2026-11-28. (This repository's own install nests a copy of
 * @solana/errors under each kit package, because web3.js and spl-token, dev-only, hoist older ones: bundled from
 * it, the demo's chunk is about 4 times larger. A host page's install has one copy.)
 *
 * Solana has no gas: estimateGas answers the transfer's fee in lamports and getGasPrice 1, so the fee
 * estimate of the send flow (gas * price) is the fee itself. There are no contract calls to encode
 * (writeContract is 'Unsupported chain') and no eth_simulateV1 (simulateCalls is left out).
 */
import { getBase58Decoder } from '@solana/kit';
import type { WalletportError } from '../../../domain/entities/errors/base.error.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import type {
  ChainAdapter,
  NativeBalance,
  SendTransactionParameters,
  TransferParameters,
  TransferPreflight,
} from '../../../ports/chain-adapter.port.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import { solanaAddress } from './solana-address.js';
import { createSolanaReads, type SolanaReads } from './solana-reads.js';
import { decodeSignature, verifyEd25519 } from './solana-signature.js';
import { solanaToWalletportError } from './solana-to-walletport-error.js';
import { buildTransfer, type BuiltTransfer } from './solana-transfer.js';
import { sendTransfer } from './send-transfer.js';
import { waitForSignature } from './wait-for-signature.js';
import { requestSignMessage } from './solana-wallet-requests.js';

/** What the adapter needs to know of a network: its currency (a CaipNetwork fits). */
export type SolanaNetworkInfo = { nativeCurrency: { symbol: string; decimals: number } };

export type KitSolanaChainAdapterOptions = {
  networkFor: (caipNetworkId: string) => SolanaNetworkInfo | undefined;
  /** The JSON-RPC URL of a network (the composition root gives the network's first default URL). */
  rpcUrlFor: (caipNetworkId: string) => string | undefined;
  /** How often signature statuses are polled while waiting. Default 1000 ms. */
  pollingIntervalMs?: number | undefined;
};

/** Every method rejects with a typed error only (solana-to-walletport-error.ts). */
export type KitSolanaChainAdapterErrorType = WalletportError;

const DEFAULT_POLLING_INTERVAL_MS = 1_000;
/** The account a plain SOL transfer creates or tops up holds no data: its rent-exempt minimum is for 0 bytes. */
const SYSTEM_ACCOUNT_SIZE = 0n;

async function typed<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw solanaToWalletportError(error);
  }
}

export class KitSolanaChainAdapter implements ChainAdapter {
  readonly namespace = 'solana' as const;
  readonly #options: KitSolanaChainAdapterOptions;
  readonly #pollingIntervalMs: number;
  readonly #reads = new Map<string, SolanaReads>();

  constructor(options: KitSolanaChainAdapterOptions) {
    this.#options = options;
    this.#pollingIntervalMs = options.pollingIntervalMs ?? DEFAULT_POLLING_INTERVAL_MS;
  }

  /** solana_signMessage of the message's UTF-8 bytes; the signature is checked with ed25519 before it is returned. */
  signMessage(params: { provider: Eip1193Provider; address: string; message: string }): Promise<string> {
    return typed(async () => {
      const signer = solanaAddress(params.address);
      const bytes = new TextEncoder().encode(params.message);
      const { signature } = await requestSignMessage(params.provider, { message: getBase58Decoder().decode(bytes), pubkey: signer });
      const decoded = decodeSignature(signature);
      if (!decoded || !(await verifyEd25519({ signer, message: bytes, signature: decoded }))) {
        throw walletportError('INVALID_SIGNATURE', [], { details: `the signature does not verify for ${signer}` });
      }
      return signature;
    });
  }

  /** A SOL transfer of `value` lamports to `to` (Solana has no calldata: `data` is refused). */
  sendTransaction(params: { provider: Eip1193Provider; from: string; caipNetworkId: string; transaction: SendTransactionParameters }): Promise<string> {
    const { transaction } = params;
    if (transaction.data !== undefined && transaction.data !== '0x') {
      return Promise.reject(walletportError('INVALID_TRANSACTION', ['Solana transfers carry no `data`']));
    }
    return this.transfer({ provider: params.provider, from: params.from, caipNetworkId: params.caipNetworkId, to: transaction.to, amount: transaction.value ?? 0n });
  }

  writeContract(): Promise<string> {
    return Promise.reject(walletportError('UNSUPPORTED_CHAIN', [], { details: 'There are no contract calls to encode on solana' }));
  }

  /** The fee in lamports of the SOL transfer described (see getGasPrice). */
  estimateGas(params: { from: string; caipNetworkId: string; transaction: SendTransactionParameters }): Promise<bigint> {
    return typed(async () => {
      // The fee depends on the signatures, not the amount: an empty amount is quoted as 1 lamport.
      const amount = params.transaction.value !== undefined && params.transaction.value > 0n ? params.transaction.value : 1n;
      const reads = this.#readsFor(params.caipNetworkId);
      const built = await buildTransfer({ reads, from: params.from, to: params.transaction.to, amount });
      return this.#feeOf(reads, built);
    });
  }

  /** 1, so that estimateGas * getGasPrice, the send flow's fee estimate, is the fee in lamports. */
  getGasPrice(): Promise<bigint> {
    return Promise.resolve(1n);
  }

  getNativeBalance(params: { address: string; caipNetworkId: string }): Promise<NativeBalance> {
    return typed(async () => {
      const owner = solanaAddress(params.address);
      const network = this.#options.networkFor(params.caipNetworkId);
      if (!network) throw walletportError('NETWORK_NOT_FOUND', [], { details: params.caipNetworkId });
      const value = await this.#readsFor(params.caipNetworkId).balance(owner);
      return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol };
    });
  }

  /** The fee of the very message transfer() would send, the receiver's balance, and the rent a new account needs. */
  prepareTransfer(params: TransferParameters): Promise<TransferPreflight> {
    return typed(async () => {
      const reads = this.#readsFor(params.caipNetworkId);
      const built = await buildTransfer({ reads, ...params });
      const opened = built.receiverTokenAccount?.exists === false ? built.receiverTokenAccount : undefined;
      const [fee, receiverNativeBalance, minimumAccountBalance, tokenAccountRent] = await Promise.all([
        this.#feeOf(reads, built),
        reads.balance(solanaAddress(params.to)),
        reads.minimumBalanceForRentExemption(SYSTEM_ACCOUNT_SIZE),
        opened ? reads.minimumBalanceForRentExemption(opened.size) : Promise.resolve(0n),
      ]);
      return { fee, receiverNativeBalance, minimumAccountBalance, tokenAccountRent };
    });
  }

  /** Builds the transfer, has the wallet sign and send it (send-transfer.ts), and returns its signature. */
  transfer(params: TransferParameters & { provider: Eip1193Provider }): Promise<string> {
    return typed(async () => {
      const reads = this.#readsFor(params.caipNetworkId);
      const built = await buildTransfer({ reads, ...params });
      return sendTransfer({ provider: params.provider, reads, built, signer: solanaAddress(params.from) });
    });
  }

  waitForTransaction(params: { hash: string; caipNetworkId: string; timeoutMs: number }): Promise<'success' | 'reverted'> {
    return typed(async () => {
      if (!decodeSignature(params.hash)) throw walletportError('INVALID_HASH', [String(params.hash)]);
      return waitForSignature({
        reads: this.#readsFor(params.caipNetworkId),
        signature: params.hash,
        timeoutMs: params.timeoutMs,
        pollingIntervalMs: this.#pollingIntervalMs,
      });
    });
  }

  async #feeOf(reads: SolanaReads, built: BuiltTransfer): Promise<bigint> {
    const fee = await reads.feeForMessage(built.message);
    // null: the node forgot the blockhash it just gave (a cluster moving on); the quote cannot be trusted.
    if (fee === null) throw walletportError('INVALID_RESPONSE', ['getFeeForMessage'], { details: 'the blockhash is no longer known' });
    return fee;
  }

  #readsFor(caipNetworkId: string): SolanaReads {
    const cached = this.#reads.get(caipNetworkId);
    if (cached) return cached;
    if (!caipNetworkId.startsWith('solana:')) throw walletportError('UNSUPPORTED_CHAIN', [], { details: caipNetworkId });
    const rpcUrl = this.#options.rpcUrlFor(caipNetworkId);
    if (rpcUrl === undefined) throw walletportError('NO_RPC_URL', [], { details: caipNetworkId });
    const reads = createSolanaReads({ rpcUrl });
    this.#reads.set(caipNetworkId, reads);
    return reads;
  }
}
