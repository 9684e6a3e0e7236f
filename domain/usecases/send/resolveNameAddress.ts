/**
 * Where a registered name points on EVM chains (its addresses, keyed by coin type). The name
 * service keys an EVM address by its coin type; an EVM receiver takes the first valid EVM address, preferring
 * `coinType` (the chain's), then 60 (Ethereum's, which every EVM wallet shares).
 */
import type { NameResponse } from '../../entities/api/blockchain-api.schema.js';
import { isEvmAddress } from '../../entities/address/index.js';
import { trustedImageUrl } from '../../entities/link/trusted-image-url.js';

const ETHEREUM_COIN_TYPE = '60';

export type ResolveNameAddressParameters = {
  name: Pick<NameResponse, 'addresses'>;
  coinType?: number | undefined;
};

export function resolveNameAddress({ name, coinType }: ResolveNameAddressParameters): string | undefined {
  const preferred = [coinType === undefined ? undefined : String(coinType), ETHEREUM_COIN_TYPE];
  for (const key of preferred) {
    const address = key === undefined ? undefined : name.addresses[key]?.address;
    if (address !== undefined && isEvmAddress(address)) return address;
  }
  return Object.values(name.addresses).find((entry) => isEvmAddress(entry.address))?.address;
}

/**
 * The avatar of a name record, if it has one that may load: on one of `trustedOrigins` (the configured APIs')
 * or a data:image URI, never a host the name's owner picked (trustedImageUrl).
 */
export function nameAvatar(name: Pick<NameResponse, 'attributes'>, trustedOrigins: readonly string[]): string | undefined {
  const avatar = name.attributes.find((attribute) => attribute.avatar !== undefined && attribute.avatar !== '')?.avatar;
  return trustedImageUrl({ url: avatar, trustedOrigins });
}

/** A name as the name service spells them: letters, digits, hyphens and dots. */
export function looksLikeName(value: string): boolean {
  return /^[a-z0-9-]+(\.[a-z0-9-]+)*$/i.test(value) && !/^0x/i.test(value);
}
