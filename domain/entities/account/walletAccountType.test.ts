import { describe, expect, it } from 'vitest';
import { batchesAtomically, walletAccountType } from './walletAccountType.js';

describe('walletAccountType', () => {
  it("lists an EVM account (browser, WalletConnect or the embedded wallet's) as an EOA when the wallet says nothing", () => {
    expect(walletAccountType({ namespace: 'eip155' })).toBe('eoa');
    expect(walletAccountType({ namespace: 'eip155', capabilities: {} })).toBe('eoa');
  });

  it('lists it as a smart account when the wallet batches atomically on the chain (EIP-5792 v2 and v1 shapes)', () => {
    expect(walletAccountType({ namespace: 'eip155', capabilities: { atomic: { status: 'supported' } } })).toBe('smartAccount');
    expect(walletAccountType({ namespace: 'eip155', capabilities: { atomicBatch: { supported: true } } })).toBe('smartAccount');
  });

  it("keeps an EOA that could be upgraded, or that batches only one by one, an EOA", () => {
    for (const capabilities of [
      { atomic: { status: 'ready' } },
      { atomic: { status: 'unsupported' } },
      { atomicBatch: { supported: false } },
      { atomic: 'supported' },
      { atomic: null },
      { paymasterService: { supported: true } },
    ]) {
      expect(walletAccountType({ namespace: 'eip155', capabilities })).toBe('eoa');
    }
  });

  it('gives other namespaces their namespace default, whatever the capabilities say', () => {
    expect(walletAccountType({ namespace: 'solana', capabilities: { atomic: { status: 'supported' } } })).toBe('eoa');
    expect(walletAccountType({ namespace: 'bip122' })).toBe('payment');
  });

  it('batchesAtomically reads nothing into missing capabilities', () => {
    expect(batchesAtomically(undefined)).toBe(false);
    expect(batchesAtomically({ atomic: ['supported'] })).toBe(false);
  });
});
