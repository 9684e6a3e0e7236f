/** A Solana address checked at the edge: 32 to 44 base58 characters, then 32 bytes. */
import { isAddress, type Address } from '@solana/kit';
import { isSolanaAddress } from '../../../domain/entities/address/index.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import type { WalletportError } from '../../../domain/entities/errors/base.error.js';

export type SolanaAddressParameters = string;
export type SolanaAddressReturnType = Address;
export type SolanaAddressErrorType = WalletportError<'INVALID_ADDRESS'>;

/** The address as kit's branded type, or INVALID_ADDRESS (the spec's message) for anything else. */
export function solanaAddress(value: SolanaAddressParameters): SolanaAddressReturnType {
  if (typeof value !== 'string' || !isSolanaAddress(value) || !isAddress(value)) throw walletportError('INVALID_ADDRESS', [String(value)]);
  return value;
}
