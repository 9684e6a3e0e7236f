/**
 * The Farcaster app's pages, rendered on its server with every value escaped: the accounts it holds, a
 * sign-in request with the account choice and Approve / Reject, and the outcome. Plain forms, no script: the
 * buttons work from the keyboard and with a screen reader as they are.
 */
import { escapeHtml } from '../../mail/html-text.js';
import type { DevFarcasterAccount } from '../dev-accounts.js';
import { SIWF_PATH } from '../relay/start-farcaster-relay.js';
import type { ChannelRequest } from './relay-client.js';

export const APP_CSS_PATH = '/app.css';

export function pfpPath(fid: number): string {
  return `/pfp/${fid}.svg`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Farcaster (devstack)</title>
<link rel="stylesheet" href="${APP_CSS_PATH}">
</head>
<body>
<main>
<p class="app">Farcaster <span>devstack app</span></p>
${body}
</main>
</body>
</html>
`;
}

function accountLabel(account: DevFarcasterAccount): string {
  return `<img src="${pfpPath(account.fid)}" alt="" width="32" height="32"><span><strong>${escapeHtml(account.displayName)}</strong> @${escapeHtml(account.username)} <span class="fid">FID ${account.fid}</span></span>`;
}

export function homePage(accounts: readonly DevFarcasterAccount[]): string {
  const items = accounts.map((account) => `<li>${accountLabel(account)}</li>`).join('\n');
  return page(
    'Accounts',
    `<h1>Your accounts</h1>
<ul class="accounts">
${items}
</ul>
<p>Open a site's “Sign in with Farcaster” link (<code>${SIWF_PATH}?channelToken=…</code>) to see its request here.</p>`,
  );
}

export function requestPage(channelToken: string, request: ChannelRequest, accounts: readonly DevFarcasterAccount[]): string {
  const { domain, siweUri, expirationTime } = request.signatureParams;
  const choices = accounts
    .map(
      (account, index) =>
        `<label class="choice"><input type="radio" name="fid" value="${account.fid}"${index === 0 ? ' checked' : ''}>${accountLabel(account)}</label>`,
    )
    .join('\n');
  const expiry = expirationTime === undefined ? '' : `\n<div><dt>Valid until</dt><dd>${escapeHtml(expirationTime)}</dd></div>`;
  return page(
    `Sign in to ${domain}`,
    `<h1>Sign in to ${escapeHtml(domain)}?</h1>
<p>This site asks you to sign in with your Farcaster account.</p>
<dl>
<div><dt>Site</dt><dd>${escapeHtml(domain)}</dd></div>
<div><dt>Address</dt><dd>${escapeHtml(siweUri)}</dd></div>
<div><dt>What it gets</dt><dd>Your FID, username and display name, and a message signed with your account’s custody key. No transaction, no funds.</dd></div>${expiry}
</dl>
<form method="post" action="${SIWF_PATH}">
<input type="hidden" name="channelToken" value="${escapeHtml(channelToken)}">
<fieldset>
<legend>Sign in as</legend>
${choices}
</fieldset>
<div class="actions">
<button type="submit" name="decision" value="approve" class="approve">Approve</button>
<button type="submit" name="decision" value="reject" class="reject">Reject</button>
</div>
</form>`,
  );
}

export type Outcome = 'approved' | 'rejected' | 'answered' | 'unknown';

const OUTCOMES: Record<Outcome, [string, string]> = {
  approved: ['Signed in', 'You can go back to the site.'],
  rejected: ['Request rejected', 'The site was told you declined. You can go back to it.'],
  answered: ['Already answered', 'This sign-in request was answered before.'],
  unknown: ['This sign-in link does not work', 'The request is unknown or expired. Start the sign-in again from the site.'],
};

export function outcomePage(outcome: Outcome, detail?: { domain: string; account?: DevFarcasterAccount }): string {
  const [title, text] = OUTCOMES[outcome];
  const who = outcome === 'approved' && detail?.account ? ` as @${escapeHtml(detail.account.username)}` : '';
  const where = detail ? ` to ${escapeHtml(detail.domain)}` : '';
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p role="status">${outcome === 'approved' ? `Signed in${where}${who}. ` : ''}${escapeHtml(text)}</p>`);
}

/** A coloured disc with the account's initial: a profile picture that needs no network. */
export function pfpSvg(account: DevFarcasterAccount): string {
  const hue = (account.fid * 137) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="hsl(${hue} 55% 38%)"/><text x="32" y="42" text-anchor="middle" font-family="system-ui, sans-serif" font-size="28" fill="#fff">${escapeHtml(account.displayName.slice(0, 1))}</text></svg>`;
}

/** Contrast at least 4.5:1 for text, 3:1 for the controls' edges, in light and dark. */
export const APP_CSS = `:root { color-scheme: light dark; --fg: #17131f; --muted: #4d4759; --bg: #ffffff; --panel: #f5f3f8; --line: #cfc9d9; --accent: #6a3fc8; --on-accent: #ffffff; }
@media (prefers-color-scheme: dark) { :root { --fg: #f1eef6; --muted: #c2bbcf; --bg: #16131c; --panel: #221e2a; --line: #48415a; --accent: #b397ff; --on-accent: #160d2e; } }
body { margin: 0; background: var(--bg); color: var(--fg); font: 16px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; }
main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1.25rem; }
.app { margin: 0 0 1rem; font-weight: 700; color: var(--accent); }
.app span { font-weight: 400; color: var(--muted); }
h1 { font-size: 1.4rem; margin: 0 0 0.5rem; overflow-wrap: anywhere; }
dl { margin: 1rem 0; background: var(--panel); border: 1px solid var(--line); border-radius: 10px; padding: 0.5rem 0.75rem; }
dl > div { padding: 0.35rem 0; border-bottom: 1px solid var(--line); }
dl > div:last-child { border-bottom: 0; }
dt { font-size: 0.8rem; font-weight: 600; color: var(--muted); }
dd { margin: 0.1rem 0 0; overflow-wrap: anywhere; }
fieldset { border: 1px solid var(--line); border-radius: 10px; margin: 0 0 1rem; padding: 0.5rem 0.75rem; }
legend { font-weight: 600; padding: 0 0.25rem; }
.choice, .accounts li { display: flex; align-items: center; gap: 0.6rem; padding: 0.4rem 0; }
.choice { cursor: pointer; }
.choice input { width: 1.1rem; height: 1.1rem; accent-color: var(--accent); }
.accounts { list-style: none; margin: 0 0 1rem; padding: 0; }
img { border-radius: 50%; }
.fid { color: var(--muted); font-size: 0.85rem; }
.actions { display: flex; gap: 0.75rem; }
button { flex: 1; font: inherit; font-weight: 600; padding: 0.65rem 1rem; border-radius: 999px; cursor: pointer; border: 1px solid var(--line); }
button.approve { background: var(--accent); color: var(--on-accent); border-color: var(--accent); }
button.reject { background: var(--bg); color: var(--fg); border-color: var(--muted); }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
`;
