/**
 * Where the frame lives: the `/sdk` page of the secure site (docs/EMBEDDED-WALLET.md), and the one origin
 * the page posts to and accepts messages from. A secure site that is not plain http(s) has no origin to
 * check against, so it is refused up front.
 */
import type { WalletportError } from '../../domain/entities/errors/base.error.js';
import { walletportError } from '../../domain/entities/errors/catalogue.js';

export type FrameUrlParameters = { secureSiteUrl: string; projectId: string; sdkType: string; sdkVersion: string };
export type FrameUrlReturnType = { src: string; origin: string };
export type FrameUrlErrorType = WalletportError<'INVALID_OPTIONS'>;

export function frameUrl({ secureSiteUrl, projectId, sdkType, sdkVersion }: FrameUrlParameters): FrameUrlReturnType {
  let base: URL;
  try {
    base = new URL(secureSiteUrl);
  } catch (cause) {
    throw walletportError('INVALID_OPTIONS', [], { details: `secureSiteUrl is not a URL: ${secureSiteUrl}`, cause });
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') {
    throw walletportError('INVALID_OPTIONS', [], { details: `secureSiteUrl must be http(s): ${secureSiteUrl}` });
  }
  const page = new URL(`${base.pathname.replace(/\/+$/, '')}/sdk`, base.origin);
  page.search = new URLSearchParams({ projectId, sdkType, sdkVersion }).toString();
  return { src: page.href, origin: base.origin };
}
