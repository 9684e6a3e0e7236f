/**
 * The eip155 ChainAdapter on viem. Writes (sign, send, write a contract) go through a viem wallet client
 * over the connected wallet's EIP-1193 provider; reads (estimate gas, balance, receipts) go through a public
 * client whose transport the composition root chooses per network (`rpc`), so reads can be routed through
 * the blockchain API's RPC proxy or straight to a chain's RPC URL. Inputs are checked before anything is
 * sent; every failure comes out as a typed WalletportError (./to-walletport-error.ts).
 */
import {
  createPublicClient,
  createWalletClient,
  custom,
  encodeFunctionData,
  http,
  isHex,
  type Abi,
  type Address,
  type Chain,
  type Hex,
  type PublicClient,
  type Transport,
} from 'viem';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { isEvmAddress } from '../../../domain/entities/address/index.js';
import {
  assertChainSpecificTransaction,
  isSignature,
  isTransactionHash,
} from '../../../domain/entities/transaction/index.js';
import type {
  ChainAdapter,
  NativeBalance,
  SendTransactionParameters,
  SimulateCallsParameters,
  SimulateCallsResult,
  WriteContractParameters,
} from '../../../ports/chain-adapter.port.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import { eip155ChainIdOf } from './eip155-chain-id.js';
import { simulateCallsWithViem } from './simulate-calls.js';
import { withRpcReadRetry, type RpcReadRetryOptions } from './rpc-read-retry-transport.js';
import { toWalletportError } from './to-walletport-error.js';
import { viemChainFor, type EvmNetworkInfo } from './viem-chain.js';

export type ViemEvmChainAdapterOptions = {
  /** The network the modal knows for a CAIP-2 id: its name and native currency (a CaipNetwork fits). */
  networkFor: (caipNetworkId: string) => EvmNetworkInfo | undefined;
  /**
   * The read transport for a network: a viem Transport, or a URL (wrapped in viem `http`). Default:
   * `http(rpcUrlFor(id))`, then the network's first default RPC URL. A URL's transport retries by
   * rpc-read-retry.ts (no 4xx but 429, a bounded backoff on 429); a Transport given here keeps its own retries.
   */
  rpc?: ((caipNetworkId: string) => Transport | string | undefined) | undefined;
  /** The RPC URL for a network when `rpc` is not given or answers undefined. */
  rpcUrlFor?: ((caipNetworkId: string) => string | undefined) | undefined;
  /** How often receipts are polled while waiting for a transaction. Default 1000 ms. */
  pollingIntervalMs?: number | undefined;
  /** The retry of failed reads over a URL (policy, and an injectable wait for tests). */
  readRetry?: RpcReadRetryOptions | undefined;
};

const DEFAULT_POLLING_INTERVAL_MS = 1_000;

/** Runs `work`, turning anything it throws into a typed WalletportError. */
async function typed<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toWalletportError(error);
  }
}

function assertAddress(value: string): Address {
  if (!isEvmAddress(value)) throw walletportError('INVALID_ADDRESS', [String(value)]);
  return value;
}

/** Checks a transaction before any wallet or node sees it: addresses, fee fields never mixed, hex data. */
function checkTransaction(chainId: number, from: string, transaction: SendTransactionParameters): void {
  assertChainSpecificTransaction({
    chainId,
    from,
    to: transaction.to,
    gasPrice: transaction.gasPrice,
    maxFeePerGas: transaction.maxFeePerGas,
    maxPriorityFeePerGas: transaction.maxPriorityFeePerGas,
  });
  if (transaction.data !== undefined && !isHex(transaction.data, { strict: true })) {
    throw walletportError('INVALID_TRANSACTION', ['`data` must be a hex string']);
  }
  for (const [name, value] of Object.entries({ value: transaction.value, gas: transaction.gas })) {
    if (value !== undefined && value < 0n) {
      throw walletportError('INVALID_TRANSACTION', [`\`${name}\` cannot be negative`]);
    }
  }
}

