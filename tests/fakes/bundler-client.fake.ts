/**
 * An in-memory ERC-4337 bundler behind the BundlerClient port: user operation receipts by hash, set by the
 * test (`include`), null until then, as a bundler answers. `failWith(status)` makes every read fail as a
 * non-2xx HTTP answer does ('Failed to fetch user operation receipt - {status}'), until `failWith(undefined)`.
 * Every read is recorded with its URL, so a test sees which bundler was asked.
 */
import { walletportError } from '../../domain/entities/errors/catalogue.js';
import type { BundlerClient, GetUserOperationReceiptParameters } from '../../ports/bundler-client.port.js';

export class FakeBundlerClient implements BundlerClient {
  readonly reads: GetUserOperationReceiptParameters[] = [];
  readonly #receipts = new Map<string, unknown>();
  #failure: number | undefined;

  /** The operation is in a block: eth_getUserOperationReceipt answers this from now on. */
  include(hash: string, receipt: { success: boolean; transactionHash: string; blockNumber?: string; gasUsed?: string }): void {
    const { success, ...transaction } = receipt;
    this.#receipts.set(hash.toLowerCase(), {
      userOpHash: hash,
      success,
      actualGasUsed: '0x5208',
      receipt: { blockHash: `0x${'b'.repeat(64)}`, blockNumber: '0x10', gasUsed: '0x5208', status: '0x1', logs: [], ...transaction },
    });
  }

  failWith(status: number | undefined): void {
    this.#failure = status;
  }

  async getUserOperationReceipt(parameters: GetUserOperationReceiptParameters): Promise<unknown> {
    this.reads.push(parameters);
    if (this.#failure !== undefined) throw walletportError('USER_OPERATION_RECEIPT_FAILED', [this.#failure]);
    return this.#receipts.get(parameters.hash.toLowerCase()) ?? null;
  }
}
