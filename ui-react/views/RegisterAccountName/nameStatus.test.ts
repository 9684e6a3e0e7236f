import { describe, expect, it } from 'vitest';
import { NAME_RULE_TEXT, nameStatus } from './nameStatus.js';

describe('nameStatus', () => {
  it('names the full name with its suffix', () => {
    expect(nameStatus('alice', 'available')).toBe('alice.reown.id is available');
    expect(nameStatus('alice', 'taken')).toBe('alice.reown.id is taken');
    expect(nameStatus('alice', 'checking')).toBe('Checking alice.reown.id…');
  });

  it('states the rule for an invalid name and nothing when idle or unknown', () => {
    expect(nameStatus('ab', 'invalid')).toBe(NAME_RULE_TEXT);
    expect(nameStatus('', 'idle')).toBe('');
    expect(nameStatus('alice', 'unknown')).toBe('');
  });
});
