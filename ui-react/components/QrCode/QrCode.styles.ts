/** The QR code's frame and its loading placeholder (arrives with the lazy views that show a code). */
export const qrCodeCss = `
.wp-qr-frame {
  display: flex; align-items: center; justify-content: center; width: 100%; max-width: 280px; aspect-ratio: 1;
  margin: 0 auto; padding: 8px; border-radius: var(--wp-radius-lg); background: #ffffff;
  border: 1px solid var(--wp-color-border);
}
.wp-qr-code { display: block; width: 100%; height: auto; max-width: 100%; border-radius: var(--wp-radius-sm); }
.wp-qr-frame .wp-loading { min-height: 0; color: #5d6470; }
`;
