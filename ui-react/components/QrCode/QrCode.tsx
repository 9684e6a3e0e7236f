/**
 * A QR code of `value` as an <svg> (no canvas, no HTML string): dark modules on a white square with the
 * quiet zone the standard asks for, whatever the theme, so every phone camera reads it. The code is an image
 * with an accessible name; the text it holds is not repeated for screen readers (the view offers 'Copy link').
 * A new value draws a new code.
 */
import { useMemo } from 'react';
import { qrMatrix } from './qrMatrix.js';

export type QrCodeProps = {
  /** The text to encode (a WalletConnect pairing URI). */
  value: string;
  /** The image's accessible name. */
  label: string;
  /** Rendered width and height in CSS pixels. */
  size?: number | undefined;
};

export function QrCode({ value, label, size = 240 }: QrCodeProps) {
  const matrix = useMemo(() => qrMatrix(value), [value]);
  return (
    <svg
      className="wp-qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${matrix.size} ${matrix.size}`}
      shapeRendering="crispEdges"
      data-modules={matrix.size}
    >
      <rect width={matrix.size} height={matrix.size} fill="#ffffff" />
      <path d={matrix.path} fill="#000000" />
    </svg>
  );
}
