/**
 * Test-only: the shared fake wallet (FakeEip1193Provider) over a local chain. It holds one viem local
 * account, already authorised, signs personal_sign and eth_sendTransaction itself, forwards every other
 * method to the node as raw JSON-RPC, and rejects like a wallet does (`{code, message, data}` objects; 4001
 * on demand with `failNext`). Every request is recorded. Excluded from the build by the `testing/` folder
 * rule.
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
import { FakeEip1193Provider } from '../../../../tests/fakes/eip1193-provider.fake.js';

type WireError = { code: number; message: string; data?: unknown };
type RpcTransaction = Partial<Record<'from' | 'to' | 'data' | 'value' | 'gas' | 'gasPrice' | 'maxFeePerGas' | 'maxPriorityFeePerGas', Hex>>;

export type LocalAccountProviderOptions = { privateKey: Hex; rpcUrl: string; chain: Chain };

/** The fake wallet, with the account it signs for. */
export type LocalAccountProvider = FakeEip1193Provider & { readonly account: LocalAccount };

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

function assertOwnAddress(account: LocalAccount, address: unknown): void {
  if (typeof address !== 'string' || !isAddressEqual(address as Hex, account.address)) {
    throw { code: 4100, message: 'The requested account has not been authorized by the user.' } satisfies WireError;
  }
}

async function sendTransaction(wallet: WalletClient, account: LocalAccount, transaction: RpcTransaction): Promise<Hex> {
  assertOwnAddress(account, transaction.from);
  const fees =
    transaction.gasPrice !== undefined
      ? { gasPrice: quantity(transaction.gasPrice) }
      : { maxFeePerGas: quantity(transaction.maxFeePerGas), maxPriorityFeePerGas: quantity(transaction.maxPriorityFeePerGas) };
  try {
    return await wallet.sendTransaction({
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

/** Sends one JSON-RPC request to the node; its error object is rethrown as the wallet would. */
async function forward(rpcUrl: string, method: string, params: readonly unknown[]): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: WireError };
  if (body.error) throw body.error;
  return body.result;
}

export function localAccountProvider(options: LocalAccountProviderOptions): LocalAccountProvider {
  const account = privateKeyToAccount(options.privateKey);
  const wallet = walletClient(account, options.chain, options.rpcUrl);
  const provider = new FakeEip1193Provider({
    accounts: [account.address],
    caipNetworkId: `eip155:${options.chain.id}`,
    permitted: true,
    fallback: ({ method, params }) => forward(options.rpcUrl, method, params),
  });
  provider.handle('personal_sign', ([message, address]: readonly unknown[]) => {
    assertOwnAddress(account, address);
    return account.signMessage({ message: { raw: message as Hex } });
  });
  provider.handle('eth_sendTransaction', ([transaction]: readonly unknown[]) =>
    sendTransaction(wallet, account, transaction as RpcTransaction),
  );
  return Object.assign(provider, { account });
}
