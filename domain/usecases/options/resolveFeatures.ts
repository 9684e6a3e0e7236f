/**
 * Combines local feature flags, the defaults of SPEC.md section 9 and the remote project configuration.
 *
 * - Local-only features (receive, send, analytics, ...) are the local flag, else DEFAULT_FEATURES.
 * - Remote features (email, socials, swaps, onramp, activity, reownBranding, multiWallet):
 *   - basic mode: all off;
 *   - no remote configuration (not loaded, or failed): the local flag, else LOCAL_REMOTE_FEATURE_DEFAULTS;
 *   - remote configuration loaded (CONTRACTS.md): an id that is missing or not enabled means off;
 *     `config: null` keeps the local value; a config list decides (for `social_login` the list names
 *     `email` and the social providers; for the others an enabled entry means on).
 * - `ignored` names the local flags the host page set that the remote configuration overrode (whether or
 *   not the values happened to agree: the dashboard is where those features are managed).
 */
import { DEFAULT_CONNECTOR_ORDER, DEFAULT_FEATURES, DEFAULT_SOCIALS, DEFAULT_WALLET_FEATURES_ORDER } from '../../entities/constants.js';
import type { ProjectConfigResponse } from '../../entities/api/catalogue-api.schema.js';
import { LOCAL_REMOTE_FEATURE_DEFAULTS, REMOTE_FEATURES_OFF } from './defaults.js';
import type { FeatureOptions, Features, RemoteFeatureName, SocialProvider } from './options.js';

export type ResolveFeaturesParameters = { basic?: boolean | undefined };

export type ResolveFeaturesReturnType = {
  features: Features;
  /** Local flags the remote configuration overrode, in a stable order. */
  ignored: readonly (keyof FeatureOptions)[];
};

type RemoteFeature = ProjectConfigResponse['features'][number];
/** What the remote configuration says about one feature. */
type RemoteDecision = { kind: 'off' } | { kind: 'local' } | { kind: 'remote'; config: readonly string[] };

/** Remote feature ids (CONTRACTS.md) of the boolean features, and the local flags each one governs. */
const BOOLEAN_REMOTE_FEATURES = [
  { id: 'swap', feature: 'swaps', localKeys: ['swaps'] },
  { id: 'onramp', feature: 'onramp', localKeys: ['onramp'] },
  { id: 'activity', feature: 'activity', localKeys: ['activity', 'history'] },
  { id: 'reown_branding', feature: 'reownBranding', localKeys: ['reownBranding'] },
  { id: 'multi_wallet', feature: 'multiWallet', localKeys: ['multiWallet'] },
] as const satisfies readonly {
  id: string;
  feature: Exclude<RemoteFeatureName, 'email' | 'socials'>;
  localKeys: readonly (keyof FeatureOptions)[];
}[];

const SOCIAL_LOGIN_ID = 'social_login';
const EMAIL_CONFIG_ENTRY = 'email';
const SOCIAL_LOCAL_KEYS = ['email', 'socials'] as const satisfies readonly (keyof FeatureOptions)[];

export function resolveFeatures(
  local: FeatureOptions | undefined,
  remote: ProjectConfigResponse | undefined,
  { basic = false }: ResolveFeaturesParameters = {},
): ResolveFeaturesReturnType {
  const flags = local ?? {};
  const localRemote = localRemoteFeatures(flags);
  const base = {
    emailShowWallets: flags.emailShowWallets ?? DEFAULT_FEATURES.emailShowWallets,
    analytics: flags.analytics ?? DEFAULT_FEATURES.analytics,
    allWallets: flags.allWallets ?? DEFAULT_FEATURES.allWallets,
    receive: flags.receive ?? DEFAULT_FEATURES.receive,
    send: flags.send ?? DEFAULT_FEATURES.send,
    legalCheckbox: flags.legalCheckbox ?? DEFAULT_FEATURES.legalCheckbox,
    smartSessions: flags.smartSessions ?? DEFAULT_FEATURES.smartSessions,
    collapseWallets: flags.collapseWallets ?? DEFAULT_FEATURES.collapseWallets,
    pay: flags.pay ?? DEFAULT_FEATURES.pay,
    connectMethodsOrder: flags.connectMethodsOrder,
    walletFeaturesOrder: flags.walletFeaturesOrder ?? DEFAULT_WALLET_FEATURES_ORDER,
    connectorTypeOrder: flags.connectorTypeOrder ?? DEFAULT_CONNECTOR_ORDER,
  };

  if (basic) return { features: { ...base, ...REMOTE_FEATURES_OFF }, ignored: [] };
  if (!remote) return { features: { ...base, ...localRemote }, ignored: [] };

  const ignored: (keyof FeatureOptions)[] = [];
  const noteIgnored = (keys: readonly (keyof FeatureOptions)[]) => {
    for (const key of keys) if (flags[key] !== undefined) ignored.push(key);
  };
  const remoteFeatures = { ...localRemote };

  const social = decide(remote, SOCIAL_LOGIN_ID);
  if (social.kind !== 'local') {
    noteIgnored(SOCIAL_LOCAL_KEYS);
    remoteFeatures.email = social.kind === 'remote' && social.config.includes(EMAIL_CONFIG_ENTRY);
    remoteFeatures.socials = social.kind === 'remote' ? socialsFromConfig(social.config) : false;
  }
  for (const { id, feature, localKeys } of BOOLEAN_REMOTE_FEATURES) {
    const decision = decide(remote, id);
    if (decision.kind === 'local') continue;
    noteIgnored(localKeys);
    remoteFeatures[feature] = decision.kind === 'remote';
  }

  return { features: { ...base, ...remoteFeatures }, ignored };
}

function localRemoteFeatures(flags: FeatureOptions): Pick<Features, RemoteFeatureName> {
  const defaults = LOCAL_REMOTE_FEATURE_DEFAULTS;
  return {
    email: flags.email ?? defaults.email,
    socials: flags.socials ?? defaults.socials,
    swaps: flags.swaps ?? defaults.swaps,
    onramp: flags.onramp ?? defaults.onramp,
    activity: flags.activity ?? flags.history ?? defaults.activity,
    reownBranding: flags.reownBranding ?? defaults.reownBranding,
    multiWallet: flags.multiWallet ?? defaults.multiWallet,
  };
}

function decide(remote: ProjectConfigResponse, id: string): RemoteDecision {
  // The first entry for an id counts; a later duplicate is ignored.
  const entry: RemoteFeature | undefined = remote.features.find((feature) => feature.id === id);
  if (!entry?.isEnabled) return { kind: 'off' };
  if (entry.config === null) return { kind: 'local' };
  return { kind: 'remote', config: entry.config };
}

/** The known social providers a `social_login` config lists, once each, in its order; none means off. */
function socialsFromConfig(config: readonly string[]): false | readonly SocialProvider[] {
  const known = new Set<string>(DEFAULT_SOCIALS);
  const socials = [...new Set(config)].filter((entry): entry is SocialProvider => known.has(entry));
  return socials.length > 0 ? socials : false;
}
