/** embedded-wallet/shared: what code outside this folder uses (the dependency-rules test lets it import nothing else here). */
export { asWalletportError } from './asWalletportError.js';
export { EmbeddedLoginStorage } from './embedded-login.storage.js';
export type { EmbeddedAccountType, StoredSocialLogin } from './embedded-login.storage.js';
