/**
 * Option defaults that are not business constants: the production service addresses and the local values of the remotely governed features.
 */
import { DEFAULT_SOCIALS } from '../../entities/constants.js';
import type { Features, RemoteFeatureName, ServiceUrls } from './options.js';
import { WALLETPORT_VERSION } from '../../entities/version.js';

/** The public production endpoints. The devstack passes its local ones in the options. */
export const DEFAULT_SERVICE_URLS: ServiceUrls = {
  apiUrl: 'https://api.web3modal.org',
  rpcUrl: 'https://rpc.walletconnect.org',
  pulseUrl: 'https://pulse.walletconnect.org',
  secureSiteUrl: 'https://secure.walletconnect.org',
  // This is the WalletConnect network's public relay.
  relayUrl: 'wss://relay.walletconnect.org',
};

/** The sdk version sent as `sv` when the host page names none: this library and its version. */
export const DEFAULT_SDK_VERSION = `walletport-${WALLETPORT_VERSION}`;

/**
 * The values of the remotely governed features while no remote configuration is applied (not loaded yet, or
 * the request failed) and the host page set nothing.
 */
export const LOCAL_REMOTE_FEATURE_DEFAULTS: Pick<Features, RemoteFeatureName> = {
  email: true,
  socials: DEFAULT_SOCIALS,
  swaps: true,
  onramp: true,
  activity: true,
  reownBranding: true,
  multiWallet: false,
};

/** Basic mode, and every remote feature the project configuration leaves out or disables. */
export const REMOTE_FEATURES_OFF: Pick<Features, RemoteFeatureName> = {
  email: false,
  socials: false,
  swaps: false,
  onramp: false,
  activity: false,
  reownBranding: false,
  multiWallet: false,
};