/** The request fields viem takes, with legacy and EIP-1559 fee fields never both present. */
function requestFields(transaction: SendTransactionParameters) {
  const { to, value, data, gas, gasPrice, maxFeePerGas, maxPriorityFeePerGas } = transaction;
  const fees =
    gasPrice !== undefined
      ? { gasPrice }
      : {
          ...(maxFeePerGas === undefined ? {} : { maxFeePerGas }),
          ...(maxPriorityFeePerGas === undefined ? {} : { maxPriorityFeePerGas }),
        };
  return {
    to: to as Address,
    ...(value === undefined ? {} : { value }),
    ...(data === undefined ? {} : { data: data as Hex }),
    ...(gas === undefined ? {} : { gas }),
    ...fees,
  };
}

export class ViemEvmChainAdapter implements ChainAdapter {
  readonly namespace = 'eip155' as const;
  readonly #networkFor: ViemEvmChainAdapterOptions['networkFor'];
  readonly #rpc: ViemEvmChainAdapterOptions['rpc'];
  readonly #rpcUrlFor: ViemEvmChainAdapterOptions['rpcUrlFor'];
  readonly #pollingIntervalMs: number;
  readonly #readRetry: RpcReadRetryOptions | undefined;
  readonly #publicClients = new Map<string, PublicClient>();

  constructor(options: ViemEvmChainAdapterOptions) {
    this.#networkFor = options.networkFor;
    this.#rpc = options.rpc;
    this.#rpcUrlFor = options.rpcUrlFor;
    this.#pollingIntervalMs = options.pollingIntervalMs ?? DEFAULT_POLLING_INTERVAL_MS;
    this.#readRetry = options.readRetry;
  }

  /** personal_sign through the wallet; the signature is checked for shape before it is returned. */
  signMessage(params: { provider: Eip1193Provider; address: string; message: string }): Promise<string> {
    return typed(async () => {
      const account = assertAddress(params.address);
      const client = this.#walletClient(params.provider, account, undefined);
      const signature: unknown = await client.signMessage({ account, message: params.message });
      if (!isSignature(signature)) throw walletportError('INVALID_SIGNATURE', [], { details: String(signature) });
      return signature;
    });
  }

  /** eth_sendTransaction through the wallet, after checking the wallet is on `caipNetworkId`. */
  sendTransaction(params: {
    provider: Eip1193Provider;
    from: string;
    caipNetworkId: string;
    transaction: SendTransactionParameters;
  }): Promise<string> {
    return typed(async () => {
      const chain = this.#chain(params.caipNetworkId);
      checkTransaction(chain.id, params.from, params.transaction);
      const account = params.from as Address;
      const client = this.#walletClient(params.provider, account, chain);
      const hash: unknown = await client.sendTransaction({ account, chain, ...requestFields(params.transaction) });
      if (!isTransactionHash(hash)) {
        throw walletportError('INVALID_RESPONSE', ['eth_sendTransaction'], { details: String(hash) });
      }
      return hash;
    });
  }

  /** Encodes the call (viem encodeFunctionData) and sends it as a transaction to the contract. */
  writeContract(params: {
    provider: Eip1193Provider;
    from: string;
    caipNetworkId: string;
    call: WriteContractParameters;
  }): Promise<string> {
    const { call } = params;
    let data: Hex;
    try {
      data = encodeFunctionData({
        abi: call.abi as Abi,
        functionName: call.functionName,
        args: call.args ?? [],
      } as Parameters<typeof encodeFunctionData>[0]);
    } catch (error) {
      const reason = (error as { shortMessage?: string }).shortMessage ?? String(error);
      return Promise.reject(walletportError('INVALID_TRANSACTION', [reason], { cause: error }));
    }
    return this.sendTransaction({
      provider: params.provider,
      from: params.from,
      caipNetworkId: params.caipNetworkId,
      transaction: { to: call.address, data, ...(call.value === undefined ? {} : { value: call.value }) },
    });
  }

