/** The page the approval link opens: it says, in words, whether the device is now approved. */
import { escapeHtml } from '../../mail/html-text.js';
import type { DeviceApproval } from '../auth/email-login.js';
import { FRAME_CSS_PATH } from './frame-page.js';

export function devicePage(result: DeviceApproval): string {
  const [title, text] =
    result.status === 'invalid'
      ? ['This link does not work', 'The link is unknown, was used for a login that finished, or expired. Start the login again from the site.']
      : [
          'Device approved',
          `The device is approved for ${result.email}. ${result.status === 'approved' ? 'A code is on its way to that address' : 'The code was sent to that address'}: go back to the site and enter it.`,
        ];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · walletport</title>
<link rel="stylesheet" href="${FRAME_CSS_PATH}">
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
</main>
</body>
</html>
`;
}
