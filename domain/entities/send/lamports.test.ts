import { describe, expect, it } from 'vitest';
import { lamportsToSol, toLamports } from './lamports.js';

describe('lamports', () => {
  it.each([
    ['1', 1_000_000_000n],
    ['0.00089088', 890_880n],
    ['0.000000001', 1n],
    ['.5', 500_000_000n],
    ['2.', 2_000_000_000n],
    ['0', 0n],
    ['18446744073.709551615', 18_446_744_073_709_551_615n],
  ])('reads %j SOL as %s lamports', (amount, lamports) => {
    expect(toLamports(amount)).toBe(lamports);
  });

  it('drops what is finer than a lamport', () => {
    expect(toLamports('0.0000000019')).toBe(1n);
    expect(toLamports('0.0000000009')).toBe(0n);
  });

  it.each(['', '.', '-1', '1e3', '1,5', ' 1', 'abc', '1.2.3'])('refuses %j', (amount) => {
    expect(() => toLamports(amount)).toThrow(expect.objectContaining({ code: 'INVALID_NUMBER' }));
  });

  it.each([
    [890_880n, '0.00089088'],
    [1_000_000_000n, '1'],
    [1n, '0.000000001'],
    [0n, '0'],
    [-5000n, '-0.000005'],
    [123_456_789_012n, '123.456789012'],
  ])('writes %s lamports as %j SOL', (lamports, sol) => {
    expect(lamportsToSol(lamports)).toBe(sol);
  });
});
