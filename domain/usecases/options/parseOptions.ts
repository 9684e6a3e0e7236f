/**
 * Checks the host page's options and fills in the defaults. Throws:
 * - PROJECT_ID_REQUIRED ('Project ID Not Configured') when projectId is missing, empty or not a string;
 * - SIWE_AND_SIWX_BOTH_SET when both `siweConfig` and `siwx` are given;
 * - INVALID_CAIP2_NETWORK_ID when a network's caipNetworkId is not `namespace:reference`;
 * - INVALID_OPTIONS for any other malformed option (details list every problem).
 */
import { z } from 'zod/mini';
import { DEFAULT_SDK_TYPE } from '../../entities/constants.js';
import type { WalletportError } from '../../entities/errors/base.error.js';
import { errorMessage, walletportError } from '../../entities/errors/catalogue.js';
import { ensureZodMessages } from '../../entities/validation/zod-messages.js';
import { DEFAULT_SDK_VERSION, DEFAULT_SERVICE_URLS } from './defaults.js';
import type { OptionsNetwork, ResolvedOptions, ServiceUrls, WalletportOptions } from './options.js';
import { walletportOptionsSchema } from './options.schema.js';

export type ParseOptionsErrorType =
  | WalletportError<'PROJECT_ID_REQUIRED'>
  | WalletportError<'SIWE_AND_SIWX_BOTH_SET'>
  | WalletportError<'INVALID_CAIP2_NETWORK_ID'>
  | WalletportError<'INVALID_OPTIONS'>;

/** The headline of INVALID_OPTIONS (the catalogue's); the details name every problem. */
export const INVALID_OPTIONS_MESSAGE = errorMessage('INVALID_OPTIONS');

export function parseOptions<TNetwork extends OptionsNetwork>(
  input: WalletportOptions<TNetwork>,
): ResolvedOptions<TNetwork> {
  ensureZodMessages();
  // Before the shape check: both set is the mistake to name, whatever either looks like.
  if (input?.siwx != null && input?.siweConfig != null) throw walletportError('SIWE_AND_SIWX_BOTH_SET');
  const result = walletportOptionsSchema.safeParse(input);
  if (!result.success) throw optionsError(result.error);
  const data = result.data;

  return {
    ...serviceUrls(data),
    projectId: data.projectId,
    // The caller's own network objects, not zod's copies: other use cases compare them by identity.
    networks: [...input.networks],
    defaultNetwork: input.defaultNetwork,
    metadata: data.metadata,
    features: data.features ?? {},
    basic: data.basic ?? false,
    manualWCControl: data.manualWCControl ?? false,
    allowUnsupportedChain: data.allowUnsupportedChain ?? false,
    enableNetworkSwitch: data.enableNetworkSwitch ?? true,
    enableWalletConnect: data.enableWalletConnect ?? true,
    walletConnect: { telemetryEnabled: data.walletConnect?.telemetryEnabled ?? true },
    pendingTransactionsFilter: data.pendingTransactionsFilter ?? {},
    enableInjected: data.enableInjected ?? true,
    enableEIP6963: data.enableEIP6963 ?? true,
    customWallets: input.customWallets ?? [],
    includeWalletIds: data.includeWalletIds ?? [],
    excludeWalletIds: data.excludeWalletIds ?? [],
    featuredWalletIds: data.featuredWalletIds ?? [],
    termsConditionsUrl: data.termsConditionsUrl,
    privacyPolicyUrl: data.privacyPolicyUrl,
    // The caller's own objects: their methods keep their `this`.
    siwx: input.siwx,
    siweConfig: input.siweConfig,
    themeMode: data.themeMode,
    themeVariables: data.themeVariables ?? {},
    sdkType: data.sdkType ?? DEFAULT_SDK_TYPE,
    sdkVersion: data.sdkVersion ?? DEFAULT_SDK_VERSION,
  };
}

function serviceUrls(data: Partial<ServiceUrls>): ServiceUrls {
  const urls = { ...DEFAULT_SERVICE_URLS };
  for (const key of Object.keys(urls) as (keyof ServiceUrls)[]) {
    const given = data[key];
    // Without the trailing slash, so adapters can append paths.
    if (given !== undefined) urls[key] = given.replace(/\/+$/, '');
  }
  return urls;
}

function optionsError(error: z.core.$ZodError): ParseOptionsErrorType {
  const details = z.prettifyError(error);
  const at = (predicate: (path: readonly PropertyKey[]) => boolean) =>
    error.issues.some((issue) => predicate(issue.path));
  // A missing options object has an empty path; treat it as a missing project id, the first thing needed.
  if (at((path) => path.length === 0 || path[0] === 'projectId')) {
    return walletportError('PROJECT_ID_REQUIRED', [], { details, cause: error });
  }
  if (at((path) => path.at(-1) === 'caipNetworkId')) {
    return walletportError('INVALID_CAIP2_NETWORK_ID', [], { details, cause: error });
  }
  return walletportError('INVALID_OPTIONS', [], { details, cause: error });
}
