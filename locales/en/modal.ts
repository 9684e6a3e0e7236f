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
import { enAccount } from './account.js';
import { enActivity } from './activity.js';
import { enNames } from './names.js';
import { enNetworks } from './networks.js';
import { enReceive } from './receive.js';
import { enSend } from './send.js';
import { enWallets } from './wallets.js';

export const enModal = {
  ...enCommon,
  ...enAccount,
  ...enActivity,
  ...enSend,
  ...enReceive,
  ...enWallets,
  ...enNetworks,
  ...enNames,
  ...enConnect,
  ...enAllWallets,
  ...enWalletConnect,
  ...enConnecting,
  ...enEmail,
  ...enWhatIsAWallet,
  ...enSiwx,
} as const;
