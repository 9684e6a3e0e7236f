/**
 * The part of every shadow root's stylesheet that isolates it from the host page:
 *
 * - `:host { all: initial !important }` stops the page's rules from styling the host element itself. Inside a
 *   shadow root an `!important` declaration beats the page's `!important` ones on the host (the cascade
 *   reverses context order for important rules), so even `* { all: unset !important }` loses.
 * - `.wp-root`, the one element every portal renders into, sets every inherited property it cares about
 *   explicitly, so nothing the host element might still inherit (font, colour, line height, spacing) gets
 *   through. These carry `!important` too: harmless in browsers (importance does not inherit), and it keeps
 *   DOM emulations that do let it inherit (happy-dom) honest.
 * - Page stylesheets never match elements inside a shadow root, and nothing here selects outside it, so
 *   styles do not leak in or out. The custom properties the page could pass down by inheritance are all
 *   redeclared on `.wp-root` by the palette (palettes.ts).
 */
/*
 * Right to left: every stylesheet uses logical properties (inline-start/end, not left/right), so the layout
 * follows the dir of .wp-root (or of the host). What the views mark themselves:
 * - .wp-ltr: addresses, hashes and amounts read left to right in every language and are never reordered by
 *   the text around them; aligned as that text is (match-parent), so an address under a right-aligned title
 *   stays right-aligned.
 * - .wp-mirror-rtl: a glyph that points somewhere (back, forward, out) turns around.
 * (Comments here, not in the CSS strings: those ship to the page as they are.)
 */
export type HostDisplay = 'contents' | 'inline-block';

export function baseCss(display: HostDisplay): string {
  return `
:host { all: initial !important; display: ${display} !important; }
.wp-root {
  --wp-bg: color-mix(in srgb, var(--wp-color-mix) var(--wp-color-mix-strength), var(--wp-color-bg));
  --wp-bg-raised: color-mix(in srgb, var(--wp-color-mix) var(--wp-color-mix-strength), var(--wp-color-bg-raised));
  --wp-bg-hover: color-mix(in srgb, var(--wp-color-mix) var(--wp-color-mix-strength), var(--wp-color-bg-hover));
  --wp-font-size-xs: calc(var(--wp-font-size-master) * 1.2);
  --wp-font-size-sm: calc(var(--wp-font-size-master) * 1.4);
  --wp-font-size-md: calc(var(--wp-font-size-master) * 1.6);
  --wp-font-size-lg: calc(var(--wp-font-size-master) * 2);
  --wp-radius-sm: var(--wp-border-radius-small);
  --wp-radius-md: var(--wp-border-radius-medium);
  --wp-radius-lg: var(--wp-border-radius-large);
  /* The overlay's backdrop filter: none unless the page asks for a blur (themeStyle.ts). */
  --wp-overlay-backdrop: none;
  display: block !important;
  font-family: var(--wp-font-family) !important;
  font-size: var(--wp-font-size-sm) !important;
  font-style: normal !important;
  font-weight: 400 !important;
  font-variant: normal !important;
  line-height: 1.4 !important;
  letter-spacing: normal !important;
  word-spacing: normal !important;
  text-align: start !important;
  text-indent: 0 !important;
  text-transform: none !important;
  text-shadow: none !important;
  white-space: normal !important;
  color: var(--wp-color-fg) !important;
  visibility: visible !important;
  cursor: auto !important;
  list-style: none !important;
  -webkit-font-smoothing: antialiased;
}
/* Resets at zero specificity (:where), so any component class overrides them. */
:where(.wp-root) *, :where(.wp-root) *::before, :where(.wp-root) *::after { box-sizing: border-box; }
:where(.wp-root) :where(button, input) { font: inherit; color: inherit; letter-spacing: inherit; margin: 0; }
:where(.wp-root) :where(button) { background: none; border: 0; padding: 0; cursor: pointer; text-align: inherit; }
:where(.wp-root) :where(a) { color: inherit; }
:where(.wp-root) :focus { outline: none; }
:where(.wp-root) :focus-visible { outline: 2px solid var(--wp-color-focus); outline-offset: 2px; }
.wp-ltr { direction: ltr; unicode-bidi: isolate; text-align: match-parent; }
:host([dir="rtl"]) .wp-mirror-rtl, [dir="rtl"] .wp-mirror-rtl { transform: scaleX(-1); }
.wp-visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
}
@keyframes wp-spin { to { transform: rotate(360deg); } }
@keyframes wp-fade-in { from { opacity: 0; } to { opacity: 1; } }
`;
}

/** Every animation and transition off for people who ask for reduced motion. */
export const REDUCED_MOTION_CSS = `
@media (prefers-reduced-motion: reduce) {
  .wp-root *, .wp-root *::before, .wp-root *::after {
    animation: none !important;
    transition: none !important;
    scroll-behavior: auto !important;
  }
}
`;
