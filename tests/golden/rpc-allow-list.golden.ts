/**
 * The golden copy of the RPC allow-list (SPEC.md section 5: "read-only methods safe; unsafe are personal_sign,
 * eth_signTypedData_v4, eth_sendTransaction, Solana signing, wallet_sendCalls, wallet_grantPermissions,
 * wallet_revokePermissions, eth_sendUserOperation"), written from the spec text and not imported from
 * domain/entities/rpc: a method dropped from or added to the code's lists fails the tests that compare the two
 * (rpc-allow-list.test.ts, tests/property/rpc-allow-list.property.test.ts). The one copy the tests share.
 */

/** Every unsafe method of the spec (its "Solana signing" spelled out). */
export const SPEC_UNSAFE_RPC_METHODS: readonly string[] = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
];

/** Standard reads the product itself issues (SPEC.md section 7) or the embedded wallet answers without asking. */
export const SPEC_READ_RPC_METHODS: readonly string[] = [
  'eth_call',
  'eth_chainId',
  'eth_accounts',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_getBalance',
  'eth_blockNumber',
  'eth_estimateGas',
  'eth_getTransactionReceipt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getCode',
  'eth_getLogs',
  'eth_getBlockByNumber',
  'eth_feeHistory',
  'eth_getStorageAt',
  'net_version',
  'web3_clientVersion',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'solana_getAccounts',
];

/** Methods that sign, send, switch or subscribe but are on neither list: they must be refused. */
export const UNLISTED_RPC_METHODS: readonly string[] = [
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTransaction',
  'eth_sendRawTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
  'eth_subscribe',
  'eth_newFilter',
];
