/**
 * A network's picture: its `assets.imageUrl` when that is a safe image address and it loads, otherwise a
 * glyph (the name's first letter on a colour drawn from the network id). Decorative: the name is beside it.
 * (An `assets.imageId` needs the catalogue's image service, which only an adapter may call.)
 */
import { useState, type CSSProperties } from 'react';
import { avatarColors } from '../Avatar/avatarGradient.js';
import { safeImageUrl } from '../../../domain/entities/link/is-safe-image-url.js';

export type NetworkImageProps = {
  network: {
    readonly name: string;
    readonly caipNetworkId: string;
    readonly assets?: { readonly imageUrl?: string | undefined } | undefined;
  };
  /** Width and height in pixels; 24 by default. */
  size?: number;
};

export function NetworkImage({ network, size = 24 }: NetworkImageProps) {
  const src = safeImageUrl(network.assets?.imageUrl);
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const style: CSSProperties = { width: size, height: size };
  if (src !== undefined && src !== failedSrc) {
    return (
      <span className="wp-network-image" style={style} aria-hidden="true" data-network-image="image">
        <img src={src} alt="" width={size} height={size} referrerPolicy="no-referrer" onError={() => setFailedSrc(src)} />
      </span>
    );
  }
  const [hue] = avatarColors(network.caipNetworkId);
  const glyph = Array.from(network.name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <span
      className="wp-network-image wp-network-glyph"
      style={{ ...style, backgroundColor: `hsl(${hue} 65% 45%)`, fontSize: Math.round(size * 0.5) }}
      aria-hidden="true"
      data-network-image="glyph"
    >
      {glyph}
    </span>
  );
}

export const networkImageCss = `
.wp-network-image {
  display: inline-flex; flex: none; align-items: center; justify-content: center; overflow: hidden;
  border-radius: 50%; background: var(--wp-bg-raised);
}
.wp-network-image img { width: 100%; height: 100%; object-fit: cover; display: block; }
.wp-network-glyph { color: #fff; font-weight: 700; line-height: 1; }
`;
