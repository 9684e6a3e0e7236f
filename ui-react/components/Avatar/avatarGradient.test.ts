import { describe, expect, it } from 'vitest';
import { avatarColors, avatarGradient } from './avatarGradient.js';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('avatarGradient', () => {
  it('is deterministic and ignores the address case', () => {
    expect(avatarGradient(ALICE)).toBe(avatarGradient(ALICE));
    expect(avatarGradient(ALICE)).toBe(avatarGradient(ALICE.toLowerCase()));
  });

  it('differs between addresses', () => {
    expect(avatarColors(ALICE)).not.toEqual(avatarColors(BOB));
  });

  it('puts only numbers into the CSS, whatever the input', () => {
    const css = avatarGradient('");background:url(javascript:alert(1))');
    expect(css).not.toContain('javascript');
    expect(css).toMatch(/^[a-z0-9%(),.\s-]+$/i);
    for (const value of avatarColors('anything')) expect(Number.isInteger(value) && value >= 0 && value < 360).toBe(true);
  });
});
