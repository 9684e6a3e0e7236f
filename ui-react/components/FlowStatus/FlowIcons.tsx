/** The pictures of the step-by-step views: an envelope (email steps) and a lock (the secure wallet). Decorative. */

// The shell's glyph style (Icon/icons.tsx) at 24 px. Written out, not imported: icons.tsx is in the page's
// first chunk, and sharing it with the lazy views costs that chunk bytes (tests/size-budget).
const common = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function MailIcon() {
  return (
    <svg {...common}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </svg>
  );
}

export function LockIcon() {
  return (
    <svg {...common}>
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </svg>
  );
}
