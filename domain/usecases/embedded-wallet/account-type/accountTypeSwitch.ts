/**
 * Which preferred-account-type switch the Account view offers: on a smart-account-enabled
 * network only, to the account type the embedded wallet is not acting from now. The secure site lists both
 * accounts where it has a smart account; a user listing one account has nothing to switch to.
 */
import type { FrameUser } from '../../../entities/frame/frame-payloads.schema.js';
import type { EmbeddedAccountType } from '../shared/index.js';

export type AccountTypeSwitchParameters = {
  user: Pick<FrameUser, 'accounts' | 'preferredAccountType'> | undefined;
  /** The connected eip155 network (CAIP-2), if any. */
  caipNetworkId: string | undefined;
  /** GET_SMART_ACCOUNT_ENABLED_NETWORKS, as stored. */
  enabledNetworks: readonly number[];
};
/** The type the switch goes to, or undefined when no switch is offered. */
export type AccountTypeSwitchReturnType = EmbeddedAccountType | undefined;
export type AccountTypeSwitchErrorType = never;

export function accountTypeSwitch({ user, caipNetworkId, enabledNetworks }: AccountTypeSwitchParameters): AccountTypeSwitchReturnType {
  if (!user || !caipNetworkId?.startsWith('eip155:')) return undefined;
  const chainId = Number(caipNetworkId.slice('eip155:'.length));
  if (!enabledNetworks.includes(chainId)) return undefined;
  const types = new Set((user.accounts ?? []).map((account) => account.type));
  if (!types.has('eoa') || !types.has('smartAccount')) return undefined;
  return user.preferredAccountType === 'smartAccount' ? 'eoa' : 'smartAccount';
}
