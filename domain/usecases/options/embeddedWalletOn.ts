/**
 * When the embedded (email and social) wallet is on: email login is on, or social login is on with at least
 * one provider. One rule for the Connect view's methods (connectMethodOrder), the origin
 * check (OptionsUseCase.checkOrigin) and whether the page gets an embedded wallet at all (the composition
 * root, over the local features: basic mode turns both off).
 */
import type { CaipNetwork } from '../../entities/network/caipNetwork.js';
import type { Features, ResolvedOptions } from './options.js';
import { resolveFeatures } from './resolveFeatures.js';

export type IsSocialLoginOnParameters = Pick<Features, 'socials'>;

/** Social login is on when `socials` is not `false` and names at least one provider. */
export function isSocialLoginOn(features: IsSocialLoginOnParameters): boolean {
  return features.socials !== false && features.socials.length > 0;
}

export type IsEmbeddedWalletOnParameters = Pick<Features, 'email' | 'socials'>;

export function isEmbeddedWalletOn(features: IsEmbeddedWalletOnParameters): boolean {
  return features.email || isSocialLoginOn(features);
}

export type EmbeddedWalletNetworksReturnType = readonly CaipNetwork[];

/**
 * The networks the page's embedded wallet serves (its EVM networks), or none when the page gets no embedded
 * wallet: basic mode, email and social login both off in the local features, or no EVM network. The remote
 * configuration is not consulted: it loads when the modal first opens, long after the core is built.
 */
export function embeddedWalletNetworks(options: ResolvedOptions<CaipNetwork>): EmbeddedWalletNetworksReturnType {
  const { features } = resolveFeatures(options.features, undefined, { basic: options.basic });
  if (!isEmbeddedWalletOn(features)) return [];
  return options.networks.filter((network) => network.chainNamespace === 'eip155');
}
