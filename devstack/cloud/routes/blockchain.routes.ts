/** Blockchain API reads: supported chains, balances, fungible prices and identity. */
import { getAddress } from 'viem';
import { z } from 'zod';
import type { CloudContext } from '../cloud-context.js';
import { NATIVE_CURRENCY, NATIVE_TOKEN_ADDRESS, priceOf, tokenByAddress, tokenIconUrl } from '../chain/assets.js';
import { readBalances } from '../chain/read-balances.js';
import { chainsFor, fromChain } from '../chain/use-chain.js';
import { caipAddressSchema, caipNetworkIdSchema, evmAddressSchema } from '../http/common-schemas.js';
import { parseJsonBody } from '../http/read-body.js';
import { jsonReply } from '../http/reply.js';
import type { Router } from '../http/router.js';
import { parseInput, queryObject } from '../http/validate.js';
import { readSolanaBalances } from '../solana/solana-balances.js';
import { readBitcoinBalance } from '../bitcoin/bitcoin-balances.js';
import { servedNetworkIds, wantsBitcoin } from '../bitcoin/bitcoin-target.js';
import { accountTarget } from '../solana/solana-request.js';
import { isSolanaAddress } from '../../../domain/entities/address/index.js';

const balanceQuerySchema = z.object({
  currency: z.literal('usd', { error: "Only currency 'usd' is served" }).optional(),
  chainId: caipNetworkIdSchema.optional(),
  forceUpdate: z.string().max(256).optional(),
});

const priceBodySchema = z.object({
  currency: z.literal('usd', { error: "Only currency 'usd' is served" }),
  addresses: z.array(caipAddressSchema).max(100),
  projectId: z.string().max(128).optional(),
});

/** A Solana address, as the product's own rule (32 to 44 base58 characters of a 32-byte key) reads it. */
const solanaAddressSchema = z.string().refine(isSolanaAddress, 'Expected a Solana address: 32 to 44 base58 characters');
/** A Bitcoin address on any network, checksum verified (the product's rule). */
const bitcoinAddressSchema = z.string().refine((address) => wantsBitcoin(address, undefined), 'Expected a Bitcoin address');
/**
 * Names are eip155 only (SPEC.md section 9), so a Solana or Bitcoin address has no identity: it is answered
 * with none rather than refused, as the production API answers an address it knows no name for.
 */
const identityParamsSchema = z.object({ address: z.union([evmAddressSchema, solanaAddressSchema, bitcoinAddressSchema]) });
const identityQuerySchema = z.object({ sender: z.union([evmAddressSchema, solanaAddressSchema, bitcoinAddressSchema]).optional() });

export function blockchainRoutes(router: Router, cloud: CloudContext): void {
  router.add('GET', '/v1/supported-chains', 'api', () =>
    jsonReply({ http: servedNetworkIds(cloud), ws: [] }),
  );

  router.add('GET', '/v1/account/:address/balance', 'api', async ({ params, query, baseUrl }) => {
    const input = parseInput(balanceQuerySchema, queryObject(query), 'query');
    const target = accountTarget(cloud, params['address'] ?? '', input.chainId);
    if (target.kind === 'solana') {
      const { chain } = target;
      return jsonReply({ balances: await fromChain(chain, () => readSolanaBalances(chain, target.address, cloud.book, baseUrl)) });
    }
    if (target.kind === 'bitcoin') {
      const { chain } = target;
      return jsonReply({ balances: await fromChain(chain, () => readBitcoinBalance(chain, target.address, cloud.book, baseUrl)) });
    }
    const { address } = target;
    const chains = chainsFor(cloud, input.chainId);
    const perChain = await Promise.all(
      chains.map((chain) => fromChain(chain, () => readBalances(chain, getAddress(address), cloud.book, baseUrl))),
    );
    return jsonReply({ balances: perChain.flat() });
  });

  router.add('POST', '/v1/fungible/price', 'api', ({ bodyText, baseUrl }) => {
    const body = parseInput(priceBodySchema, parseJsonBody(bodyText), 'body');
    const fungibles = body.addresses.flatMap((caip10) => {
      const network = caip10.split(':').slice(0, 2).join(':');
      const address = caip10.split(':')[2] ?? '';
      if (!cloud.chains.supported(network)) return [];
      const asset = address.toLowerCase() === NATIVE_TOKEN_ADDRESS ? NATIVE_CURRENCY : tokenByAddress(cloud.book, address);
      if (!asset) return [];
      return [
        {
          address: caip10,
          name: asset.name,
          symbol: asset.symbol,
          iconUrl: tokenIconUrl(baseUrl, asset.symbol),
          price: priceOf(cloud.book, asset.symbol),
        },
      ];
    });
    return jsonReply({ fungibles });
  });

  router.add('GET', '/v1/identity/:address', 'api', ({ params, query }) => {
    const { address } = parseInput(identityParamsSchema, params, 'path');
    parseInput(identityQuerySchema, queryObject(query), 'query');
    if (!evmAddressSchema.safeParse(address).success) return jsonReply({ name: null, avatar: null });
    const record = cloud.stores.names.forAddress(address)[0];
    const avatar = record?.attributes.find((attribute) => attribute.avatar !== undefined)?.avatar ?? null;
    return jsonReply({ name: record?.name ?? null, avatar: record ? avatar : null });
  });
}
