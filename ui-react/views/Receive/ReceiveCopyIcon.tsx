/**
 * The copy glyph, as the Account view draws it. Its own file rather than an import of the Account view's
 * icons: sharing that module splits a chunk off the page's first JS (tests/size-budget) for nothing.
 * Decorative: the button carries the name.
 */
export function ReceiveCopyIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
    >
      <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
      <path d="M10.5 3.5v-.5a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h.5" />
    </svg>
  );
}
