/**
 * Accounts as a wallet reports them (eth_accounts, eth_requestAccounts, accountsChanged): an array of
 * `0x` + 40 hex addresses, any case. They come out EIP-55 checksummed, in the wallet's order, without
 * duplicates. Anything else in the array makes the whole answer invalid.
 */
import { checksumEvmAddress, type EvmAddress } from '../../../domain/entities/address/checksumEvmAddress.js';
import { z } from 'zod/mini';
import { lazySchema } from '../../../domain/entities/validation/lazySchema.js';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

function uniqueChecksummed(addresses: readonly string[]): EvmAddress[] {
  const seen = new Set<string>();
  const result: EvmAddress[] = [];
  for (const address of addresses) {
    const checksummed = checksumEvmAddress(address);
    if (seen.has(checksummed)) continue;
    seen.add(checksummed);
    result.push(checksummed);
  }
  return result;
}

export const walletAccountsSchema = lazySchema(() => z.pipe(
  z.array(z.string().check(z.regex(EVM_ADDRESS, 'Not an EVM address'))),
  z.transform((addresses: string[]) => uniqueChecksummed(addresses)),
));
