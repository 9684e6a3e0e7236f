import { describe, expect, it } from 'vitest';
import { isUniversalProviderAuthApplicable } from './isUniversalProviderAuthApplicable.js';

const evm = { chainNamespace: 'eip155' };
const solana = { chainNamespace: 'solana' };

describe('isUniversalProviderAuthApplicable', () => {
  it.each([
    [[evm], true],
    [[evm, evm, evm], true],
    [[evm, solana], false],
    [[solana], false],
    [[{ chainNamespace: 'EIP155' }], false],
    [[], false],
  ])('%j -> %s', (networks, expected) => {
    expect(isUniversalProviderAuthApplicable(networks)).toBe(expected);
  });
});
