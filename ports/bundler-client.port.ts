/**
 * An ERC-4337 bundler reached over JSON-RPC (SPEC.md section 7, "Bundler"): the calls flow reads a user
 * operation's receipt from it. The URL is chosen per call (the session's bundler, or the page's), so the
 * client holds none.
 */
import { serviceToken } from './service-token.js';

export type GetUserOperationReceiptParameters = {
  /** The bundler's JSON-RPC endpoint. */
  url: string;
  /** The user operation hash (0x plus 64 hex). */
  hash: string;
};

export interface BundlerClient {
  /**
   * POSTs `eth_getUserOperationReceipt` and resolves the JSON-RPC `result` as the bundler sent it (null while
   * the operation is not in a block), for the caller to check. Rejects with USER_OPERATION_RECEIPT_FAILED
   * ('Failed to fetch user operation receipt - {status}') for a non-2xx answer, a typed RPC error for a
   * JSON-RPC error, INVALID_RESPONSE for a body that is no JSON-RPC answer, NETWORK_ERROR when unreachable.
   */
  getUserOperationReceipt(parameters: GetUserOperationReceiptParameters): Promise<unknown>;
}

/** Optional: a page (or test) without one reads statuses from wallets only. */
export const BundlerClientToken = serviceToken<BundlerClient | undefined>('BundlerClient');
