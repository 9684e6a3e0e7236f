import { describe, expect, it } from 'vitest';
import { bestOnrampQuote } from './bestOnrampQuote.js';

describe('bestOnrampQuote', () => {
  it('names the provider whose quote delivers the most tokens, compared as exact decimals', () => {
    expect(bestOnrampQuote([{ provider: 'meld', purchaseAmount: '48.75' }, { provider: 'coinbase', purchaseAmount: '49.000000' }])).toBe('coinbase');
    expect(bestOnrampQuote([{ provider: 'meld', purchaseAmount: '0.016249999999999999' }, { provider: 'coinbase', purchaseAmount: '0.01624999999999999' }])).toBe(
      'meld',
    );
    expect(bestOnrampQuote([{ provider: 'meld', purchaseAmount: '100' }, { provider: 'coinbase', purchaseAmount: '99.99' }])).toBe('meld');
  });

  it('names none for a tie, a single quote or amounts it cannot read', () => {
    expect(bestOnrampQuote([{ provider: 'meld', purchaseAmount: '49' }, { provider: 'coinbase', purchaseAmount: '49.00' }])).toBeUndefined();
    expect(bestOnrampQuote([{ provider: 'coinbase', purchaseAmount: '49' }])).toBeUndefined();
    expect(bestOnrampQuote([])).toBeUndefined();
    expect(bestOnrampQuote([{ provider: 'meld', purchaseAmount: 'lots' }, { provider: 'coinbase', purchaseAmount: '49' }])).toBeUndefined();
  });
});
