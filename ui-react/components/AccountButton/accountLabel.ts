import { truncateAddress } from '../../../domain/entities/display/truncateAddress.js';

/** The name shown for an account: its profile name when it has one, else the address truncated 4/6. */
export function accountLabel(address: string, profileName: string | undefined): string {
  const name = profileName?.trim();
  return name ? name : truncateAddress(address);
}
