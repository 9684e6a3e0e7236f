/** The email steps' layout (EmailLogin, EmailVerifyDevice, EmailVerifyOtp, the email change): one column. */
export const emailStepCss = `
.wp-email-step { display: flex; flex-direction: column; gap: 16px; }
.wp-email-step-intro { margin: 0; color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-sm); text-align: center; overflow-wrap: anywhere; }
.wp-email-step-intro strong { color: var(--wp-color-fg); font-weight: 600; }
.wp-otp-feedback { display: flex; flex-direction: column; align-items: center; min-height: 20px; }
.wp-otp-status {
  display: flex; align-items: center; justify-content: center; gap: 8px; margin: 0;
  color: var(--wp-color-fg-muted); font-size: var(--wp-font-size-xs);
}
.wp-email-step .wp-field-error { margin: 0; text-align: center; }
`;
