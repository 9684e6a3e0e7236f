/**
 * Where a remote avatar (a profile's, a name's) may load from: the configured APIs, which the page talks to
 * already (the catalogue's `apiUrl`, as for wallet images, and the blockchain API's `rpcUrl`, which answers the
 * identity and name lookups). Any other host would learn about every visitor; domain/entities/link/
 * trusted-image-url.ts applies the rule.
 */
import { originOf } from '../domain/entities/link/trusted-image-url.js';

export function avatarOrigins(options: { readonly apiUrl: string; readonly rpcUrl: string }): readonly string[] {
  return [options.apiUrl, options.rpcUrl].map(originOf).filter((origin): origin is string => origin !== undefined);
}
