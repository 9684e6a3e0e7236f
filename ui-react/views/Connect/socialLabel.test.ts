import { describe, expect, it } from 'vitest';
import { DEFAULT_SOCIALS } from '../../../domain/entities/constants.js';
import { socialLabel } from './socialLabel.js';

describe('socialLabel', () => {
  it('names every default provider', () => {
    expect(DEFAULT_SOCIALS.map(socialLabel)).toEqual(['Google', 'X', 'Farcaster', 'Discord', 'Apple', 'GitHub', 'Facebook']);
  });

  it('capitalises an unknown provider', () => {
    expect(socialLabel('telegram')).toBe('Telegram');
    expect(socialLabel('toString')).toBe('ToString');
  });
});
