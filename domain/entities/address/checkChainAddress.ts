/**
 * Whether an address belongs to a chain, with a sentence saying why not that a person can act on: a Kusama
 * address offered on Polkadot is named as such, not just "invalid".
 */
import { BITCOIN_NETWORKS, decodeBitcoinAddress } from './bitcoinAddress.js';
import { chainAddressFormat } from './chainAddressFormat.js';
import { decodeCosmosAddress } from './cosmosAddress.js';
import { checkSs58Network, ss58NetworkName } from './ss58Network.js';

export type CheckChainAddressParameters = { chainId: string; address: unknown };
export type CheckChainAddressReturnType =
  | { ok: true }
  | { ok: false; reason: 'unknown-chain' | 'invalid' | 'other-network'; message: string };
export type CheckChainAddressErrorType = never;

/** Judges `address` on `chainId` (a chain chainAddressFormat knows; any other is 'unknown-chain'). */
export function checkChainAddress({ chainId, address }: CheckChainAddressParameters): CheckChainAddressReturnType {
  const format = chainAddressFormat(chainId);
  if (!format) return { ok: false, reason: 'unknown-chain', message: `No address rule is known for ${chainId}` };
  const shown = typeof address === 'string' ? address : String(address);
  switch (format.namespace) {
    case 'polkadot': {
      const checked = checkSs58Network({ address, prefix: format.ss58Prefix });
      if (checked.ok) return { ok: true };
      if (checked.reason === 'invalid') return { ok: false, reason: 'invalid', message: `${shown} is not an SS58 address` };
      return {
        ok: false,
        reason: 'other-network',
        message: `${shown} is a ${ss58NetworkName(checked.prefix)} address (SS58 prefix ${checked.prefix}); ${chainId} takes ${ss58NetworkName(format.ss58Prefix)} addresses (prefix ${format.ss58Prefix})`,
      };
    }
    case 'cosmos': {
      const decoded = decodeCosmosAddress(address);
      if (!decoded) return { ok: false, reason: 'invalid', message: `${shown} is not a Cosmos address` };
      if (decoded.prefix === format.bech32Prefix) return { ok: true };
      return { ok: false, reason: 'other-network', message: `${shown} is a '${decoded.prefix}' address; ${chainId} takes '${format.bech32Prefix}' addresses` };
    }
    case 'bip122': {
      if (decodeBitcoinAddress({ address, network: format.bitcoinNetwork })) return { ok: true };
      const other = BITCOIN_NETWORKS.find((network) => decodeBitcoinAddress({ address, network }));
      if (other) return { ok: false, reason: 'other-network', message: `${shown} is a Bitcoin ${other} address; ${chainId} takes ${format.bitcoinNetwork} addresses` };
      return { ok: false, reason: 'invalid', message: `${shown} is not a Bitcoin ${format.bitcoinNetwork} address` };
    }
  }
}
