/**
 * ERC-721 metadata for the devstack NFT: its tokenURI is `<cloud>/devstack/nft/<id>`
 * (devstack/chains/deployment.ts defaultNftBaseUri), answered here with a generated image.
 */
import { z } from 'zod';
import type { CloudContext } from '../cloud-context.js';
import { jsonReply } from '../http/reply.js';
import type { Router } from '../http/router.js';
import { parseInput } from '../http/validate.js';
import { svgReply } from './images.routes.js';

const paramsSchema = z.object({ tokenId: z.string().regex(/^\d{1,78}$/, 'Expected a decimal token id') });

export function nftRoutes(router: Router, cloud: CloudContext): void {
  const collection = () => cloud.book.nft?.name ?? 'Walletport Devnet Pass';
  router.add('GET', '/devstack/nft/:tokenId', 'asset', ({ params, baseUrl }) => {
    const { tokenId } = parseInput(paramsSchema, params, 'path');
    return jsonReply({
      name: `${collection()} #${tokenId}`,
      description: `Token ${tokenId} of the ${collection()}, a collection that exists only on the local devnets.`,
      image: `${baseUrl}/devstack/nft/${tokenId}/image`,
      attributes: [{ trait_type: 'Edition', value: Number(tokenId) }],
    });
  });
  router.add('GET', '/devstack/nft/:tokenId/image', 'asset', (context) => {
    const { tokenId } = parseInput(paramsSchema, context.params, 'path');
    return svgReply(context, `nft-${tokenId}`, `#${tokenId}`);
  });
}
