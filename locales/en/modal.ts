/**
 * The English text of the modal, loaded with the modal (not with the page): every section's entries in one
 * object. Each section lives in its own file; a new view adds its section here.
 */
import { enCommon } from './common.js';
import { enConnect } from './connect.js';
import { enAllWallets } from './allWallets.js';
import { enWalletConnect } from './walletConnect.js';
import { enConnecting } from './connecting.js';
import { enEmail } from './email.js';
import { enWhatIsAWallet } from './whatIsAWallet.js';
import { enSiwx } from './siwx.js';

export const enModal = {
  ...enCommon,
  ...enConnect,
  ...enAllWallets,
  ...enWalletConnect,
  ...enConnecting,
  ...enEmail,
  ...enWhatIsAWallet,
  ...enSiwx,
} as const;
