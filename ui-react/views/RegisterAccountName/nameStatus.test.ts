import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/translator.js';
import { NAME_RULE_TEXT, nameStatus } from './nameStatus.js';

const { t } = translatorFor({ locale: 'en', direction: 'ltr', messages: undefined });

describe('nameStatus', () => {
  it('names the full name with its suffix', () => {
    expect(nameStatus({ query: 'alice', availability: 'available', t })).toBe('alice.reown.id is available');
    expect(nameStatus({ query: 'alice', availability: 'taken', t })).toBe('alice.reown.id is taken');
    expect(nameStatus({ query: 'alice', availability: 'checking', t })).toBe('Checking alice.reown.id…');
  });

  it('states the rule for an invalid name and nothing when idle or unknown', () => {
    expect(nameStatus({ query: 'ab', availability: 'invalid', t })).toBe(NAME_RULE_TEXT);
    expect(nameStatus({ query: '', availability: 'idle', t })).toBe('');
    expect(nameStatus({ query: 'alice', availability: 'unknown', t })).toBe('');
  });
});
