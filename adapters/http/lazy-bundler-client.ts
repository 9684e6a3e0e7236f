/**
 * The bundler client whose code (bundler-client.adapter.ts) is imported with the first receipt read: most
 * pages never read a batch's status from a bundler, so the composition root holds only this forwarder.
 */
import type { BundlerClient } from '../../ports/bundler-client.port.js';

export type LazyBundlerClientReturnType = BundlerClient;
/** What the first read rejects with when the adapter's chunk does not load (the import's own error). */
export type LazyBundlerClientErrorType = Error;

export function lazyBundlerClient(): LazyBundlerClientReturnType {
  let client: Promise<BundlerClient> | undefined;
  return {
    async getUserOperationReceipt(parameters) {
      client ??= import('./bundler-client.adapter.js').then(({ FetchBundlerClient }) => new FetchBundlerClient());
      // A failed import is forgotten, so the next read tries again.
      client.catch(() => (client = undefined));
      return (await client).getUserOperationReceipt(parameters);
    },
  };
}
