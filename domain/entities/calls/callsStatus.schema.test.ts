import { describe, expect, it } from 'vitest';
import { parseCallsStatus } from './callsStatus.schema.js';

const TX = `0x${'cd'.repeat(32)}`;

describe('parseCallsStatus', () => {
  it("reads a wallet's 2.0.0 answer with bigint receipts and viem's status words", () => {
    const status = parseCallsStatus({
      id: 'b',
      answer: { version: '2.0.0', id: 'b', chainId: '0x7a69', status: 500, atomic: true, receipts: [{ transactionHash: TX, blockNumber: '0xa', gasUsed: '0x5208', status: '0x0', logs: [{ address: '0x1', data: '0x', topics: [] }] }] },
    });
    expect(status).toEqual({
      id: 'b',
      statusCode: 500,
      status: 'failure',
      atomic: true,
      chainId: 31337,
      receipts: [{ transactionHash: TX, blockHash: undefined, blockNumber: 10n, gasUsed: 21000n, status: 'reverted', logs: [{ address: '0x1', data: '0x', topics: [] }] }],
      capabilities: undefined,
    });
  });

  it("reads an early draft's CONFIRMED without atomic as success, not atomic", () => {
    expect(parseCallsStatus({ id: 'b', answer: { status: 'CONFIRMED', receipts: [] } })).toMatchObject({ statusCode: 200, status: 'success', atomic: false });
  });

  it.each([null, 'ok', { status: 'done' }, { status: 200, receipts: [{ transactionHash: '0x12' }] }])('refuses %j', (answer) => {
    expect(() => parseCallsStatus({ id: 'b', answer })).toThrow('Invalid response from wallet_getCallsStatus');
  });
});
