import { describe, expect, it } from 'vitest';
import { callsStatusFromUserOperationReceipt } from './userOperationReceipt.js';

const OP = `0x${'ab'.repeat(32)}`;
const TX = `0x${'cd'.repeat(32)}`;
const receipt = { transactionHash: TX, blockHash: `0x${'ee'.repeat(32)}`, blockNumber: '0x3', gasUsed: '0x10', status: '0x1', logs: [] };

describe('callsStatusFromUserOperationReceipt', () => {
  it('reads null as pending 100, atomic, without receipts', () => {
    expect(callsStatusFromUserOperationReceipt({ id: OP, answer: null, chainId: 1 })).toMatchObject({ statusCode: 100, status: 'pending', atomic: true, receipts: [] });
  });

  it("reads the operation's own success: 200, or 500 with its bundle transaction reverted for it", () => {
    expect(callsStatusFromUserOperationReceipt({ id: OP, answer: { userOpHash: OP, success: true, receipt }, chainId: 1 })).toMatchObject({
      statusCode: 200,
      status: 'success',
      receipts: [{ transactionHash: TX, blockNumber: 3n, status: 'success' }],
    });
    expect(callsStatusFromUserOperationReceipt({ id: OP, answer: { userOpHash: OP, success: false, receipt }, chainId: 1 })).toMatchObject({
      statusCode: 500,
      status: 'failure',
      receipts: [{ status: 'reverted' }],
    });
  });

  it('refuses an answer that is no receipt', () => {
    expect(() => callsStatusFromUserOperationReceipt({ id: OP, answer: { success: 'yes' }, chainId: 1 })).toThrow('Invalid response from eth_getUserOperationReceipt');
  });
});
