/**
 * A chain adapter that loads its implementation on first use. The EVM one is built on viem, which with ox,
 * abitype and the noble curves weighs about 300 kB minified: a host page should pay for it only once the
 * modal reads a balance or the user sends or signs something, not before its button shows.
 *
 * The implementation loads once; concurrent first calls share the load. A failed load (the chunk could not be
 * fetched) fails that call with a typed SOMETHING_WENT_WRONG and is tried again on the next call.
 */
import { walletportError } from '../../domain/entities/errors/catalogue.js';
import type { ChainNamespace } from '../../domain/entities/connector/connector.js';
import type { ChainAdapter } from '../../ports/chain-adapter.port.js';

export type LazyChainAdapterParameters = {
  namespace: ChainNamespace;
  /** Imports and builds the real adapter (a dynamic `import()`). */
  load: () => Promise<ChainAdapter>;
};

export function lazyChainAdapter({ namespace, load }: LazyChainAdapterParameters): ChainAdapter {
  let loading: Promise<ChainAdapter> | undefined;
  const adapter = (): Promise<ChainAdapter> =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw walletportError('SOMETHING_WENT_WRONG', [], { cause: error, details: `Could not load the ${namespace} chain adapter` });
    }));
  return {
    namespace,
    signMessage: async (parameters) => (await adapter()).signMessage(parameters),
    sendTransaction: async (parameters) => (await adapter()).sendTransaction(parameters),
    writeContract: async (parameters) => (await adapter()).writeContract(parameters),
    estimateGas: async (parameters) => (await adapter()).estimateGas(parameters),
    getNativeBalance: async (parameters) => (await adapter()).getNativeBalance(parameters),
    getGasPrice: async (parameters) => {
      const loaded = await adapter();
      if (!loaded.getGasPrice) throw walletportError('SOMETHING_WENT_WRONG', [], { details: `No gas price on ${namespace}` });
      return loaded.getGasPrice(parameters);
    },
    simulateCalls: async (parameters) => {
      const loaded = await adapter();
      return loaded.simulateCalls ? loaded.simulateCalls(parameters) : { supported: false };
    },
    prepareTransfer: async (parameters) => {
      const loaded = await adapter();
      if (!loaded.prepareTransfer) throw walletportError('SOMETHING_WENT_WRONG', [], { details: `No transfer preflight on ${namespace}` });
      return loaded.prepareTransfer(parameters);
    },
    transfer: async (parameters) => {
      const loaded = await adapter();
      if (!loaded.transfer) throw walletportError('SOMETHING_WENT_WRONG', [], { details: `No transfer on ${namespace}` });
      return loaded.transfer(parameters);
    },
    waitForTransaction: async (parameters) => (await adapter()).waitForTransaction(parameters),
  };
}
