import { describe, expect, it } from 'vitest';
import { enButtons } from '../../locales/en/buttons.js';
import { enModal } from '../../locales/en/modal.js';
import type { MessageLookup, Messages } from '../../locales/messages.js';
import { englishMessageMatcher } from './englishMessageMatcher.js';
import { translatorFor } from './translator.js';

describe('translatorFor', () => {
  it('reads English without a catalogue and the language catalogue otherwise', () => {
    const english = translatorFor({ locale: 'en', direction: 'ltr', messages: undefined });
    expect(english.t('button.connect')).toBe('Connect Wallet');
    const messages: Messages = { ...enButtons, ...enModal, 'button.connect': 'Wallet verbinden' };
    const german = translatorFor({ locale: 'de', direction: 'ltr', messages });
    expect(german.t('button.connect')).toBe('Wallet verbinden');
  });

  it('formats numbers with Latin digits by default, also in Arabic and Persian', () => {
    const arabic = translatorFor({ locale: 'ar', direction: 'rtl', messages: { ...enButtons, ...enModal } });
    expect(arabic.formatNumber(1234.5)).toMatch(/^1[^0-9]?234[^0-9]5$/);
    const persian = translatorFor({ locale: 'fa', direction: 'rtl', messages: { ...enButtons, ...enModal } });
    expect(persian.formatNumber(42)).toBe('42');
  });
});

describe('englishMessageMatcher', () => {
  const english = {
    'error.EMAIL_COOLDOWN': 'Please try again after {seconds} seconds',
    'error.UNSUPPORTED_CHAIN': 'Unsupported chain',
    'common.close': 'Close',
  } as unknown as MessageLookup;

  it('finds the entry of an English message with its placeholder values, and only error entries', () => {
    const match = englishMessageMatcher(english);
    expect(match('Please try again after 30 seconds')).toEqual({ key: 'error.EMAIL_COOLDOWN', parameters: { seconds: '30' } });
    expect(match('Unsupported chain')).toEqual({ key: 'error.UNSUPPORTED_CHAIN', parameters: {} });
    expect(match('Close')).toBeUndefined();
    expect(match('Something else')).toBeUndefined();
  });
});
