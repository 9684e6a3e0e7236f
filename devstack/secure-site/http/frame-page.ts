/**
 * The frame page `/sdk`: the approval screen's skeleton (hidden while no request waits), the chains as a JSON
 * data block (not a script: CSP allows none inline), the stylesheet and the bundled script. The script fills
 * in every string with textContent.
 */
import { escapeHtml } from '../../mail/html-text.js';
import { FRAME_CONFIG_ELEMENT_ID, type FramePageConfig } from '../shared/api-types.js';

export const FRAME_SCRIPT_PATH = '/sdk/frame.js';
export const FRAME_CSS_PATH = '/sdk/frame.css';

export function framePage(config: FramePageConfig): string {
  // Inside a JSON data block only `<` can end the element early; \u003c keeps it JSON.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>walletport secure site</title>
<link rel="stylesheet" href="${FRAME_CSS_PATH}">
<script type="application/json" id="${escapeHtml(FRAME_CONFIG_ELEMENT_ID)}">${json}</script>
<script type="module" src="${FRAME_SCRIPT_PATH}"></script>
</head>
<body data-state="loading">
<p class="standalone">This is walletport's secure frame. It works inside a site's wallet modal.</p>
<main id="approval" hidden>
<section role="dialog" aria-modal="true" aria-labelledby="approval-heading">
<p class="from"><img id="approval-icon" alt="" width="32" height="32" hidden>walletport wallet</p>
<h1 id="approval-heading">Approve request</h1>
<dl id="approval-details" tabindex="0"></dl>
<div class="actions">
<button type="button" id="approve" class="approve">Approve</button>
<button type="button" id="reject" class="reject">Reject</button>
</div>
</section>
</main>
</body>
</html>
`;
}

/**
 * Light by default, dark after SYNC_THEME {themeMode: 'dark'}; contrast at least 4.5:1 in both. The screen is
 * exactly the frame's height and only the details scroll (focusable, so a keyboard can scroll them too): the
 * heading and the buttons stay in sight whatever the request's length (focusing Approve scrolled a long
 * request's heading and first rows out of view).
 */
export const FRAME_CSS = `:root { color-scheme: light; --fg: #15171a; --muted: #4b5058; --bg: #ffffff; --panel: #f4f5f7; --line: #d3d6db; --accent: #0a5bd3; --on-accent: #ffffff; --focus: #0a5bd3; }
:root[data-theme="dark"] { color-scheme: dark; --fg: #eef0f3; --muted: #b9bec7; --bg: #17191d; --panel: #22252b; --line: #3b4048; --accent: #7fb0ff; --on-accent: #0b1220; --focus: #7fb0ff; }
html, body { margin: 0; background: transparent; }
body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); }
.standalone { display: none; }
body[data-state="standalone"] { background: var(--bg); }
body[data-state="standalone"] .standalone { display: block; margin: 2rem; }
main { box-sizing: border-box; height: 100vh; display: flex; flex-direction: column; padding: 1rem 1.25rem; background: var(--bg); color: var(--fg); }
main[hidden] { display: none; }
main > section { display: flex; flex-direction: column; flex: 1 1 auto; min-height: 0; }
.actions { flex: none; }
.from { display: flex; align-items: center; gap: 0.5rem; margin: 0 0 0.25rem; color: var(--muted); font-size: 0.9rem; }
.from img { border-radius: 6px; }
h1 { font-size: 1.25rem; margin: 0 0 0.75rem; }
dl { flex: 0 1 auto; min-height: 0; overflow: auto; margin: 0 0 1rem; background: var(--panel); border: 1px solid var(--line); border-radius: 10px; padding: 0.5rem 0.75rem; }
dl > div { padding: 0.35rem 0; border-bottom: 1px solid var(--line); }
dl > div:last-child { border-bottom: 0; }
dt { font-size: 0.8rem; font-weight: 600; color: var(--muted); }
dd { margin: 0.1rem 0 0; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
dd.long { white-space: pre-wrap; max-height: 10rem; overflow: auto; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.85rem; }
.actions { display: flex; gap: 0.75rem; }
button { flex: 1; font: inherit; font-weight: 600; padding: 0.6rem 1rem; border-radius: 999px; cursor: pointer; border: 1px solid var(--line); }
button.approve { background: var(--accent); color: var(--on-accent); border-color: var(--accent); }
button.reject { background: var(--bg); color: var(--fg); }
button:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
@media (prefers-reduced-motion: no-preference) { main { animation: appear 120ms ease-out; } @keyframes appear { from { opacity: 0; } } }
`;
