import { describe, expect, it } from 'vitest';
import { ethSendTransactionParamsSchema, walletSendCallsParamsSchema } from './walletRpcParams.schema.js';

const from = '0x0000000000000000000000000000000000000001';
const to = '0x0000000000000000000000000000000000000002';

describe('ethSendTransactionParamsSchema', () => {
  it('accepts a legacy and an EIP-1559 request and keeps chain-specific fields', () => {
    expect(ethSendTransactionParamsSchema.safeParse([{ from, to, value: '0x1', gasPrice: '0x2' }]).success).toBe(true);
    const parsed = ethSendTransactionParamsSchema.parse([
      { from, to, data: '0x', maxFeePerGas: '0x2', maxPriorityFeePerGas: '0x1', paymaster: to },
    ]);
    expect(parsed[0]).toMatchObject({ paymaster: to });
  });

  it('accepts a contract deployment (no to)', () => {
    expect(ethSendTransactionParamsSchema.safeParse([{ from, data: '0x6000' }]).success).toBe(true);
  });

  it('rejects a missing from, a bad address, decimal quantities and extra params', () => {
    expect(ethSendTransactionParamsSchema.safeParse([{ to }]).success).toBe(false);
    expect(ethSendTransactionParamsSchema.safeParse([{ from, to: '0x12' }]).success).toBe(false);
    expect(ethSendTransactionParamsSchema.safeParse([{ from, value: '10' }]).success).toBe(false);
    expect(ethSendTransactionParamsSchema.safeParse([{ from }, 'latest']).success).toBe(false);
  });

  it('applies the fee rules', () => {
    const mixed = ethSendTransactionParamsSchema.safeParse([{ from, gasPrice: '0x1', maxFeePerGas: '0x1' }]);
    expect(mixed.success).toBe(false);
    expect(mixed.error?.issues[0]?.message).toContain('`gasPrice` cannot be combined');
    const tipAboveCap = ethSendTransactionParamsSchema.safeParse([
      { from, maxFeePerGas: '0x1', maxPriorityFeePerGas: '0x2' },
    ]);
    expect(tipAboveCap.success).toBe(false);
  });

  it('does not throw when a fee field is malformed', () => {
    const result = ethSendTransactionParamsSchema.safeParse([{ from, gasPrice: '0xzz', maxFeePerGas: '0x1' }]);
    expect(result.success).toBe(false);
  });
});

describe('walletSendCallsParamsSchema', () => {
  const request = { version: '2.0.0', chainId: '0x1', from, atomicRequired: true, calls: [{ to, data: '0x' }] };

  it('accepts version 2 and version 1 requests', () => {
    expect(walletSendCallsParamsSchema.safeParse([request]).success).toBe(true);
    const { atomicRequired: _atomic, ...versionOne } = request;
    expect(walletSendCallsParamsSchema.safeParse([{ ...versionOne, version: '1.0' }]).success).toBe(true);
  });

  it('requires every call to have a to address', () => {
    expect(walletSendCallsParamsSchema.safeParse([{ ...request, calls: [{ data: '0x' }] }]).success).toBe(false);
  });

  it('rejects a missing chain id, a decimal chain id and a bad data field', () => {
    const { chainId: _chainId, ...withoutChain } = request;
    expect(walletSendCallsParamsSchema.safeParse([withoutChain]).success).toBe(false);
    expect(walletSendCallsParamsSchema.safeParse([{ ...request, chainId: '1' }]).success).toBe(false);
    expect(walletSendCallsParamsSchema.safeParse([{ ...request, calls: [{ to, data: 'xyz' }] }]).success).toBe(false);
  });
});
