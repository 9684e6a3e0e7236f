import { describe, expect, it } from 'vitest';
import type { ProjectConfigResponse } from '../../entities/api/catalogue-api.schema.js';
import {
  DEFAULT_CONNECTOR_ORDER,
  DEFAULT_FEATURES,
  DEFAULT_SOCIALS,
  DEFAULT_WALLET_FEATURES_ORDER,
} from '../../entities/constants.js';
import { LOCAL_REMOTE_FEATURE_DEFAULTS, REMOTE_FEATURES_OFF } from './defaults.js';
import { resolveFeatures } from './resolveFeatures.js';

const feature = (id: string, config: string[] | null = null, isEnabled = true) => ({ id, isEnabled, config });
const remote = (...features: ProjectConfigResponse['features']): ProjectConfigResponse => ({ features });

describe('resolveFeatures', () => {
  it('uses the section 9 defaults when nothing is set and nothing is loaded', () => {
    const { features, ignored } = resolveFeatures(undefined, undefined);
    expect(features).toEqual({
      ...DEFAULT_FEATURES,
      ...LOCAL_REMOTE_FEATURE_DEFAULTS,
      connectMethodsOrder: undefined,
      walletFeaturesOrder: DEFAULT_WALLET_FEATURES_ORDER,
      connectorTypeOrder: DEFAULT_CONNECTOR_ORDER,
    });
    expect(features).toMatchObject({
      receive: true,
      send: true,
      emailShowWallets: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
      socials: DEFAULT_SOCIALS,
    });
    expect(ignored).toEqual([]);
  });

  it('keeps local flags while no remote configuration is loaded; history is the old name of activity', () => {
    const { features } = resolveFeatures({ email: false, socials: ['github'], swaps: false, history: false, pay: true }, undefined);
    expect(features).toMatchObject({ email: false, socials: ['github'], swaps: false, activity: false, pay: true });
    expect(resolveFeatures({ history: false, activity: true }, undefined).features.activity).toBe(true);
  });

  it('turns every remote feature off in basic mode, whatever is local or remote', () => {
    const loaded = remote(feature('social_login', ['email', 'google']), feature('swap', ['1inch']), feature('onramp'));
    for (const config of [undefined, loaded]) {
      const { features, ignored } = resolveFeatures({ email: true, swaps: true, send: false }, config, { basic: true });
      expect(features).toMatchObject({ ...REMOTE_FEATURES_OFF, send: false, receive: true });
      expect(ignored).toEqual([]);
    }
  });

  it('maps the remote ids of CONTRACTS.md; a missing id means off', () => {
    const { features } = resolveFeatures(
      undefined,
      remote(
        feature('social_login', ['email', 'x', 'google', 'myspace']),
        feature('swap', ['1inch']),
        feature('activity', []),
        feature('reown_branding', ['on']),
        feature('multi_wallet', ['on']),
      ),
    );
    expect(features).toMatchObject({
      email: true,
      socials: ['x', 'google'],
      swaps: true,
      onramp: false,
      activity: true,
      reownBranding: true,
      multiWallet: true,
    });
  });

  it('reads social_login: no email entry means email off; no provider means socials off', () => {
    expect(resolveFeatures(undefined, remote(feature('social_login', ['discord']))).features).toMatchObject({
      email: false,
      socials: ['discord'],
    });
    expect(resolveFeatures(undefined, remote(feature('social_login', ['email']))).features).toMatchObject({
      email: true,
      socials: false,
    });
  });

  it('treats a disabled entry as off', () => {
    const { features } = resolveFeatures({ onramp: true }, remote(feature('onramp', ['meld'], false)));
    expect(features.onramp).toBe(false);
  });

  it('keeps the local value when config is null', () => {
    const config = remote(feature('social_login'), feature('swap'), feature('onramp'), feature('activity'));
    const { features, ignored } = resolveFeatures({ email: false, socials: ['apple'], swaps: false, onramp: true }, config);
    expect(features).toMatchObject({ email: false, socials: ['apple'], swaps: false, onramp: true, activity: true });
    expect(ignored).toEqual([]);
  });

  it('names each local flag the remote configuration overrode, in a stable order', () => {
    const { ignored } = resolveFeatures(
      { multiWallet: true, history: true, socials: false, email: false, swaps: true, onramp: false, send: false },
      remote(feature('social_login', ['email']), feature('swap', ['1inch']), feature('onramp', null)),
    );
    expect(ignored).toEqual(['email', 'socials', 'swaps', 'history', 'multiWallet']);
  });

  it('never lets the remote configuration touch local-only features', () => {
    const { features } = resolveFeatures(
      { analytics: false, legalCheckbox: true, connectorTypeOrder: ['injected'] },
      remote(feature('analytics', ['x'], false)),
    );
    expect(features).toMatchObject({ analytics: false, legalCheckbox: true, connectorTypeOrder: ['injected'] });
  });
});
