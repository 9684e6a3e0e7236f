/**
 * Feature resolution over random local flags and remote configurations: basic mode turns every remote
 * feature off; local-only features are never touched by the remote configuration; without a remote
 * configuration the local flags (else the defaults) stand; with one, a missing or disabled id means off and
 * `config: null` keeps the local value; `ignored` names only flags the host page set, once each. Also the
 * wallet feature buttons and the origin check.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProjectConfigResponse } from '../../domain/entities/api/catalogue-api.schema.js';
import { DEFAULT_FEATURES, DEFAULT_SOCIALS, DEFAULT_WALLET_FEATURES_ORDER } from '../../domain/entities/constants.js';
import { walletFeatureButtons } from '../../domain/usecases/connect-list/walletFeatureButtons.js';
import { LOCAL_REMOTE_FEATURE_DEFAULTS, REMOTE_FEATURES_OFF } from '../../domain/usecases/options/defaults.js';
import { isOriginAllowed } from '../../domain/usecases/options/isOriginAllowed.js';
import type { FeatureOptions } from '../../domain/usecases/options/options.js';
import { resolveFeatures } from '../../domain/usecases/options/resolveFeatures.js';

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const flag = maybe(fc.boolean());

const localArbitrary: fc.Arbitrary<FeatureOptions> = fc.record({
  email: flag,
  socials: maybe(fc.oneof(fc.constant(false as const), fc.subarray([...DEFAULT_SOCIALS]))),
  emailShowWallets: flag,
  analytics: flag,
  allWallets: flag,
  swaps: flag,
  onramp: flag,
  activity: flag,
  history: flag,
  receive: flag,
  send: flag,
  legalCheckbox: flag,
  smartSessions: flag,
  collapseWallets: flag,
  pay: flag,
  reownBranding: flag,
  multiWallet: flag,
});

const REMOTE_IDS = ['multi_wallet', 'activity', 'onramp', 'swap', 'social_login', 'reown_branding', 'unknown'] as const;
const remoteArbitrary: fc.Arbitrary<ProjectConfigResponse> = fc.record({
  features: fc.array(
    fc.record({
      id: fc.constantFrom(...REMOTE_IDS),
      isEnabled: fc.boolean(),
      config: fc.option(fc.array(fc.constantFrom('email', ...DEFAULT_SOCIALS, 'myspace', '1inch'), { maxLength: 6 }), {
        nil: null,
      }),
    }),
    { maxLength: 8 },
  ),
});

const LOCAL_ONLY = Object.keys(DEFAULT_FEATURES) as (keyof typeof DEFAULT_FEATURES)[];
const BOOLEAN_REMOTE = [
  ['swap', 'swaps'],
  ['onramp', 'onramp'],
  ['activity', 'activity'],
  ['reown_branding', 'reownBranding'],
  ['multi_wallet', 'multiWallet'],
] as const;

describe('resolveFeatures (property)', () => {
  it('turns every remote feature off in basic mode', () => {
    fc.assert(
      fc.property(localArbitrary, maybe(remoteArbitrary), (local, remote) => {
        const { features, ignored } = resolveFeatures(local, remote, { basic: true });
        expect(features).toMatchObject(REMOTE_FEATURES_OFF);
        expect(ignored).toEqual([]);
      }),
    );
  });

  it('never lets the remote configuration touch local-only features', () => {
    fc.assert(
      fc.property(localArbitrary, maybe(remoteArbitrary), fc.boolean(), (local, remote, basic) => {
        const { features } = resolveFeatures(local, remote, { basic });
        for (const key of LOCAL_ONLY) expect(features[key]).toBe(local[key] ?? DEFAULT_FEATURES[key]);
      }),
    );
  });

  it('keeps the local flags, else the defaults, while no remote configuration is applied', () => {
    fc.assert(
      fc.property(localArbitrary, (local) => {
        const { features, ignored } = resolveFeatures(local, undefined);
        expect(features.email).toBe(local.email ?? LOCAL_REMOTE_FEATURE_DEFAULTS.email);
        expect(features.socials).toEqual(local.socials ?? LOCAL_REMOTE_FEATURE_DEFAULTS.socials);
        expect(features.activity).toBe(local.activity ?? local.history ?? LOCAL_REMOTE_FEATURE_DEFAULTS.activity);
        expect(features.swaps).toBe(local.swaps ?? LOCAL_REMOTE_FEATURE_DEFAULTS.swaps);
        expect(ignored).toEqual([]);
      }),
    );
  });

  it('applies a loaded configuration: missing or disabled means off, config null keeps the local value', () => {
    fc.assert(
      fc.property(localArbitrary, remoteArbitrary, (local, remote) => {
        const { features } = resolveFeatures(local, remote);
        const localOnly = resolveFeatures(local, undefined).features;
        for (const [id, feature] of BOOLEAN_REMOTE) {
          const entry = remote.features.find((candidate) => candidate.id === id);
          const expected = !entry?.isEnabled ? false : entry.config === null ? localOnly[feature] : true;
          expect(features[feature]).toBe(expected);
        }
        const social = remote.features.find((candidate) => candidate.id === 'social_login');
        if (!social?.isEnabled) {
          expect(features.email).toBe(false);
          expect(features.socials).toBe(false);
        } else if (social.config === null) {
          expect(features.email).toBe(localOnly.email);
          expect(features.socials).toEqual(localOnly.socials);
        } else {
          expect(features.email).toBe(social.config.includes('email'));
          const socials = features.socials === false ? [] : features.socials;
          expect(socials.every((provider) => social.config?.includes(provider))).toBe(true);
          expect(new Set(socials).size).toBe(socials.length);
          expect(features.socials === false || features.socials.length > 0).toBe(true);
        }
      }),
    );
  });

  it('names as ignored only flags the host page set, once each', () => {
    fc.assert(
      fc.property(localArbitrary, remoteArbitrary, (local, remote) => {
        const { ignored } = resolveFeatures(local, remote);
        expect(new Set(ignored).size).toBe(ignored.length);
        for (const key of ignored) expect(local[key]).not.toBeUndefined();
      }),
    );
  });
});

describe('walletFeatureButtons (property)', () => {
  it('keeps the order, once each, only features that are on', () => {
    fc.assert(
      fc.property(
        fc.record({ onramp: fc.boolean(), swaps: fc.boolean(), receive: fc.boolean(), send: fc.boolean() }),
        maybe(fc.array(fc.constantFrom(...DEFAULT_WALLET_FEATURES_ORDER), { maxLength: 6 })),
        (flags, walletFeaturesOrder) => {
          const result = walletFeatureButtons({ ...flags, walletFeaturesOrder });
          const order = [...new Set(walletFeaturesOrder ?? DEFAULT_WALLET_FEATURES_ORDER)];
          expect(result).toEqual(order.filter((feature) => flags[feature]));
        },
      ),
    );
  });
});

describe('isOriginAllowed (property)', () => {
  const port = fc.integer({ min: 1, max: 65_535 });
  const label = fc.stringMatching(/^[a-z0-9]{1,10}$/);

  it('always allows localhost and 127.0.0.1 on any port, http or https', () => {
    fc.assert(
      fc.property(fc.constantFrom('http', 'https'), fc.constantFrom('localhost', '127.0.0.1'), maybe(port), (scheme, host, p) => {
        expect(isOriginAllowed(`${scheme}://${host}${p === undefined ? '' : `:${p}`}`, [])).toBe(true);
      }),
    );
  });

  it('allows a listed origin and refuses it when the list is empty', () => {
    fc.assert(
      fc.property(fc.constantFrom('http', 'https'), label, label, (scheme, sub, domain) => {
        const origin = `${scheme}://${sub}.${domain}.com`;
        expect(isOriginAllowed(origin, [origin])).toBe(true);
        expect(isOriginAllowed(origin, [`${scheme}://*.${domain}.com`])).toBe(true);
        expect(isOriginAllowed(origin, [])).toBe(false);
        expect(isOriginAllowed(origin, [`${scheme}://${sub}.${domain}.org`])).toBe(false);
      }),
    );
  });
});
