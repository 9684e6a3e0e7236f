/** calls (EIP-5792 batches, ERC-4337 user operation receipts): the pure rules the calls flow uses. */
export * from './callsStatus.js';
export * from './callsStatus.schema.js';
export * from './callsStatusSource.js';
export * from './capabilities.js';
export * from './sendCallsRequest.js';
export * from './userOperationReceipt.js';
