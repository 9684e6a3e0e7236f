/** The devstack's secure site (the embedded wallet's frame, its login and its keys). */
export {
  SECURE_SITE_DB_FILE,
  SECURE_SITE_KEY_FILE,
  startSecureSite,
  type RunningSecureSite,
  type StartSecureSiteOptions,
} from './start-secure-site.js';
export type { SecureSiteChain } from './rpc/chain-book.js';
export type { SecureSiteBundler } from './rpc/smart-accounts.js';
