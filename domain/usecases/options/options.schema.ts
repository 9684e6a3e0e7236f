/** The zod schema the host page's options are checked against when walletport is created. */
import { z } from 'zod/mini';
import {
  CHAIN_NAMESPACES,
  DEFAULT_CONNECT_METHOD_ORDER,
  DEFAULT_CONNECTOR_ORDER,
  DEFAULT_SOCIALS,
  DEFAULT_WALLET_FEATURES_ORDER,
} from '../../entities/constants.js';
import { THEME_MODES } from './options.js';
import { lazySchema } from '../../entities/validation/lazySchema.js';
import { networkIdProblem } from '../../entities/network/networkIdProblem.js';

/** CAIP-2: exactly two non-empty colon-separated parts (SPEC.md section 5). */
const CAIP2_NETWORK_ID = /^[^:\s]+:[^:\s]+$/;

const flag = lazySchema(() => z.optional(z.boolean()));
const ids = lazySchema(() => z.optional(z.array(z.string())));
const httpUrl = lazySchema(() => z.optional(z.url({ protocol: /^https?$/ })));
const socketUrl = lazySchema(() => z.optional(z.url({ protocol: /^wss?$/ })));
const nonEmpty = lazySchema(() => z.string().check(z.minLength(1)));

export const optionsNetworkSchema = lazySchema(() => z.looseObject({
  // Beyond the shape, the namespace must be known and the reference fit it (a solana id of the wrong length or
  // alphabet), reported on caipNetworkId so parseOptions names it 'Invalid CAIP-2 network id'.
  caipNetworkId: z.string().check(
    z.regex(CAIP2_NETWORK_ID),
    z.superRefine((caipNetworkId, context) => {
      const problem = networkIdProblem({ caipNetworkId });
      if (problem !== undefined) context.addIssue({ code: 'custom', message: problem, input: caipNetworkId });
    }),
  ),
  chainNamespace: z.enum(CHAIN_NAMESPACES),
  name: z.string(),
  testnet: z.optional(z.boolean()),
}).check(
  z.superRefine((network, context) => {
    if (!network.caipNetworkId.startsWith(`${network.chainNamespace}:`)) {
      context.addIssue({ code: 'custom', path: ['caipNetworkId'], message: `Expected the ${network.chainNamespace} namespace`, input: network.caipNetworkId });
    }
  }),
));

export const featureOptionsSchema = lazySchema(() => z.object({
  email: flag,
  socials: z.optional(z.union([z.literal(false), z.array(z.enum(DEFAULT_SOCIALS))])),
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
  connectMethodsOrder: z.optional(z.array(z.enum(DEFAULT_CONNECT_METHOD_ORDER))),
  walletFeaturesOrder: z.optional(z.array(z.enum(DEFAULT_WALLET_FEATURES_ORDER))),
  connectorTypeOrder: z.optional(z.array(z.enum(DEFAULT_CONNECTOR_ORDER))),
}));

export const customWalletSchema = lazySchema(() => z.looseObject({ id: nonEmpty, name: nonEmpty }));

/** A function member: sign-in configurations are objects of methods, checked for shape only. */
const method = lazySchema(() => z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', { error: 'expected a function' }));

/** The `siwx` option (domain/entities/siwx/siwx-config.ts). */
const siwxConfigSchema = lazySchema(() => z.looseObject({
  createMessage: method,
  addSession: method,
  revokeSession: method,
  setSessions: method,
  getSessions: method,
  getRequired: z.optional(method),
  signOutOnDisconnect: flag,
}));

/** The older `siweConfig` option (domain/entities/siwx/siwe-config.ts). */
const siweConfigSchema = lazySchema(() => z.looseObject({
  getNonce: method,
  createMessage: method,
  verifyMessage: method,
  getSession: method,
  signOut: method,
  getMessageParams: z.optional(method),
  required: flag,
  signOutOnDisconnect: flag,
}));

export const walletportOptionsSchema = lazySchema(() => z.object({
  projectId: z.string().check(z.trim(), z.minLength(1)),
  networks: z.array(optionsNetworkSchema).check(z.minLength(1)),
  defaultNetwork: z.optional(optionsNetworkSchema),
  metadata: z.optional(
    z.object({ name: z.string(), description: z.string(), url: z.string(), icons: z.array(z.string()) }),
  ),
  features: z.optional(featureOptionsSchema),
  basic: flag,
  manualWCControl: flag,
  allowUnsupportedChain: flag,
  enableNetworkSwitch: flag,
  enableWalletConnect: flag,
  walletConnect: z.optional(z.object({ telemetryEnabled: flag })),
  pendingTransactionsFilter: z.optional(
    z.object({ enable: flag, pollingInterval: z.optional(z.number().check(z.int(), z.positive())) }),
  ),
  enableInjected: flag,
  enableEIP6963: flag,
  customWallets: z.optional(z.array(customWalletSchema)),
  includeWalletIds: ids,
  excludeWalletIds: ids,
  featuredWalletIds: ids,
  termsConditionsUrl: z.optional(z.string()),
  privacyPolicyUrl: z.optional(z.string()),
  siwx: z.optional(siwxConfigSchema),
  siweConfig: z.optional(siweConfigSchema),
  themeMode: z.optional(z.enum(THEME_MODES)),
  themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  apiUrl: httpUrl,
  rpcUrl: httpUrl,
  pulseUrl: httpUrl,
  secureSiteUrl: httpUrl,
  relayUrl: socketUrl,
  sdkType: z.optional(nonEmpty),
  sdkVersion: z.optional(nonEmpty),
}));
