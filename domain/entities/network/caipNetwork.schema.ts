/**
 * Runtime check for networks that come from outside (host options, storage, the embedded frame). Unknown
 * keys are kept, so a viem chain with formatters or fees survives parsing.
 */
import { z } from 'zod';
import { CHAIN_NAMESPACES } from '../constants.js';
import type { CaipNetwork, CaipNetworkId } from './caipNetwork.js';

/** CAIP-2 reference: 1 to 32 of `-`, `_`, letters and digits. */
const CAIP_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/;
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

const namespaceSchema = z.enum(CHAIN_NAMESPACES);

function isCaipNetworkIdText(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false;
  const parts = value.split(':');
  return (
    parts.length === 2 &&
    namespaceSchema.safeParse(parts[0]).success &&
    CAIP_REFERENCE.test(parts[1] ?? '')
  );
}

export const caipNetworkIdSchema = z.custom<CaipNetworkId>(isCaipNetworkIdText, {
  message: 'Expected a CAIP-2 network id (namespace:reference)',
});

const httpUrl = z.url({ protocol: /^https?$/ });
const webSocketUrl = z.url({ protocol: /^wss?$/ });

const rpcUrlSetSchema = z.looseObject({
  http: z.array(httpUrl),
  webSocket: z.array(webSocketUrl).optional(),
});

const contractSchema = z.looseObject({
  address: z.custom<`0x${string}`>((value) => typeof value === 'string' && EVM_ADDRESS.test(value), {
    message: 'Expected a 0x-prefixed 20-byte address',
  }),
  blockCreated: z.number().int().nonnegative().optional(),
});

export const caipNetworkSchema = z
  .looseObject({
    id: z.union([z.number().int().positive(), z.string().regex(CAIP_REFERENCE)]),
    name: z.string().min(1),
    network: z.string().optional(),
    nativeCurrency: z.looseObject({
      name: z.string().min(1),
      symbol: z.string().min(1),
      decimals: z.number().int().nonnegative(),
    }),
    rpcUrls: z.looseObject({
      default: rpcUrlSetSchema,
      chainDefault: rpcUrlSetSchema.optional(),
    }),
    blockExplorers: z
      .looseObject({
        default: z.looseObject({ name: z.string().min(1), url: httpUrl, apiUrl: httpUrl.optional() }),
      })
      .optional(),
    contracts: z.record(z.string(), z.union([contractSchema, z.record(z.string(), contractSchema)])).optional(),
    testnet: z.boolean().optional(),
    chainNamespace: namespaceSchema,
    caipNetworkId: caipNetworkIdSchema,
    deprecatedCaipNetworkId: caipNetworkIdSchema.optional(),
    assets: z.looseObject({ imageId: z.string().min(1).optional(), imageUrl: z.string().min(1).optional() }).optional(),
    sourceId: z.number().int().positive().optional(),
  })
  .superRefine((network, context) => {
    // The id, the namespace and the CAIP id say the same thing three times; they must agree.
    if (network.chainNamespace === 'eip155' && typeof network.id !== 'number') {
      context.addIssue({ code: 'custom', path: ['id'], message: 'An eip155 network id must be a number' });
    }
    const expected = `${network.chainNamespace}:${network.id}`;
    if (network.caipNetworkId !== expected) {
      context.addIssue({ code: 'custom', path: ['caipNetworkId'], message: `Expected ${expected}` });
    }
    const deprecated = network.deprecatedCaipNetworkId;
    if (deprecated !== undefined && !deprecated.startsWith(`${network.chainNamespace}:`)) {
      context.addIssue({
        code: 'custom',
        path: ['deprecatedCaipNetworkId'],
        message: `Expected the ${network.chainNamespace} namespace`,
      });
    }
  }) satisfies z.ZodType<CaipNetwork>;
