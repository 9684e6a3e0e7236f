/** Looks up a supported chain for a route and turns RPC failures into 502 answers. */
import type { CloudContext } from '../cloud-context.js';
import { HttpError } from '../http/http-error.js';
import type { CloudChain } from './chain-set.js';

export function supportedChain(cloud: CloudContext, caipId: string, field = 'query.chainId'): CloudChain {
  const chain = cloud.chains.supported(caipId);
  if (!chain) {
    throw new HttpError(400, [
      { name: field, description: `${caipId} is not supported (supported: ${cloud.chains.supportedIds.join(', ')})` },
    ]);
  }
  return chain;
}

/** The chains a call names: the one given, or every supported chain. */
export function chainsFor(cloud: CloudContext, caipId: string | undefined): CloudChain[] {
  return caipId === undefined ? cloud.chains.allSupported() : [supportedChain(cloud, caipId)];
}

export async function fromChain<T>(chain: Pick<CloudChain, 'caipId' | 'rpcUrl'>, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
    throw new HttpError(502, [{ name: 'CHAIN_UNAVAILABLE', description: `${chain.caipId} (${chain.rpcUrl}): ${message}` }]);
  }
}
