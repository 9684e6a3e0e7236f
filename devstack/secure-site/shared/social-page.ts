/** What the social callback page's script reads from its page (a JSON data block, not a script: CSP). */
export const SOCIAL_RESULT_ELEMENT_ID = 'social-result';
export const SOCIAL_STATUS_ELEMENT_ID = 'social-status';
export const SOCIAL_CALLBACK_SCRIPT_PATH = '/social/callback.js';

/** `resultUri` goes to the opener, posted with `targetOrigin` (the host origin stored with the state) exactly. */
export type SocialCallbackData = { resultUri: string; targetOrigin: string };

/**
 * Telegram: the page this sign-in goes back to (on the host origin, checked, with `wp_social_result`). The
 * callback page navigates there with its script rather than answering a 303: the provider's login form started
 * this chain of redirects, and Chromium applies the provider's CSP form-action to every hop, which lists the
 * secure site but cannot list every host page.
 */
export type SocialReturnData = { returnTo: string };
