import { describe, expect, it } from 'vitest';
import { DEFAULT_SOCIALS } from '../../entities/constants.js';
import type { OperatingSystem } from '../../../ports/platform.port.js';
import { socialsForPlatform } from './socialsForPlatform.js';

describe('socialsForPlatform', () => {
  it('gives the default socials when none are configured', () => {
    expect(socialsForPlatform(undefined, { telegram: false, os: 'ios' })).toEqual([
      'google',
      'x',
      'farcaster',
      'discord',
      'apple',
      'github',
      'facebook',
    ]);
    expect(socialsForPlatform(undefined, { telegram: false, os: 'ios' })).toEqual(DEFAULT_SOCIALS);
  });

  it('gives nothing when socials are off, and the configured list otherwise', () => {
    expect(socialsForPlatform(false, { telegram: false, os: 'mac' })).toEqual([]);
    expect(socialsForPlatform(['github', 'x', 'github'], { telegram: false, os: 'mac' })).toEqual(['github', 'x']);
  });

  it.each<[OperatingSystem, string[]]>([
    ['ios', ['x', 'farcaster', 'discord', 'apple', 'github', 'facebook']],
    ['mac', ['google', 'farcaster', 'discord', 'apple', 'github', 'facebook']],
    ['android', ['google', 'farcaster', 'discord', 'apple', 'github']],
    ['windows', [...DEFAULT_SOCIALS]],
    ['linux', [...DEFAULT_SOCIALS]],
  ])('inside Telegram on %s shows %j', (os, expected) => {
    expect(socialsForPlatform(undefined, { telegram: true, os })).toEqual(expected);
  });

  it('hides nothing outside Telegram', () => {
    for (const os of ['ios', 'mac', 'android'] as const) {
      expect(socialsForPlatform(undefined, { telegram: false, os })).toEqual(DEFAULT_SOCIALS);
    }
  });
});
