/** Two opposite arrows (the switch button's glyph); decorative: the button is named 'Switch tokens'. */
export function SwitchTokensIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
      <path d="M5 2v11M5 13l-3-3M5 13l3-3M11 14V3M11 3l-3 3M11 3l3 3" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
