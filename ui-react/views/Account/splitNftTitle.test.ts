import { describe, expect, it } from 'vitest';
import { NFT_NUMBER_KEPT_DIGITS, NFT_NUMBER_MAX_DIGITS, splitNftTitle } from './splitNftTitle.js';

describe('splitNftTitle', () => {
  it('splits the trailing token number off the name', () => {
    expect(splitNftTitle('Walletport Devnet Pass #7')).toEqual({ name: 'Walletport Devnet Pass', number: '#7' });
    expect(splitNftTitle('Bored Ape Yacht Club #0042')).toEqual({ name: 'Bored Ape Yacht Club', number: '#0042' });
  });

  it('accepts a number written without a space before it, or with one after the #, and trailing spaces', () => {
    expect(splitNftTitle('Pass#12')).toEqual({ name: 'Pass', number: '#12' });
    expect(splitNftTitle('Pass # 12  ')).toEqual({ name: 'Pass', number: '#12' });
  });

  it('keeps a title that is only a number as the number', () => {
    expect(splitNftTitle('#42')).toEqual({ name: '', number: '#42' });
  });

  it('leaves a title without a trailing number whole', () => {
    expect(splitNftTitle('Unnamed NFT')).toEqual({ name: 'Unnamed NFT', number: '' });
    expect(splitNftTitle('Pass #7 (gold)')).toEqual({ name: 'Pass #7 (gold)', number: '' });
    expect(splitNftTitle('Collection #')).toEqual({ name: 'Collection #', number: '' });
    expect(splitNftTitle('')).toEqual({ name: '', number: '' });
  });

  it(`shows a number of up to ${NFT_NUMBER_MAX_DIGITS} digits whole`, () => {
    const digits = '1234567890'.slice(0, NFT_NUMBER_MAX_DIGITS);
    expect(splitNftTitle(`Pass #${digits}`).number).toBe(`#${digits}`);
  });

  it(`shortens a longer number in the middle, keeping ${NFT_NUMBER_KEPT_DIGITS} digits at each end`, () => {
    const uint256 = '115792089237316195423570985008687907853269984665640564039457584007913129639935';
    expect(splitNftTitle(`ENS: a-long-name.eth #${uint256}`)).toEqual({ name: 'ENS: a-long-name.eth', number: '#1157…9935' });
  });

  it('keeps every character of the name, including symbols and line breaks inside it', () => {
    expect(splitNftTitle('Safe{Pass} — édition #3')).toEqual({ name: 'Safe{Pass} — édition', number: '#3' });
    expect(splitNftTitle('two\nlines #5')).toEqual({ name: 'two\nlines', number: '#5' });
  });
});
