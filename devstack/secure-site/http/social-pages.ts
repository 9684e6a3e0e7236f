/**
 * The secure site's social login pages: the popup's first page ("Loading…" while the site finds the
 * provider's address), the callback page (the result for the opener in a JSON data block, read by the
 * page's own script file), and the pages that say in words what went wrong.
 */
import { escapeHtml } from '../../mail/html-text.js';
import { SOCIAL_CALLBACK_SCRIPT_PATH, SOCIAL_RESULT_ELEMENT_ID, SOCIAL_STATUS_ELEMENT_ID, type SocialCallbackData, type SocialReturnData } from '../shared/social-page.js';
import { FRAME_CSS_PATH } from './frame-page.js';

function page(title: string, head: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · walletport</title>
<link rel="stylesheet" href="${FRAME_CSS_PATH}">
${head}</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export function loadingPage(): string {
  return page('Loading…', '', '<h1>Sign in</h1>\n<p role="status">Loading…</p>');
}

export function callbackPage(provider: string, data: SocialCallbackData | SocialReturnData): string {
  // Inside a JSON data block only `<` can end the element early; \u003c keeps it JSON.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // Telegram: a link too, for a person whose WebView does not run the script.
  const link = 'returnTo' in data ? `\n<p><a href="${escapeHtml(data.returnTo)}">Continue to the site</a></p>` : '';
  return page(
    'Signed in',
    `<script type="application/json" id="${SOCIAL_RESULT_ELEMENT_ID}">${json}</script>
<script type="module" src="${SOCIAL_CALLBACK_SCRIPT_PATH}"></script>
`,
    `<h1>Signed in with ${escapeHtml(provider)}</h1>
<p role="status" id="${SOCIAL_STATUS_ELEMENT_ID}">Going back to the site…</p>${link}`,
  );
}

export function socialProblemPage(title: string, text: string): string {
  return page(title, '', `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>`);
}

/** `/social/result` is redeemed by the frame, never by opening it; a person who opens it is told so. */
export function resultPage(): string {
  return socialProblemPage('Nothing to see here', 'This address finishes a sign-in inside the site that started it. Go back to that site.');
}
