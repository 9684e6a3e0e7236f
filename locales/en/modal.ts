/**
 * The English text of the modal, loaded with the modal (not with the page): every section's entries in one
 * object. Each section lives in its own file; a new view adds its section here.
 */
import { enApprove } from './approve.js';
import { enCommon } from './common.js';
import { enAlerts } from './alerts.js';
import { enErrors } from './errors.js';
import { enShell } from './shell.js';
import { enViews } from './views.js';
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
import { enCore } from './core.js';
import { enOnramp } from './onramp.js';
import { enSwap } from './swap.js';

export const enModal = {
  ...enApprove,
  ...enCommon,
  ...enViews,
  ...enShell,
  ...enAlerts,
  ...enErrors,
  ...enAccount,
  ...enActivity,
  ...enSend,
  ...enReceive,
  ...enWallets,
  ...enNetworks,
  ...enNames,
  ...enCore,
  ...enOnramp,
  ...enSwap,
  ...enConnect,
  ...enAllWallets,
  ...enWalletConnect,
  ...enConnecting,
  ...enEmail,
  ...enWhatIsAWallet,
  ...enSiwx,
} as const;
