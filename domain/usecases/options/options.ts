/**
 * The options a host page passes when it creates walletport, and the same options with every default filled
 * in. The feature flags here are the local ones; the features the modal actually uses are resolved against
 * the remote project configuration (resolveFeatures.ts).
 */
import type {
  DEFAULT_CONNECT_METHOD_ORDER,
  DEFAULT_CONNECTOR_ORDER,
  DEFAULT_SOCIALS,
  DEFAULT_WALLET_FEATURES_ORDER,
} from '../../entities/constants.js';
import type { SiweConfig } from '../../entities/siwx/siwe-config.js';
import type { SiwxConfig } from '../../entities/siwx/siwx-config.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import type { CaipNetwork } from '../../entities/network/caipNetwork.js';
import type { CatalogueWallet } from '../../entities/wallet/wallet.js';
import type { ThemeVariablesInput } from '../../entities/theme/themeVariableNames.js';

export type SocialProvider = (typeof DEFAULT_SOCIALS)[number];
export type ConnectMethod = (typeof DEFAULT_CONNECT_METHOD_ORDER)[number];
export type WalletFeature = (typeof DEFAULT_WALLET_FEATURES_ORDER)[number];
/** A group of the connect list (walletConnect, recent, injected, featured, custom, external, recommended). */
export type ConnectorGroup = (typeof DEFAULT_CONNECTOR_ORDER)[number];

export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
/** The theme's CSS variables (`--wp-accent`, ...): exactly the known names, so a misspelt one does not compile. */
export type ThemeVariables = ThemeVariablesInput;

/**
 * The least the options need to know about a network. The full CAIP network entity (domain/entities/network)
 * is structurally compatible, so `WalletportOptions<CaipNetwork>` keeps the caller's own type.
 */
export type OptionsNetwork = {
  caipNetworkId: string;
  chainNamespace: ChainNamespace;
  name: string;
  testnet?: boolean | undefined;
};

export type AppMetadata = {
  name: string;
  description: string;
  url: string;
  icons: readonly string[];
};

/** A wallet the host page adds to the list itself; the catalogue's fields, all optional but id and name. */
export type CustomWallet = Partial<CatalogueWallet> & { id: string; name: string };

/**
 * Settings of the WalletConnect client for self-hosting and the devstack. Production pages leave them out:
 * the defaults are the WalletConnect library's own.
 */
export type WalletConnectOptions = {
  /**
   * The WalletConnect library's telemetry events (to pulse.walletconnect.org); on unless set to false. A page
   * on a self-hosted relay, or the offline devstack, turns it off so no request leaves its network.
   */
  telemetryEnabled?: boolean | undefined;
};

/** Local feature flags. An unset flag takes its default. */
export type FeatureOptions = {
  email?: boolean | undefined;
  /** `false` turns social login off; a list picks the providers and their order. */
  socials?: false | readonly SocialProvider[] | undefined;
  emailShowWallets?: boolean | undefined;
  analytics?: boolean | undefined;
  allWallets?: boolean | undefined;
  swaps?: boolean | undefined;
  onramp?: boolean | undefined;
  activity?: boolean | undefined;
  /** The older name of `activity`; `activity` wins when both are set. */
  history?: boolean | undefined;
  receive?: boolean | undefined;
  send?: boolean | undefined;
  legalCheckbox?: boolean | undefined;
  smartSessions?: boolean | undefined;
  collapseWallets?: boolean | undefined;
  pay?: boolean | undefined;
  reownBranding?: boolean | undefined;
  multiWallet?: boolean | undefined;
  /** The connect methods to show, in order; methods left out are not shown. */
  connectMethodsOrder?: readonly ConnectMethod[] | undefined;
  /** The account-view feature buttons to show, in order; features left out are not shown. */
  walletFeaturesOrder?: readonly WalletFeature[] | undefined;
  /** The connect-list groups to show, in order; groups left out are not shown. */
  connectorTypeOrder?: readonly ConnectorGroup[] | undefined;
};

/** The features the modal runs with: local flags, defaults and the remote configuration combined. */
export type Features = {
  email: boolean;
  socials: false | readonly SocialProvider[];
  swaps: boolean;
  onramp: boolean;
  activity: boolean;
  reownBranding: boolean;
  multiWallet: boolean;
  emailShowWallets: boolean;
  analytics: boolean;
  allWallets: boolean;
  receive: boolean;
  send: boolean;
  legalCheckbox: boolean;
  smartSessions: boolean;
  collapseWallets: boolean;
  pay: boolean;
  /** Undefined means the default order, which depends on whether injected wallets exist. */
  connectMethodsOrder: readonly ConnectMethod[] | undefined;
  walletFeaturesOrder: readonly WalletFeature[];
  connectorTypeOrder: readonly ConnectorGroup[];
};

