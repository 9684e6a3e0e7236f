/**
 * Bitcoin address recognition for the bip122 namespace: legacy Base58Check (P2PKH, P2SH) and segwit
 * (P2WPKH, P2WSH, P2TR and future witness versions), each checked against the expected network.
 */
import { decodeBase58Check } from './base58check.js';
import { isBase58 } from './base58.js';
import { decodeSegwitAddress } from './segwit.js';

export type BitcoinNetwork = 'mainnet' | 'testnet';

export type BitcoinAddressType =
  | 'p2pkh'
  | 'p2sh'
  | 'p2wpkh'
  | 'p2wsh'
  | 'p2tr'
  /** A valid segwit address of a witness version or program size not yet given a meaning (BIP-350). */
  | 'witness-unknown';

type NetworkParameters = {
  /** Segwit human-readable parts. Regtest (`bcrt`) is grouped with testnet: both hold worthless coins. */
  hrps: readonly string[];
  p2pkhVersion: number;
  p2shVersion: number;
};

const NETWORKS: Readonly<Record<BitcoinNetwork, NetworkParameters>> = {
  mainnet: { hrps: ['bc'], p2pkhVersion: 0x00, p2shVersion: 0x05 },
  testnet: { hrps: ['tb', 'bcrt'], p2pkhVersion: 0x6f, p2shVersion: 0xc4 },
};

// A version byte, a 20-byte hash and a 4-byte checksum encode to 26 to 35 base58 characters.
const LEGACY_MIN_LENGTH = 26;
const LEGACY_MAX_LENGTH = 35;
const LEGACY_PAYLOAD_BYTES = 21;

function legacyAddressType(value: string, network: NetworkParameters): BitcoinAddressType | undefined {
  if (value.length < LEGACY_MIN_LENGTH || value.length > LEGACY_MAX_LENGTH || !isBase58(value)) return undefined;
  const payload = decodeBase58Check(value);
  if (payload?.length !== LEGACY_PAYLOAD_BYTES) return undefined;
  if (payload[0] === network.p2pkhVersion) return 'p2pkh';
  if (payload[0] === network.p2shVersion) return 'p2sh';
  return undefined;
}

function segwitAddressType(value: string, network: NetworkParameters): BitcoinAddressType | undefined {
  const separatorAt = value.lastIndexOf('1');
  const hrp = value.slice(0, Math.max(separatorAt, 0)).toLowerCase();
  if (!network.hrps.includes(hrp)) return undefined;
  const witness = decodeSegwitAddress(value, hrp);
  if (!witness) return undefined;
  if (witness.version === 0) return witness.program.length === 20 ? 'p2wpkh' : 'p2wsh';
  if (witness.version === 1 && witness.program.length === 32) return 'p2tr';
  return 'witness-unknown';
}

/** The kind of Bitcoin address `value` is on `network`, or undefined when it is not a valid one there. */
export function getBitcoinAddressType(value: unknown, network: BitcoinNetwork): BitcoinAddressType | undefined {
  if (typeof value !== 'string') return undefined;
  const parameters = NETWORKS[network];
  return segwitAddressType(value, parameters) ?? legacyAddressType(value, parameters);
}

/** True when `value` is a valid Bitcoin address on `network` (checksums verified). */
export function isBitcoinAddress(value: unknown, network: BitcoinNetwork): value is string {
  return getBitcoinAddressType(value, network) !== undefined;
}
