export {
  checkRpcMethodAllowed,
  classifyRpcMethod,
  isSafeRpcMethod,
  isUnsafeRpcMethod,
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
  type CheckRpcMethodAllowedErrorType,
  type CheckRpcMethodAllowedReturnType,
  type RpcMethodClass,
  type SafeRpcMethod,
  type UnsafeRpcMethod,
} from './rpc-allow-list.js';
