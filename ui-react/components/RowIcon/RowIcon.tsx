/** A row's picture: a safe image (see isSafeImageUrl) or a letter glyph. Decorative. */
import { useState } from 'react';
import { safeImageUrl } from '../../../domain/entities/link/is-safe-image-url.js';

export type RowIconProps = {
  /** Untrusted. */
  imageUrl: string | undefined;
  /** The glyph's source when there is no image (its first letter is shown). */
  fallback: string;
  className?: string;
};

export function RowIcon({ imageUrl, fallback, className = 'wp-row-icon' }: RowIconProps) {
  const src = safeImageUrl(imageUrl);
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  return (
    <span className={className} aria-hidden="true">
      {src !== undefined && src !== failedSrc ? (
        <img src={src} alt="" referrerPolicy="no-referrer" loading="lazy" onError={() => setFailedSrc(src)} />
      ) : (
        (Array.from(fallback.trim())[0]?.toUpperCase() ?? '?')
      )}
    </span>
  );
}
