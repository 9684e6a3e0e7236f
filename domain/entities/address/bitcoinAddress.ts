/**
 * Bitcoin address recognition for the bip122 namespace: legacy Base58Check (P2PKH, P2SH) and segwit
 * (P2WPKH, P2WSH, P2TR and future witness versions), each checked against the expected network.
 */
import { decodeBase58Check } from './base58check.js';
import { isBase58 } from './base58.js';
import { decodeSegwitAddress } from './segwit.js';

/**
 * Mainnet (bc1, 1, 3), testnet and signet (tb1, m/n, 2) and regtest (bcrt1, m/n, 2). Regtest is its own
 * network: a wallet on testnet never pays a bcrt1 address, even though both share the legacy version bytes.
 */
export type BitcoinNetwork = 'mainnet' | 'testnet' | 'regtest';

export const BITCOIN_NETWORKS: readonly BitcoinNetwork[] = ['mainnet', 'testnet', 'regtest'];

export type BitcoinAddressType =
  | 'p2pkh'
  | 'p2sh'
  | 'p2wpkh'
  | 'p2wsh'
  | 'p2tr'
  /** A valid segwit address of a witness version or program size not yet given a meaning (BIP-350). */
  | 'witness-unknown';

/** What an address pays to: a legacy 20-byte hash, or a witness program of a version. */
export type BitcoinAddress =
  | { type: 'p2pkh' | 'p2sh'; network: BitcoinNetwork; hash: Uint8Array }
  | { type: 'p2wpkh' | 'p2wsh' | 'p2tr' | 'witness-unknown'; network: BitcoinNetwork; version: number; program: Uint8Array };

type NetworkParameters = {
  /** The segwit human-readable part. */
  hrp: string;
  p2pkhVersion: number;
  p2shVersion: number;
};

const NETWORKS: Readonly<Record<BitcoinNetwork, NetworkParameters>> = {
  mainnet: { hrp: 'bc', p2pkhVersion: 0x00, p2shVersion: 0x05 },
  testnet: { hrp: 'tb', p2pkhVersion: 0x6f, p2shVersion: 0xc4 },
  regtest: { hrp: 'bcrt', p2pkhVersion: 0x6f, p2shVersion: 0xc4 },
};

// A version byte, a 20-byte hash and a 4-byte checksum encode to 26 to 35 base58 characters.
const LEGACY_MIN_LENGTH = 26;
const LEGACY_MAX_LENGTH = 35;
const LEGACY_PAYLOAD_BYTES = 21;

function decodeLegacy(value: string, network: BitcoinNetwork): BitcoinAddress | undefined {
  if (value.length < LEGACY_MIN_LENGTH || value.length > LEGACY_MAX_LENGTH || !isBase58(value)) return undefined;
  const payload = decodeBase58Check(value);
  if (payload?.length !== LEGACY_PAYLOAD_BYTES) return undefined;
  const hash = payload.slice(1);
  const parameters = NETWORKS[network];
  if (payload[0] === parameters.p2pkhVersion) return { type: 'p2pkh', network, hash };
  if (payload[0] === parameters.p2shVersion) return { type: 'p2sh', network, hash };
  return undefined;
}

function decodeSegwit(value: string, network: BitcoinNetwork): BitcoinAddress | undefined {
  const { hrp } = NETWORKS[network];
  // Cheap test first: most candidates on the wrong network stop here, before the checksum.
  if (!value.toLowerCase().startsWith(`${hrp}1`)) return undefined;
  const witness = decodeSegwitAddress(value, hrp);
  if (!witness) return undefined;
  const { version, program } = witness;
  const type =
    version === 0 ? (program.length === 20 ? 'p2wpkh' : 'p2wsh') : version === 1 && program.length === 32 ? 'p2tr' : 'witness-unknown';
  return { type, network, version, program };
}

export type DecodeBitcoinAddressParameters = { address: unknown; network: BitcoinNetwork };
export type DecodeBitcoinAddressReturnType = BitcoinAddress | undefined;
export type DecodeBitcoinAddressErrorType = never;

/** What `address` pays to on `network`, or undefined when it is not a valid address there (checksums verified). */
export function decodeBitcoinAddress({ address, network }: DecodeBitcoinAddressParameters): DecodeBitcoinAddressReturnType {
  if (typeof address !== 'string') return undefined;
  return decodeSegwit(address, network) ?? decodeLegacy(address, network);
}

/** The kind of Bitcoin address `value` is on `network`, or undefined when it is not a valid one there. */
export function getBitcoinAddressType(value: unknown, network: BitcoinNetwork): BitcoinAddressType | undefined {
  return decodeBitcoinAddress({ address: value, network })?.type;
}

/** True when `value` is a valid Bitcoin address on `network` (checksums verified). */
export function isBitcoinAddress(value: unknown, network: BitcoinNetwork): value is string {
  return getBitcoinAddressType(value, network) !== undefined;
}
