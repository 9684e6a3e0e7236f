/**
 * An EIP-1193 provider that reports every transaction sent through it: the wallet's answer to a sending
 * method (sentTransactionHash.ts) is handed to `onSent` with the network it was sent on. The host page and
 * the modal see exactly what the wallet answered: the same promise, the same result, the same error; a
 * failing `onSent` is swallowed. Events go straight to the wallet's provider.
 */
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import { sentTransactionHash, TRANSACTION_METHODS } from './sentTransactionHash.js';

export type SentTransaction = { hash: `0x${string}`; caipNetworkId: string | undefined };

export type FollowProviderTransactionsParameters = {
  /** The CAIP-2 network the wallet is on now (read when a request starts). */
  network: () => string | undefined;
  onSent: (transaction: SentTransaction) => void;
  /**
   * A wallet_sendCalls batch, with the network it was sent on. Given, every batch comes here (its id may be a
   * transaction hash or a user operation hash: only its status can tell); without it, a batch whose id is a
   * transaction hash goes to `onSent` and others are not followed.
   */
  onBatch?: ((batch: { id: string; caipNetworkId: string | undefined }) => void) | undefined;
};

export function followProviderTransactions(provider: Eip1193Provider, { network, onSent, onBatch }: FollowProviderTransactionsParameters): Eip1193Provider {
  const followed: Eip1193Provider = {
    request(args) {
      const answer = provider.request(args);
      if (!TRANSACTION_METHODS.has(args.method)) return answer;
      // Read before the wallet answers: a network switch during the prompt must not move the transaction.
      const caipNetworkId = requestedNetwork(args.params) ?? network();
      answer.then(
        (result) => {
          const batchId = args.method === 'wallet_sendCalls' && onBatch ? callsBatchId(result) : undefined;
          const hash = batchId === undefined ? sentTransactionHash(args.method, result) : undefined;
          try {
            if (batchId !== undefined) onBatch?.({ id: batchId, caipNetworkId });
            else if (hash !== undefined) onSent({ hash, caipNetworkId });
          } catch {
            // Following a transaction is a courtesy; the caller's answer never depends on it.
          }
        },
        () => undefined, // The caller handles the wallet's error on the promise it holds.
      );
      return answer;
    },
  };
  if (provider.on) followed.on = (event, listener) => provider.on?.(event, listener);
  if (provider.removeListener) followed.removeListener = (event, listener) => provider.removeListener?.(event, listener);
  return followed;
}

/** The id wallet_sendCalls answered: `{ id }` (EIP-5792), or the bare id of early drafts. */
function callsBatchId(result: unknown): string | undefined {
  const id: unknown = typeof result === 'object' && result !== null ? (result as { id?: unknown }).id : result;
  return typeof id === 'string' && id.length > 0 ? id : undefined;
}

/** The chain a transaction or call batch names (`chainId`, hex or decimal), as a CAIP-2 eip155 id. */
function requestedNetwork(params: readonly unknown[] | object | undefined): string | undefined {
  const first: unknown = Array.isArray(params) ? params[0] : undefined;
  if (typeof first !== 'object' || first === null) return undefined;
  const chainId: unknown = (first as { chainId?: unknown }).chainId;
  if (typeof chainId === 'number' && Number.isSafeInteger(chainId) && chainId > 0) return `eip155:${chainId}`;
  if (typeof chainId !== 'string' || !/^(0x[0-9a-fA-F]+|[0-9]+)$/.test(chainId)) return undefined;
  const id = Number(chainId);
  return Number.isSafeInteger(id) && id > 0 ? `eip155:${id}` : undefined;
}
