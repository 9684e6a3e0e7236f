/**
 * The image routes: generated PNGs for wallets (raster like the real service's, so a browser decodes them off
 * the main thread as it does in production), generated SVGs for assets (networks, connectors), currencies and
 * tokens. Any printable id answers an image; wallet images show the wallet's initials when the id is in the
 * catalogue.
 */
import { z } from 'zod';
import type { CloudContext } from '../cloud-context.js';
import { printable } from '../http/common-schemas.js';
import { emptyReply, type Reply } from '../http/reply.js';
import type { RequestContext, Router } from '../http/router.js';
import { parseInput } from '../http/validate.js';
import { pngImage } from '../images/png-image.js';
import { svgImage } from '../images/svg-image.js';

const idParamsSchema = z.object({ id: printable(200) });

export const IMAGE_CACHE_CONTROL = 'public, max-age=86400, immutable';

export type SvgReplyParameters = [context: RequestContext, id: string, label: string];
export type SvgReplyReturnType = Reply;
export type SvgReplyErrorType = never;

export function svgReply(context: RequestContext, id: string, label: string): SvgReplyReturnType {
  const { svg, etag } = svgImage(id, label);
  return cacheableReply(context, etag, svg, {
    'content-type': 'image/svg+xml; charset=utf-8',
    // Opened as a document, the SVG may run nothing and load nothing.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
}

export type PngReplyParameters = SvgReplyParameters;
export type PngReplyReturnType = Reply;
export type PngReplyErrorType = never;

export function pngReply(context: RequestContext, id: string, label: string): PngReplyReturnType {
  const { png, etag } = pngImage(id, label);
  // A raster opened as a document runs nothing either; the policy only keeps the answer as locked as the SVG's.
  return cacheableReply(context, etag, png, { 'content-type': 'image/png', 'content-security-policy': "default-src 'none'" });
}

function cacheableReply(context: RequestContext, etag: string, body: string | Uint8Array, headers: Record<string, string>): Reply {
  const allHeaders = { ...headers, 'cache-control': IMAGE_CACHE_CONTROL, etag, 'cross-origin-resource-policy': 'cross-origin' };
  if (context.request.headers['if-none-match'] === etag) return emptyReply(304, allHeaders);
  return { status: 200, headers: allHeaders, body };
}

export function imageRoutes(router: Router, cloud: CloudContext): void {
  const image = (labelOf: (id: string) => string, reply = svgReply) => (context: RequestContext) => {
    const { id } = parseInput(idParamsSchema, context.params, 'path');
    return reply(context, id, labelOf(id));
  };
  router.add(
    'GET',
    '/getWalletImage/:id',
    'asset',
    image((id) => cloud.catalogue.byImageId(id)?.name ?? cloud.catalogue.byId(id)?.name ?? id, pngReply),
  );
  router.add('GET', '/public/getAssetImage/:id', 'asset', image((id) => id));
  router.add('GET', '/public/getCurrencyImage/:id', 'asset', image((id) => id.toUpperCase()));
  router.add('GET', '/public/getTokenImage/:id', 'asset', image((symbol) => symbol));
}
