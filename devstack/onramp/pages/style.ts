/** The checkout's one stylesheet (served at STYLE_PATH: the pages' CSP allows no inline style). */
export const STYLE_PATH = '/checkout.css';

export const CHECKOUT_CSS = `:root { color-scheme: light dark; --fg: #16181d; --bg: #f6f7f9; --card: #ffffff; --muted: #4a4f57; --line: #d5d8dd; --error: #b3261e; --ok: #146c2e; }
@media (prefers-color-scheme: dark) { :root { --fg: #eceef1; --bg: #111316; --card: #1b1e23; --muted: #b8bdc6; --line: #3a3f47; --error: #ffb4ab; --ok: #7dd99a; } }
.skin-meld { --brand: #6b3fd4; --brand-fg: #ffffff; }
.skin-coinbase { --brand: #0052ff; --brand-fg: #ffffff; }
@media (prefers-color-scheme: dark) { .skin-meld { --brand: #b69cff; --brand-fg: #16181d; } .skin-coinbase { --brand: #7aa2ff; --brand-fg: #16181d; } }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
header { background: var(--brand); color: var(--brand-fg); padding: 0.75rem 1.25rem; display: flex; gap: 0.75rem; align-items: baseline; }
.logo { font-weight: 800; font-size: 1.4rem; letter-spacing: -0.02em; }
.sandbox { font-size: 0.9rem; }
main { max-width: 32rem; margin: 1.5rem auto; padding: 1.25rem; background: var(--card); border: 1px solid var(--line); border-radius: 12px; }
h1 { font-size: 1.3rem; margin: 0 0 0.75rem; }
dl.summary { display: grid; grid-template-columns: 1fr max-content; gap: 0.25rem 1rem; margin: 0 0 1rem; }
dl.summary dt { color: var(--muted); }
dl.summary dd { margin: 0; text-align: right; overflow-wrap: anywhere; }
dl.summary .total { font-weight: 700; color: var(--fg); }
nav.methods { display: flex; gap: 1rem; margin: 0 0 1rem; }
nav.methods a[aria-current] { font-weight: 700; }
a { color: var(--brand); }
.field { margin: 0 0 0.75rem; }
.field label { display: block; font-weight: 600; }
.field input { font: inherit; width: 100%; box-sizing: border-box; padding: 0.4rem 0.5rem; border: 1px solid var(--line); border-radius: 6px; background: var(--card); color: var(--fg); }
.field input[aria-invalid="true"] { border-color: var(--error); }
.error { color: var(--error); margin: 0.2rem 0 0; }
.notice { color: var(--muted); }
.success { color: var(--ok); }
button { font: inherit; font-weight: 600; padding: 0.55rem 1.2rem; border: 0; border-radius: 8px; background: var(--brand); color: var(--brand-fg); cursor: pointer; }
code { overflow-wrap: anywhere; }
`;
