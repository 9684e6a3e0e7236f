/** The code field: large, spaced digits that line up (tabular figures), centred. */
export const otpInputCss = `
.wp-otp { width: 100%; text-align: start; }
.wp-otp-input {
  height: 52px; font-size: var(--wp-font-size-lg); font-weight: 600; letter-spacing: 0.4em; text-align: center;
  font-variant-numeric: tabular-nums; padding-inline-start: calc(12px + 0.4em);
}
.wp-otp-input[aria-busy="true"] { color: var(--wp-color-fg-muted); }
`;
