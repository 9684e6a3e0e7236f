/**
 * The checks createWalletport runs at once, before anything loads: the mistakes a page makes most (no project
 * id, no network, a misspelt option, both sign-in options, a network without a CAIP-2 id) fail on the spot
 * with the catalogue's message. The full schema check (parseOptions, with zod) runs when the core loads right
 * after the provider mounts: keeping zod out of the page's first load is why the check is split in two.
 *
 * Throws:
 * - PROJECT_ID_REQUIRED ('Project ID Not Configured') when projectId is missing, empty or not a string;
 * - INVALID_OPTIONS when the options are not an object, `networks` is not a non-empty list, or an option's name
 *   is unknown (the details name it, with the known name it is nearest to: `themeMod` gets "did you mean
 *   `themeMode`?"). A theme variable's name is checked with its value when the core loads (the theme use case:
 *   an unknown one is left out with a warning that names it and the variable it is nearest to), so the list of
 *   names stays out of the page's first load;
 * - INVALID_CAIP2_NETWORK_ID when a network's caipNetworkId is not `namespace:reference`;
 * - SIWE_AND_SIWX_BOTH_SET when both `siweConfig` and `siwx` are given;
 * - INVALID_OPTIONS when `connectors` is given and is not a list of wallet connectors.
 */
import { WalletportError, type WalletportErrorParameters } from '../../entities/errors/base.error.js';
import { optionsErrorMessages, type OptionsErrorCode } from '../../entities/errors/options-messages.js';
import { didYouMean } from '../../entities/text/closestName.js';
import { OPTION_NAMES } from './optionNames.js';

export type PreflightOptionsErrorType =
  | WalletportError<'PROJECT_ID_REQUIRED'>
  | WalletportError<'INVALID_OPTIONS'>
  | WalletportError<'INVALID_CAIP2_NETWORK_ID'>
  | WalletportError<'SIWE_AND_SIWX_BOTH_SET'>;

/**
 * The catalogue's error for a code of this check, built from the options messages alone: importing the whole
 * catalogue here would put every message in the host page's first load.
 */
function walletportError<TCode extends OptionsErrorCode>(code: TCode, _args: [] = [], parameters?: WalletportErrorParameters): WalletportError<TCode> {
  return new WalletportError(code, optionsErrorMessages[code], parameters);
}

/** CAIP-2: exactly two non-empty colon-separated parts (SPEC.md section 5). */
const CAIP2_NETWORK_ID = /^[^:\s]+:[^:\s]+$/;

const KNOWN = new Set<string>(OPTION_NAMES);

function isConnectorLike(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate['info'] === 'object' && candidate['info'] !== null && typeof candidate['connect'] === 'function';
}

/** `extraNames`: options the caller handles itself (createWalletport's `logLevel`, `embedded`). */
export function preflightOptions(input: unknown, extraNames: readonly string[] = []): void {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw walletportError('INVALID_OPTIONS', [], { details: 'createWalletport expects an options object' });
  }
  const options = input as Record<string, unknown>;
  const projectId = options['projectId'];
  if (typeof projectId !== 'string' || projectId.trim() === '') {
    throw walletportError('PROJECT_ID_REQUIRED', [], {
      details: 'Pass `projectId`: the id of your project in the cloud dashboard (any non-empty string for a self-hosted setup)',
    });
  }
  const unknown = Object.keys(options).filter((name) => !KNOWN.has(name) && !extraNames.includes(name));
  if (unknown.length > 0) throw unknownOptions(unknown, [...OPTION_NAMES, ...extraNames]);
  const networks = options['networks'];
  if (!Array.isArray(networks) || networks.length === 0) {
    throw walletportError('INVALID_OPTIONS', [], { details: '`networks` must list at least one network' });
  }
  for (const [index, network] of (networks as unknown[]).entries()) {
    const id = typeof network === 'object' && network !== null ? (network as Record<string, unknown>)['caipNetworkId'] : undefined;
    if (typeof id !== 'string' || !CAIP2_NETWORK_ID.test(id)) {
      throw walletportError('INVALID_CAIP2_NETWORK_ID', [], { details: `networks[${index}].caipNetworkId is ${JSON.stringify(id) ?? 'missing'}` });
    }
  }
  if (options['siwx'] != null && options['siweConfig'] != null) throw walletportError('SIWE_AND_SIWX_BOTH_SET');
  const connectors = options['connectors'];
  if (connectors !== undefined && !(Array.isArray(connectors) && connectors.every(isConnectorLike))) {
    throw walletportError('INVALID_OPTIONS', [], {
      details: '`connectors` must be a list of wallet connectors (each with `info` and `connect`, e.g. from mockConnector)',
    });
  }
}

/** INVALID_OPTIONS naming each unknown option, with the known one a near miss was probably meant to be. */
function unknownOptions(names: readonly string[], known: readonly string[]): WalletportError<'INVALID_OPTIONS'> {
  const listed = names.map((name) => `\`${name}\`${didYouMean({ name, known })}`).join(', ');
  return walletportError('INVALID_OPTIONS', [], { details: `Unknown option${names.length > 1 ? 's' : ''} ${listed}` });
}
