/**
 * Where a registered name points on EVM chains (CONTRACTS.md `name`: addresses keyed by coin type). The name
 * service keys an EVM address by its coin type; an EVM receiver takes the first valid EVM address, preferring
 * `coinType` (the chain's), then 60 (Ethereum's, which every EVM wallet shares).
 */
import type { NameResponse } from '../../entities/api/blockchain-api.schema.js';
import { isEvmAddress } from '../../entities/address/index.js';

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

/** The avatar of a name record, if it has one. */
export function nameAvatar(name: Pick<NameResponse, 'attributes'>): string | undefined {
  return name.attributes.find((attribute) => attribute.avatar !== undefined && attribute.avatar !== '')?.avatar;
}