/** The features the remote project configuration governs. */
export type RemoteFeatureName = 'email' | 'socials' | 'swaps' | 'onramp' | 'activity' | 'reownBranding' | 'multiWallet';

export type ServiceUrls = {
  /** Wallet catalogue and project configuration. */
  apiUrl: string;
  /** Blockchain API and chain RPC. */
  rpcUrl: string;
  /** Analytics events and error reports. */
  pulseUrl: string;
  /** The embedded-wallet secure site (frame at `/sdk`). */
  secureSiteUrl: string;
  /** The WalletConnect relay. */
  relayUrl: string;
};

/**
 * Watching transactions that were not mined within the confirmation timeout: off by
 * default; when on, each is checked again every `pollingInterval` ms (30 s by default), at most 99 at once.
 */
export type PendingTransactionsFilter = {
  enable?: boolean | undefined;
  pollingInterval?: number | undefined;
};

export type WalletportOptions<TNetwork extends OptionsNetwork = CaipNetwork> = Partial<ServiceUrls> & {
  projectId: string;
  /** At least one network. */
  networks: readonly TNetwork[];
  defaultNetwork?: TNetwork | undefined;
  metadata?: AppMetadata | undefined;
  features?: FeatureOptions | undefined;
  /** Basic mode: no remote features (email, socials, swaps, onramp, activity, branding). */
  basic?: boolean | undefined;
  manualWCControl?: boolean | undefined;
  allowUnsupportedChain?: boolean | undefined;
  enableNetworkSwitch?: boolean | undefined;
  enableWalletConnect?: boolean | undefined;
  /** WalletConnect client settings for self-hosting (telemetry); production pages leave them out. */
  walletConnect?: WalletConnectOptions | undefined;
  /** Pending-transaction polling after a transaction missed the confirmation timeout; off by default. */
  pendingTransactionsFilter?: PendingTransactionsFilter | undefined;
  enableInjected?: boolean | undefined;
  enableEIP6963?: boolean | undefined;
  customWallets?: readonly CustomWallet[] | undefined;
  includeWalletIds?: readonly string[] | undefined;
  excludeWalletIds?: readonly string[] | undefined;
  featuredWalletIds?: readonly string[] | undefined;
  termsConditionsUrl?: string | undefined;
  privacyPolicyUrl?: string | undefined;
  /**
   * Sign in with the wallet (SIWX): `createLocalSiwx()` or `createCloudSiwx(...)` from `walletport/siwx`, or an
   * implementation of your own. Without it, connecting asks for no signature.
   */
  siwx?: SiwxConfig | undefined;
  /** The older sign-in-with-Ethereum configuration; cannot be combined with `siwx`. */
  siweConfig?: SiweConfig | undefined;
  themeMode?: ThemeMode | undefined;
  themeVariables?: ThemeVariables | undefined;
  sdkType?: string | undefined;
  sdkVersion?: string | undefined;
};

/** The options with every default filled in. `features` stays the local flags as given. */
export type ResolvedOptions<TNetwork extends OptionsNetwork = CaipNetwork> = ServiceUrls & {
  projectId: string;
  networks: readonly TNetwork[];
  defaultNetwork: TNetwork | undefined;
  metadata: AppMetadata | undefined;
  features: FeatureOptions;
  basic: boolean;
  manualWCControl: boolean;
  allowUnsupportedChain: boolean;
  enableNetworkSwitch: boolean;
  enableWalletConnect: boolean;
  /** `telemetryEnabled` is true unless the page turned it off. */
  walletConnect: { telemetryEnabled: boolean };
  /** As given; unset fields take their defaults where they are used. */
  pendingTransactionsFilter: PendingTransactionsFilter;
  enableInjected: boolean;
  enableEIP6963: boolean;
  customWallets: readonly CustomWallet[];
  includeWalletIds: readonly string[];
  excludeWalletIds: readonly string[];
  featuredWalletIds: readonly string[];
  termsConditionsUrl: string | undefined;
  privacyPolicyUrl: string | undefined;
  siwx: SiwxConfig | undefined;
  siweConfig: SiweConfig | undefined;
  themeMode: ThemeMode | undefined;
  themeVariables: ThemeVariables;
  sdkType: string;
  sdkVersion: string;
};
