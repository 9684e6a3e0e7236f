import { describe, expect, it } from 'vitest';
import { formatMoney } from './refusal.js';
import { dustThreshold } from './relay-policy.js';
import { addressOf, asmOf, scriptTypeOf } from './script-info.js';

const hash20 = new Uint8Array(20).fill(1);
const key32 = new Uint8Array(32).fill(2);
const scripts = {
  p2pkh: Uint8Array.of(0x76, 0xa9, 0x14, ...hash20, 0x88, 0xac),
  p2sh: Uint8Array.of(0xa9, 0x14, ...hash20, 0x87),
  p2wpkh: Uint8Array.of(0x00, 0x14, ...hash20),
  p2wsh: Uint8Array.of(0x00, 0x20, ...key32),
  p2tr: Uint8Array.of(0x51, 0x20, ...key32),
  opReturn: Uint8Array.of(0x6a, 0x03, 0x61, 0x62, 0x63),
};

describe('the relay policy and Esplora\'s script notation', () => {
  it('put dust where Bitcoin Core does at 3 sat/vB', () => {
    expect(dustThreshold(scripts.p2pkh)).toBe(546n);
    expect(dustThreshold(scripts.p2sh)).toBe(540n);
    expect(dustThreshold(scripts.p2wpkh)).toBe(294n);
    expect(dustThreshold(scripts.p2wsh)).toBe(330n);
    expect(dustThreshold(scripts.p2tr)).toBe(330n);
    expect(dustThreshold(scripts.opReturn)).toBe(0n);
  });

  it('name script types, regtest addresses and asm as Esplora does', () => {
    expect(Object.values(scripts).map(scriptTypeOf)).toEqual(['p2pkh', 'p2sh', 'v0_p2wpkh', 'v0_p2wsh', 'v1_p2tr', 'op_return']);
    expect(addressOf(scripts.p2wpkh)).toMatch(/^bcrt1q/);
    expect(addressOf(scripts.p2tr)).toMatch(/^bcrt1p/);
    expect(addressOf(scripts.p2pkh)).toMatch(/^[mn]/);
    expect(addressOf(scripts.p2sh)).toMatch(/^2/);
    expect(addressOf(scripts.opReturn)).toBeUndefined();
    expect(asmOf(scripts.p2pkh)).toBe(`OP_DUP OP_HASH160 OP_PUSHBYTES_20 ${'01'.repeat(20)} OP_EQUALVERIFY OP_CHECKSIG`);
    expect(asmOf(scripts.opReturn)).toBe('OP_RETURN OP_PUSHBYTES_3 616263');
  });

  it('print amounts as Bitcoin Core\'s FormatMoney', () => {
    expect([100_000_000n, 1_000_000n, 1_500_000n, 12_345n, 0n].map(formatMoney)).toEqual(['1.00', '0.01', '0.015', '0.00012345', '0.00']);
  });
});
