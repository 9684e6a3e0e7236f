import { errorMessage } from '../catalogue.js';
import { ProviderRpcError, type ProviderRpcErrorParameters } from './providerRpc.error.js';

/** What a wallet threw when nothing about it is recognised; -1 when it carried no numeric code. */
export class UnknownRpcError extends ProviderRpcError<number, 'UNKNOWN_RPC_ERROR'> {
  override name = 'UnknownRpcError' as const;
  constructor(parameters: ProviderRpcErrorParameters & { rpcCode?: number | undefined } = {}) {
    super(parameters.rpcCode ?? -1, 'UNKNOWN_RPC_ERROR', errorMessage('UNKNOWN_RPC_ERROR'), parameters);
  }
}
