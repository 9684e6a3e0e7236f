/**
 * The social callback page's script (docs/EMBEDDED-WALLET.md, "Social login", step 4): posts `{resultUri}` to
 * the window that opened the popup, with the host origin stored for this login as the exact target, never
 * '*': if the opener is now on another origin, the browser drops the message. The page itself closes the
 * popup once it has the result.
 */
import { z } from 'zod/mini';
import { SOCIAL_RESULT_ELEMENT_ID, SOCIAL_STATUS_ELEMENT_ID } from '../shared/social-page.js';

const dataSchema = z.union([
  z.object({ resultUri: z.string().check(z.minLength(1)), targetOrigin: z.string().check(z.minLength(1)) }),
  // Telegram: the server checked this address against the host origin stored with the login.
  z.object({ returnTo: z.url({ protocol: /^https?$/ }) }),
]);

function readData(): z.infer<typeof dataSchema> | undefined {
  try {
    const parsed = dataSchema.safeParse(JSON.parse(document.getElementById(SOCIAL_RESULT_ELEMENT_ID)?.textContent ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function say(text: string): void {
  const status = document.getElementById(SOCIAL_STATUS_ELEMENT_ID);
  if (status) status.textContent = text;
}

const data = readData();
const opener = window.opener as Window | null;
if (!data) say('This page is missing its sign-in result. Start the sign-in again from the site.');
else if ('returnTo' in data) location.replace(data.returnTo);
else if (!opener || opener.closed) say('The site that opened this window is gone. Start the sign-in again from the site.');
else {
  opener.postMessage({ resultUri: data.resultUri }, data.targetOrigin);
  say('Signed in. Going back to the site; if this window stays open, close it.');
}
