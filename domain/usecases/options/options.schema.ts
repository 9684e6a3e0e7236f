/** The zod schema the host page's options are checked against when walletport is created. */
import { z } from 'zod';
import {
  CHAIN_NAMESPACES,
  DEFAULT_CONNECT_METHOD_ORDER,
  DEFAULT_CONNECTOR_ORDER,
  DEFAULT_SOCIALS,
  DEFAULT_WALLET_FEATURES_ORDER,
} from '../../entities/constants.js';
import { THEME_MODES } from './options.js';

/** CAIP-2: exactly two non-empty colon-separated parts (SPEC.md section 5). */
const CAIP2_NETWORK_ID = /^[^:\s]+:[^:\s]+$/;

const flag = z.boolean().optional();
const ids = z.array(z.string()).optional();
const httpUrl = z.url({ protocol: /^https?$/ }).optional();
const socketUrl = z.url({ protocol: /^wss?$/ }).optional();

export const optionsNetworkSchema = z.looseObject({
  caipNetworkId: z.string().regex(CAIP2_NETWORK_ID),
  chainNamespace: z.enum(CHAIN_NAMESPACES),
  name: z.string(),
  testnet: z.boolean().optional(),
});

export const featureOptionsSchema = z.object({
  email: flag,
  socials: z.union([z.literal(false), z.array(z.enum(DEFAULT_SOCIALS))]).optional(),
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
  connectMethodsOrder: z.array(z.enum(DEFAULT_CONNECT_METHOD_ORDER)).optional(),
  walletFeaturesOrder: z.array(z.enum(DEFAULT_WALLET_FEATURES_ORDER)).optional(),
  connectorTypeOrder: z.array(z.enum(DEFAULT_CONNECTOR_ORDER)).optional(),
});

export const customWalletSchema = z.looseObject({ id: z.string().min(1), name: z.string().min(1) });

export const walletportOptionsSchema = z.object({
  projectId: z.string().trim().min(1),
  networks: z.array(optionsNetworkSchema).min(1),
  defaultNetwork: optionsNetworkSchema.optional(),
  metadata: z
    .object({ name: z.string(), description: z.string(), url: z.string(), icons: z.array(z.string()) })
    .optional(),
  features: featureOptionsSchema.optional(),
  basic: flag,
  manualWCControl: flag,
  allowUnsupportedChain: flag,
  enableNetworkSwitch: flag,
  enableWalletConnect: flag,
  walletConnect: z.object({ telemetryEnabled: flag }).optional(),
  enableInjected: flag,
  enableEIP6963: flag,
  customWallets: z.array(customWalletSchema).optional(),
  includeWalletIds: ids,
  excludeWalletIds: ids,
  featuredWalletIds: ids,
  termsConditionsUrl: z.string().optional(),
  privacyPolicyUrl: z.string().optional(),
  siwx: z.unknown().optional(),
  siweConfig: z.unknown().optional(),
  themeMode: z.enum(THEME_MODES).optional(),
  themeVariables: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  apiUrl: httpUrl,
  rpcUrl: httpUrl,
  pulseUrl: httpUrl,
  secureSiteUrl: httpUrl,
  relayUrl: socketUrl,
  sdkType: z.string().min(1).optional(),
  sdkVersion: z.string().min(1).optional(),
});
