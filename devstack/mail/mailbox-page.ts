/**
 * The mailbox as a page a person reads in the browser: every message newest first with its subject,
 * recipients, sender, date and text. Everything is escaped; only plain http(s) addresses in the text become
 * links (the device-approval link is one click). Mail HTML is never rendered.
 */
import { escapeHtml, linkifyText } from './html-text.js';
import type { StoredMail } from './mail-store.js';

export const MAILBOX_CSS_PATH = '/mailbox.css';

export function mailboxPage(messages: readonly StoredMail[], smtpAddress: string, to: string | undefined): string {
  const heading = to ? `Mail to ${escapeHtml(to)}` : 'All mail';
  const list =
    messages.length === 0
      ? '<p>No mail yet.</p>'
      : `<ol class="messages" aria-label="Messages, newest first">${messages.map(messageItem).join('')}</ol>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Devstack mailbox (${messages.length})</title>
<link rel="stylesheet" href="${MAILBOX_CSS_PATH}">
</head>
<body>
<main>
<h1>Devstack mailbox</h1>
<p>Mail sent to the devstack's SMTP server at ${escapeHtml(smtpAddress)}, kept in memory, newest first. <a href="">Refresh</a>${to ? ' · <a href="/">Show all mail</a>' : ''}</p>
<form method="post" action="/clear"><button type="submit">Empty the mailbox</button></form>
<h2>${heading} (${messages.length})</h2>
${list}
</main>
</body>
</html>
`;
}

function messageItem(mail: StoredMail): string {
  const id = `message-${escapeHtml(mail.id)}`;
  return `<li><article aria-labelledby="${id}">
<h3 id="${id}">${escapeHtml(mail.subject || '(no subject)')}</h3>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
<dt>Date</dt><dd><time datetime="${escapeHtml(mail.date)}">${escapeHtml(mail.date.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time></dd>
</dl>
<pre class="body">${linkifyText(mail.text)}</pre>
</article></li>`;
}

export const MAILBOX_CSS = `:root { color-scheme: light dark; --fg: #1b1d21; --bg: #ffffff; --muted: #4a4f57; --line: #d5d8dd; --link: #0b57d0; }
@media (prefers-color-scheme: dark) { :root { --fg: #eceef1; --bg: #16181c; --muted: #b8bdc6; --line: #3a3f47; --link: #8ab4f8; } }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
main { max-width: 60rem; margin: 0 auto; padding: 1rem 1.25rem 3rem; }
a { color: var(--link); }
.messages { list-style: none; padding: 0; }
article { border: 1px solid var(--line); border-radius: 8px; padding: 0.75rem 1rem; margin: 0 0 1rem; }
h3 { margin: 0 0 0.5rem; font-size: 1.1rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.1rem 0.75rem; margin: 0 0 0.5rem; color: var(--muted); }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
pre.body { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; margin: 0; }
button { font: inherit; padding: 0.35rem 0.9rem; }
`;
