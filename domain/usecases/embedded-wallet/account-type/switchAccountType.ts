/**
 * The preferred account type switch: through the auth connector (SET_PREFERRED_ACCOUNT),
 * then the user read again, which reconnects the page to the other account (its address; accountsChanged
 * moves the connection), and the choice stored under `@appkit/preferred_account_types` so a reload asks for
 * it again.
 */
import type { EmbeddedWalletConnector } from '../../../../ports/embedded-wallet.port.js';
import type { FrameUser } from '../../../entities/frame/frame-payloads.schema.js';
import type { EmbeddedAccountType, EmbeddedLoginStorage } from '../shared/index.js';

export type SwitchAccountTypeParameters = {
  connector: Pick<EmbeddedWalletConnector, 'setPreferredAccountType'>;
  stored: Pick<EmbeddedLoginStorage, 'setPreferredAccountType'>;
  type: EmbeddedAccountType;
};
export type SwitchAccountTypeReturnType = Promise<FrameUser>;
/** Whatever the frame refused with (FRAME_REQUEST_FAILED, a timeout...): the stored choice is then unchanged. */
export type SwitchAccountTypeErrorType = unknown;

export async function switchAccountType({ connector, stored, type }: SwitchAccountTypeParameters): SwitchAccountTypeReturnType {
  const user = await connector.setPreferredAccountType(type);
  // Stored only once the wallet took it: a refused switch must not come back as the choice after a reload.
  stored.setPreferredAccountType(type);
  return user;
}