  estimateGas(params: { from: string; caipNetworkId: string; transaction: SendTransactionParameters }): Promise<bigint> {
    return typed(async () => {
      checkTransaction(eip155ChainIdOf(params.caipNetworkId), params.from, params.transaction);
      const client = this.#publicClient(params.caipNetworkId);
      return client.estimateGas({ account: params.from as Address, ...requestFields(params.transaction) });
    });
  }

  /** The native balance with the network's symbol and decimals; NETWORK_NOT_FOUND for an unknown network. */
  getNativeBalance(params: { address: string; caipNetworkId: string }): Promise<NativeBalance> {
    return typed(async () => {
      const address = assertAddress(params.address);
      const network = this.#networkFor(params.caipNetworkId);
      if (!network) throw walletportError('NETWORK_NOT_FOUND', [], { details: params.caipNetworkId });
      const value = await this.#publicClient(params.caipNetworkId).getBalance({ address });
      return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol };
    });
  }

  /** eth_gasPrice over the network's read transport (never the wallet: a read needs no prompt). */
  getGasPrice(params: { caipNetworkId: string }): Promise<bigint> {
    return typed(() => this.#publicClient(params.caipNetworkId).getGasPrice());
  }

  /** eth_simulateV1 over the network's read transport: see simulate-calls.ts. */
  simulateCalls(params: SimulateCallsParameters): Promise<SimulateCallsResult> {
    return typed(async () => {
      assertAddress(params.from);
      for (const call of params.calls) checkTransaction(eip155ChainIdOf(params.caipNetworkId), params.from, call);
      return simulateCallsWithViem(this.#publicClient(params.caipNetworkId), params);
    });
  }

  /**
   * Polls for the receipt; REQUEST_TIMEOUT when it does not come within `timeoutMs`. Whatever the outcome, the
   * polling stops with it: viem's timeout alone leaves its lookup of the transaction retrying for seconds more.
   */
  waitForTransaction(params: { hash: string; caipNetworkId: string; timeoutMs: number }): Promise<'success' | 'reverted'> {
    return typed(async () => {
      if (!isTransactionHash(params.hash)) throw walletportError('INVALID_HASH', [String(params.hash)]);
      const polling = new AbortController();
      try {
        const receipt = await this.#publicClient(params.caipNetworkId).waitForTransactionReceipt({
          hash: params.hash,
          timeout: params.timeoutMs,
          pollingInterval: this.#pollingIntervalMs,
          signal: polling.signal,
        });
        return receipt.status;
      } finally {
        polling.abort();
      }
    });
  }

  #chain(caipNetworkId: string): Chain {
    return viemChainFor(caipNetworkId, this.#networkFor(caipNetworkId));
  }

  #walletClient(provider: Eip1193Provider, account: Address, chain: Chain | undefined) {
    // No retries: a retried eth_sendTransaction or personal_sign would prompt the user twice.
    return createWalletClient({ account, chain, transport: custom(provider, { retryCount: 0 }) });
  }

  #publicClient(caipNetworkId: string): PublicClient {
    const cached = this.#publicClients.get(caipNetworkId);
    if (cached) return cached;
    eip155ChainIdOf(caipNetworkId); // a malformed or non-EVM id never gets a client
    const client = createPublicClient({
      chain: this.#chain(caipNetworkId),
      transport: this.#transport(caipNetworkId),
      pollingInterval: this.#pollingIntervalMs,
    }) as PublicClient;
    this.#publicClients.set(caipNetworkId, client);
    return client;
  }

  #transport(caipNetworkId: string): Transport {
    const chosen = this.#rpc?.(caipNetworkId);
    if (chosen !== undefined) return typeof chosen === 'string' ? this.#http(chosen) : chosen;
    const url = this.#rpcUrlFor?.(caipNetworkId) ?? this.#networkFor(caipNetworkId)?.rpcUrls?.default.http[0];
    if (url === undefined) throw walletportError('NO_RPC_URL', [], { details: caipNetworkId });
    return this.#http(url);
  }

  /** viem's http transport without its retry (which sends a 403 or a 429 four times), retried by rpc-read-retry.ts. */
  #http(url: string): Transport {
    return withRpcReadRetry(http(url, { retryCount: 0 }), this.#readRetry);
  }
}
