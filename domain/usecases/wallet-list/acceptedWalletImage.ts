/**
 * Issue 18, defect 4: a wallet's own `image_url` comes from the catalogue's answer (or the host page's
 * `customWallets`) and becomes an `<img src>` the modal loads. Loading any address would let whoever shapes
 * that data make every visitor fetch from a host of their choice (a tracker). Accepted: `data:image/...` URIs;
 * an image on the configured catalogue's own origin; and, for the host page's own custom wallets, an https
 * image anywhere (the page vouches for its own configuration). Anything else falls back to the catalogue's
 * image by id.
 */
import { isSafeImageUrl } from '../../entities/link/is-safe-image-url.js';
import { trustedImageUrl } from '../../entities/link/trusted-image-url.js';

export type AcceptedWalletImageParameters = {
  imageUrl: string | null | undefined;
  /** The origin the catalogue serves its images from (`https://api.example`). */
  catalogueOrigin: string | undefined;
  /** True for a wallet of the host page's `customWallets`. */
  custom: boolean;
};

export function acceptedWalletImage({ imageUrl, catalogueOrigin, custom }: AcceptedWalletImageParameters): string | undefined {
  const trusted = trustedImageUrl({ url: imageUrl, trustedOrigins: catalogueOrigin === undefined ? [] : [catalogueOrigin] });
  if (trusted !== undefined || !custom || !isSafeImageUrl(imageUrl)) return trusted;
  const url = new URL(imageUrl.trim());
  return url.protocol === 'https:' ? url.href : undefined;
}
