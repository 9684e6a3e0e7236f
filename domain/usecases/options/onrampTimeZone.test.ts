import { describe, expect, it } from 'vitest';
import { ONRAMP_RESTRICTED_TIME_ZONES } from '../../entities/constants.js';
import { withoutRestrictedOnramp } from './onrampTimeZone.js';
import { resolveFeatures } from './resolveFeatures.js';

const features = resolveFeatures({ onramp: true }, undefined).features;

describe('withoutRestrictedOnramp', () => {
  it('turns the on-ramp off in every restricted time zone, case aside', () => {
    for (const zone of [...ONRAMP_RESTRICTED_TIME_ZONES, 'asia/shanghai', ' PRC ']) {
      expect(withoutRestrictedOnramp({ features, timeZone: zone }).onramp, zone).toBe(false);
    }
  });

  it('leaves the features as they are elsewhere, with no zone, or when the on-ramp is off already', () => {
    for (const zone of ['Europe/Berlin', 'Asia/Tokyo', 'Asia/Hong_Kong', 'Asia/Taipei', '', undefined]) {
      expect(withoutRestrictedOnramp({ features, timeZone: zone }), String(zone)).toBe(features);
    }
    const off = { ...features, onramp: false };
    expect(withoutRestrictedOnramp({ features: off, timeZone: 'Asia/Shanghai' })).toBe(off);
  });

  it('changes nothing but the on-ramp', () => {
    const { onramp, ...others } = withoutRestrictedOnramp({ features, timeZone: 'Asia/Urumqi' });
    const { onramp: before, ...expected } = features;
    expect([onramp, before]).toEqual([false, true]);
    expect(others).toEqual(expected);
  });
});
