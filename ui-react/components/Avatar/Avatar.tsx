/**
 * The account's picture: the profile image when there is a safe one (see isSafeImageUrl) and it loads,
 * otherwise a gradient drawn from the address. Decorative: the name or address beside it carries the meaning.
 */
import { useState, type CSSProperties } from 'react';
import { avatarGradient } from './avatarGradient.js';
import { safeImageUrl } from '../../../domain/entities/link/is-safe-image-url.js';

export type AvatarProps = {
  /** The account address the fallback gradient is drawn from. */
  address: string | undefined;
  /** The profile image (untrusted). */
  imageUrl?: string | undefined;
  /** Width and height in pixels; 40 by default. */
  size?: number;
};

export function Avatar({ address, imageUrl, size = 40 }: AvatarProps) {
  const src = safeImageUrl(imageUrl);
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const showImage = src !== undefined && src !== failedSrc;
  const style: CSSProperties = { width: size, height: size };
  if (!showImage && address) style.backgroundImage = avatarGradient(address);
  return (
    <span className="wp-avatar" data-avatar={showImage ? 'image' : 'gradient'} style={style} aria-hidden="true">
      {showImage ? (
        <img className="wp-avatar-image" src={src} alt="" width={size} height={size} referrerPolicy="no-referrer" onError={() => setFailedSrc(src)} />
      ) : null}
    </span>
  );
}
