/** What the social callback page's script reads from its page (a JSON data block, not a script: CSP). */
export const SOCIAL_RESULT_ELEMENT_ID = 'social-result';
export const SOCIAL_STATUS_ELEMENT_ID = 'social-status';
export const SOCIAL_CALLBACK_SCRIPT_PATH = '/social/callback.js';

/** `resultUri` goes to the opener, posted with `targetOrigin` (the host origin stored with the state) exactly. */
export type SocialCallbackData = { resultUri: string; targetOrigin: string };
