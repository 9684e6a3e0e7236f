import { describe, expect, it } from 'vitest';
import { ONRAMP_RESTRICTED_TIME_ZONES } from '../constants.js';
import { isRestrictedTimeZone } from './isRestrictedTimeZone.js';

describe('isRestrictedTimeZone', () => {
  it('is our list of mainland China zones and aliases, exactly', () => {
    expect(ONRAMP_RESTRICTED_TIME_ZONES).toEqual(['Asia/Shanghai', 'Asia/Chongqing', 'Asia/Chungking', 'Asia/Harbin', 'Asia/Kashgar', 'Asia/Urumqi', 'PRC']);
    for (const zone of ONRAMP_RESTRICTED_TIME_ZONES) expect(isRestrictedTimeZone(zone), zone).toBe(true);
  });

  it('ignores case and spaces, and restricts no other zone, nor an unknown one', () => {
    expect(isRestrictedTimeZone('ASIA/SHANGHAI')).toBe(true);
    expect(isRestrictedTimeZone(' prc ')).toBe(true);
    for (const zone of ['', 'Europe/Berlin', 'Asia/Hong_Kong', 'Asia/Macau', 'Asia/Taipei', 'Asia/Shanghai2', 'UTC']) {
      expect(isRestrictedTimeZone(zone), zone).toBe(false);
    }
  });
});
