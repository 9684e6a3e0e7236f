import { describe, it, expect } from 'vitest';
import { isEvmAddress, isEvmAddressLenient } from './isEvmAddress.js';

const checksummed = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const badChecksum = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD';

describe('isEvmAddress', () => {
  it('accepts checksummed, all-lowercase and all-uppercase addresses when strict', () => {
    expect(isEvmAddress(checksummed)).toBe(true);
    expect(isEvmAddress(checksummed.toLowerCase())).toBe(true);
    expect(isEvmAddress(`0x${checksummed.slice(2).toUpperCase()}`)).toBe(true);
    expect(isEvmAddress('0x0000000000000000000000000000000000000000')).toBe(true);
  });

  it('rejects a mixed-case address with a wrong checksum only when strict', () => {
    expect(isEvmAddress(badChecksum)).toBe(false);
    expect(isEvmAddress(badChecksum, { strict: true })).toBe(false);
    expect(isEvmAddress(badChecksum, { strict: false })).toBe(true);
  });

  it.each([
    '',
    '0x',
    checksummed.slice(2),
    `${checksummed}0`,
    checksummed.slice(0, -1),
    `0X${checksummed.slice(2)}`,
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeG',
    ` ${checksummed}`,
  ])('rejects %j in both modes', (value) => {
    expect(isEvmAddress(value)).toBe(false);
    expect(isEvmAddress(value, { strict: false })).toBe(false);
  });

  it('rejects values that are not strings', () => {
    expect(isEvmAddress(undefined)).toBe(false);
    expect(isEvmAddress(0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaedn)).toBe(false);
  });
});

describe('isEvmAddressLenient', () => {
  it('makes the 0x prefix optional and ignores the checksum', () => {
    expect(isEvmAddressLenient(checksummed)).toBe(true);
    expect(isEvmAddressLenient(checksummed.slice(2))).toBe(true);
    expect(isEvmAddressLenient(badChecksum)).toBe(true);
  });

  it('still wants exactly 40 hex digits', () => {
    expect(isEvmAddressLenient(checksummed.slice(3))).toBe(false);
    expect(isEvmAddressLenient(`${checksummed}a`)).toBe(false);
    expect(isEvmAddressLenient('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeG')).toBe(false);
    expect(isEvmAddressLenient(42)).toBe(false);
  });
});
