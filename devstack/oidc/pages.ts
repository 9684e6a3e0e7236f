/**
 * The provider's pages: login (pick an account or create one), consent, and errors. Server-rendered HTML with
 * every value escaped, real labels and buttons, no script. Styles come from STYLE_PATH (CSP: style-src 'self').
 */
import { escapeHtml } from '../mail/html-text.js';
import type { OidcAccount } from './accounts.js';

export const STYLE_PATH = '/devstack/style.css';

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · walletport devstack</title>
<link rel="stylesheet" href="${STYLE_PATH}">
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

const standIn = (provider: string) =>
  `<p class="note">The walletport devstack's stand-in for ${escapeHtml(provider)}: no password, any account you pick or create here is yours.</p>`;

export type LoginPageInput = {
  uid: string;
  provider: string;
  accounts: readonly OidcAccount[];
  /** What the person typed, shown again with the problem after a refused form. */
  typed?: { username: string; email: string };
  problem?: string;
};

export function loginPage({ uid, provider, accounts, typed, problem }: LoginPageInput): string {
  const base = `/interaction/${encodeURIComponent(uid)}`;
  const list =
    accounts.length === 0
      ? '<p>No accounts yet: create one below.</p>'
      : `<ul class="accounts">
${accounts
  .map(
    (account) => `<li><form method="post" action="${base}/login">
<input type="hidden" name="subject" value="${escapeHtml(account.subject)}">
<button type="submit">Continue as ${escapeHtml(account.username)}</button>
<span class="email">${escapeHtml(account.email)}</span>
</form></li>`,
  )
  .join('\n')}
</ul>`;
  return page(
    `Sign in with ${provider}`,
    `<h1>Sign in with ${escapeHtml(provider)}</h1>
${standIn(provider)}
<section aria-labelledby="accounts-heading">
<h2 id="accounts-heading">Choose an account</h2>
${list}
</section>
<section aria-labelledby="create-heading">
<h2 id="create-heading">Create an account</h2>
<form method="post" action="${base}/create" class="create">
${problem ? `<p role="alert" class="problem">${escapeHtml(problem)}</p>` : ''}
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" required maxlength="64" value="${escapeHtml(typed?.username ?? '')}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(typed?.email ?? '')}">
<button type="submit">Create account</button>
</form>
</section>
<form method="post" action="${base}/abort"><button type="submit" class="secondary">Cancel</button></form>`,
  );
}

export function consentPage(input: { uid: string; provider: string; account: OidcAccount; app: string }): string {
  const base = `/interaction/${encodeURIComponent(input.uid)}`;
  return page(
    `Allow ${input.app}`,
    `<h1>Allow ${escapeHtml(input.app)} to use your ${escapeHtml(input.provider)} account?</h1>
${standIn(input.provider)}
<p>Signed in as <strong>${escapeHtml(input.account.username)}</strong> (${escapeHtml(input.account.email)}).</p>
<p>${escapeHtml(input.app)} will receive your username and email address.</p>
<div class="actions">
<form method="post" action="${base}/confirm"><button type="submit">Allow</button></form>
<form method="post" action="${base}/abort"><button type="submit" class="secondary">Cancel</button></form>
</div>`,
  );
}

export function errorPage(title: string, text: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>`);
}

/** Contrast at least 4.5:1; light or dark as the system prefers. */
export const PAGE_CSS = `:root { color-scheme: light dark; --fg: #15171a; --muted: #4b5058; --bg: #ffffff; --panel: #f4f5f7; --line: #c4c8ce; --accent: #0a5bd3; --on-accent: #ffffff; --problem: #a4161a; }
@media (prefers-color-scheme: dark) { :root { --fg: #eef0f3; --muted: #b9bec7; --bg: #17191d; --panel: #22252b; --line: #4a505a; --accent: #7fb0ff; --on-accent: #0b1220; --problem: #ff9b9b; } }
body { margin: 0; background: var(--bg); color: var(--fg); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1.25rem; }
h1 { font-size: 1.4rem; margin: 0 0 0.5rem; }
h2 { font-size: 1.05rem; margin: 1.5rem 0 0.5rem; }
.note { color: var(--muted); font-size: 0.9rem; }
ul.accounts { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem; }
ul.accounts form { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.75rem; }
.email { color: var(--muted); overflow-wrap: anywhere; }
form.create { display: grid; gap: 0.35rem; background: var(--panel); border: 1px solid var(--line); border-radius: 10px; padding: 0.75rem; }
label { font-weight: 600; }
input { font: inherit; padding: 0.45rem 0.6rem; border: 1px solid var(--line); border-radius: 8px; background: var(--bg); color: var(--fg); }
button { font: inherit; font-weight: 600; padding: 0.5rem 1rem; border-radius: 999px; border: 1px solid var(--accent); background: var(--accent); color: var(--on-accent); cursor: pointer; }
form.create button { margin-top: 0.5rem; justify-self: start; }
button.secondary { background: var(--bg); color: var(--fg); border-color: var(--line); margin-top: 1rem; }
.actions { display: flex; gap: 0.75rem; align-items: end; }
.problem { color: var(--problem); font-weight: 600; margin: 0; }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
`;
