/**
 * One way to ask the connected EVM wallet (a transaction for Send and Swap, a signature for names) and one way
 * to read its failure.
 *
 * The wallet is reached through the provider the connection hands out (it follows every transaction sent
 * through it, so balances and activity reload after one) and the eip155 chain adapter; without either the
 * request fails with NO_CONNECTION_CLIENT before the wallet is asked.
 *
 * A failure keeps what is known about it: an error the adapters already typed, or the wallet's and the node's
 * answer parsed (a rejection, insufficient funds, a nonce, a fee cap; parseWalletError). A failure nothing
 * recognises reads 'Transaction error' (for Swap, and the same for every flow): the
 * catalogue's 'An unknown RPC error occurred.' speaks of the protocol, not of what the person asked for.
 */
import type { ChainAdapter, SendTransactionParameters, WriteContractParameters } from '../../../ports/chain-adapter.port.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import { isWalletportError, type WalletportError } from '../../entities/errors/base.error.js';
import { walletportError, type ErrorCode } from '../../entities/errors/catalogue.js';
import { parseWalletError } from '../../entities/errors/rpc/parseWalletError.js';

/** How a use case reaches the wallet: the connection's provider and the chain adapters (its own dependencies fit). */
export type EvmWalletAccess<TAdapter> = {
  readonly connection: { getProvider(namespace: ChainNamespace): Promise<Eip1193Provider | undefined> };
  readonly chainAdapters: ReadonlyMap<ChainNamespace, TAdapter>;
};

/** The connected EVM wallet as a request sees it. */
export type EvmWallet<TAdapter> = { readonly adapter: TAdapter; readonly provider: Eip1193Provider };

/** A wallet failure as people read it: never the catalogue's unknown RPC error ('Transaction error' instead). */
export type WalletFailureErrorType = WalletportError<Exclude<ErrorCode, 'UNKNOWN_RPC_ERROR'>>;

/** The wallet's or the node's failure, typed; 'Transaction error' when nothing about it is recognised. */
export function toWalletFailure(cause: unknown): WalletFailureErrorType {
  const error = isWalletportError(cause) ? cause : parseWalletError(cause);
  if (isWalletportError(error, 'UNKNOWN_RPC_ERROR')) return walletportError('TRANSACTION_ERROR', [], { cause });
  return error as WalletFailureErrorType;
}

export type AskEvmWalletErrorType = WalletFailureErrorType;

/**
 * Runs `ask` with the connected EVM wallet; throws NO_CONNECTION_CLIENT without one, and any failure of `ask`
 * as toWalletFailure reads it.
 */
export async function askEvmWallet<TAdapter, TResult>(
  access: EvmWalletAccess<TAdapter>,
  ask: (wallet: EvmWallet<TAdapter>) => Promise<TResult>,
): Promise<TResult> {
  try {
    const adapter = access.chainAdapters.get('eip155');
    const provider = await access.connection.getProvider('eip155');
    if (!adapter || !provider) throw walletportError('NO_CONNECTION_CLIENT');
    return await ask({ adapter, provider });
  } catch (cause) {
    throw toWalletFailure(cause);
  }
}

/** A plain transaction (eth_sendTransaction: a value, call data) or a contract call the adapter encodes. */
export type WalletTransactionRequest = { readonly transaction: SendTransactionParameters } | { readonly call: WriteContractParameters };

export type SendWalletTransactionParameters = WalletTransactionRequest & {
  /** The account that sends (the connected EVM address). */
  readonly from: string;
  readonly caipNetworkId: string;
  /** Runs once the wallet is reached, just before it is asked (a flow reports its "initiated" event there). */
  readonly beforeAsk?: (() => void) | undefined;
};

/** The transaction's hash, once the wallet sent it. */
export type SendWalletTransactionReturnType = string;
export type SendWalletTransactionErrorType = AskEvmWalletErrorType;

/** Sends one transaction through the connected EVM wallet (askEvmWallet says how it fails). */
export function sendWalletTransaction(
  access: EvmWalletAccess<Pick<ChainAdapter, 'sendTransaction' | 'writeContract'>>,
  parameters: SendWalletTransactionParameters,
): Promise<SendWalletTransactionReturnType> {
  const { from, caipNetworkId, beforeAsk } = parameters;
  return askEvmWallet(access, ({ adapter, provider }) => {
    beforeAsk?.();
    return 'call' in parameters
      ? adapter.writeContract({ provider, from, caipNetworkId, call: parameters.call })
      : adapter.sendTransaction({ provider, from, caipNetworkId, transaction: parameters.transaction });
  });
}
