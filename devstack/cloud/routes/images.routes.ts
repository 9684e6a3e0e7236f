/**
 * The image routes: generated SVGs for wallets, assets (networks, connectors), currencies and tokens. Any
 * printable id answers an image; wallet images show the wallet's initials when the id is in the catalogue.
 */
import { z } from 'zod';
import type { CloudContext } from '../cloud-context.js';
import { printable } from '../http/common-schemas.js';
import { emptyReply, type Reply } from '../http/reply.js';
import type { RequestContext, Router } from '../http/router.js';
import { parseInput } from '../http/validate.js';
import { svgImage } from '../images/svg-image.js';

const idParamsSchema = z.object({ id: printable(200) });

export const IMAGE_CACHE_CONTROL = 'public, max-age=86400, immutable';

export function svgReply(context: RequestContext, id: string, label: string): Reply {
  const { svg, etag } = svgImage(id, label);
  const headers = {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': IMAGE_CACHE_CONTROL,
    etag,
    // Opened as a document, the SVG may run nothing and load nothing.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'cross-origin-resource-policy': 'cross-origin',
  };
  if (context.request.headers['if-none-match'] === etag) return emptyReply(304, headers);
  return { status: 200, headers, body: svg };
}

export function imageRoutes(router: Router, cloud: CloudContext): void {
  const image = (labelOf: (id: string) => string) => (context: RequestContext) => {
    const { id } = parseInput(idParamsSchema, context.params, 'path');
    return svgReply(context, id, labelOf(id));
  };
  router.add(
    'GET',
    '/getWalletImage/:id',
    'asset',
    image((id) => cloud.catalogue.byImageId(id)?.name ?? cloud.catalogue.byId(id)?.name ?? id),
  );
  router.add('GET', '/public/getAssetImage/:id', 'asset', image((id) => id));
  router.add('GET', '/public/getCurrencyImage/:id', 'asset', image((id) => id.toUpperCase()));
  router.add('GET', '/public/getTokenImage/:id', 'asset', image((symbol) => symbol));
}
