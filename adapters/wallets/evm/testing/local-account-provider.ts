/**
 * Test-only: an EIP-1193 provider that behaves like a browser wallet over a local chain. It holds one viem
 * local account, signs personal_sign and eth_sendTransaction itself, forwards every other method to the
 * node as raw JSON-RPC, and rejects like a wallet does (`{code, message, data}` objects, 4001 on demand).
 * Every request is recorded. Excluded from the build by the `testing/` folder rule.
 */
import {
  BaseError,
  createWalletClient,
  hexToBigInt,
  http,
  isAddressEqual,
  type Chain,
  type Hex,
  type LocalAccount,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Eip1193Provider } from '../../../../ports/wallet-connector.port.js';

type WireError = { code: number; message: string; data?: unknown };
type RpcTransaction = Partial<Record<'from' | 'to' | 'data' | 'value' | 'gas' | 'gasPrice' | 'maxFeePerGas' | 'maxPriorityFeePerGas', Hex>>;

export type LocalAccountProviderOptions = { privateKey: Hex; rpcUrl: string; chain: Chain };

function walletClient(account: LocalAccount, chain: Chain, rpcUrl: string) {
  return createWalletClient({ account, chain, transport: http(rpcUrl) });
}
type WalletClient = ReturnType<typeof walletClient>;

const quantity = (value: Hex | undefined) => (value === undefined ? undefined : hexToBigInt(value));

/** What a wallet would put on the wire for a viem error: the innermost coded error, else -32603. */
function wireError(error: unknown): WireError {
  let coded: WireError | undefined;
  if (error instanceof BaseError) {
    error.walk((link) => {
      const candidate = link as Partial<WireError>;
      if (typeof candidate.code === 'number') coded = { code: candidate.code, message: String(candidate.message), data: candidate.data };
      return false;
    });
  }
  return coded ?? { code: -32603, message: error instanceof Error ? error.message : String(error) };
}

export class LocalAccountProvider implements Eip1193Provider {
  readonly account: LocalAccount;
  readonly requests: Array<{ method: string; params: readonly unknown[] }> = [];
  readonly #rpcUrl: string;
  readonly #wallet: WalletClient;
  readonly #rejectNext = new Set<string>();

  constructor(options: LocalAccountProviderOptions) {
    this.account = privateKeyToAccount(options.privateKey);
    this.#rpcUrl = options.rpcUrl;
    this.#wallet = walletClient(this.account, options.chain, options.rpcUrl);
  }

  /** The next request for `method` is declined by "the user" (4001). */
  rejectNext(method: string): void {
    this.#rejectNext.add(method);
  }

  methods(): string[] {
    return this.requests.map(({ method }) => method);
  }

  async request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown> {
    const params = Array.isArray(args.params) ? (args.params as readonly unknown[]) : [];
    this.requests.push({ method: args.method, params });
    if (this.#rejectNext.delete(args.method)) throw { code: 4001, message: 'User rejected the request.' } satisfies WireError;
    switch (args.method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [this.account.address];
      case 'personal_sign':
        return this.#personalSign(params);
      case 'eth_sendTransaction':
        return this.#sendTransaction(params[0] as RpcTransaction);
      default:
        return this.#forward(args.method, params);
    }
  }

  #assertOwnAddress(address: unknown): void {
    if (typeof address !== 'string' || !isAddressEqual(address as Hex, this.account.address)) {
      throw { code: 4100, message: 'The requested account has not been authorized by the user.' } satisfies WireError;
    }
  }

  async #personalSign([message, address]: readonly unknown[]): Promise<Hex> {
    this.#assertOwnAddress(address);
    return this.account.signMessage({ message: { raw: message as Hex } });
  }

  async #sendTransaction(transaction: RpcTransaction): Promise<Hex> {
    this.#assertOwnAddress(transaction.from);
    const fees =
      transaction.gasPrice !== undefined
        ? { gasPrice: quantity(transaction.gasPrice) }
        : { maxFeePerGas: quantity(transaction.maxFeePerGas), maxPriorityFeePerGas: quantity(transaction.maxPriorityFeePerGas) };
    try {
      return await this.#wallet.sendTransaction({
        to: transaction.to,
        data: transaction.data,
        value: quantity(transaction.value),
        gas: quantity(transaction.gas),
        ...fees,
      } as Parameters<WalletClient['sendTransaction']>[0]);
    } catch (error) {
      throw wireError(error);
    }
  }

  async #forward(method: string, params: readonly unknown[]): Promise<unknown> {
    const response = await fetch(this.#rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const body = (await response.json()) as { result?: unknown; error?: WireError };
    if (body.error) throw body.error;
    return body.result;
  }
}
