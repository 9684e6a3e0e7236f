/**
 * Runtime check for networks that come from outside (host options, storage, the embedded frame). Unknown
 * keys are kept, so a viem chain with formatters or fees survives parsing.
 */
import { z } from 'zod/mini';
import { CHAIN_NAMESPACES } from '../constants.js';
import type { CaipNetwork, CaipNetworkId } from './caipNetwork.js';
import { lazySchema } from '../validation/lazySchema.js';
import { networkIdProblem } from './networkIdProblem.js';

/** CAIP-2 reference: 1 to 32 of `-`, `_`, letters and digits. */
const CAIP_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/;
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

const namespaceSchema = lazySchema(() => z.enum(CHAIN_NAMESPACES));

function isCaipNetworkIdText(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false;
  const parts = value.split(':');
  return (
    parts.length === 2 &&
    namespaceSchema.safeParse(parts[0]).success &&
    CAIP_REFERENCE.test(parts[1] ?? '')
  );
}

export const caipNetworkIdSchema = lazySchema(() => z.custom<CaipNetworkId>(isCaipNetworkIdText, {
  message: 'Expected a CAIP-2 network id (namespace:reference)',
}));

const httpUrl = lazySchema(() => z.url({ protocol: /^https?$/ }));
const webSocketUrl = lazySchema(() => z.url({ protocol: /^wss?$/ }));

const rpcUrlSetSchema = lazySchema(() => z.looseObject({
  http: z.array(httpUrl),
  webSocket: z.optional(z.array(webSocketUrl)),
}));
const positiveInt = lazySchema(() => z.number().check(z.int(), z.positive()));
const nonNegativeInt = lazySchema(() => z.number().check(z.int(), z.nonnegative()));
const nonEmpty = lazySchema(() => z.string().check(z.minLength(1)));

const contractSchema = lazySchema(() => z.looseObject({
  address: z.custom<`0x${string}`>((value) => typeof value === 'string' && EVM_ADDRESS.test(value), {
    message: 'Expected a 0x-prefixed 20-byte address',
  }),
  blockCreated: z.optional(nonNegativeInt),
}));

export const caipNetworkSchema = lazySchema(() => z
  .looseObject({
    id: z.union([positiveInt, z.string().check(z.regex(CAIP_REFERENCE))]),
    name: nonEmpty,
    network: z.optional(z.string()),
    nativeCurrency: z.looseObject({
      name: nonEmpty,
      symbol: nonEmpty,
      decimals: nonNegativeInt,
    }),
    rpcUrls: z.looseObject({
      default: rpcUrlSetSchema,
      chainDefault: z.optional(rpcUrlSetSchema),
    }),
    blockExplorers: z.optional(
      z.looseObject({
        default: z.looseObject({ name: nonEmpty, url: httpUrl, apiUrl: z.optional(httpUrl) }),
      }),
    ),
    contracts: z.optional(z.record(z.string(), z.union([contractSchema, z.record(z.string(), contractSchema)]))),
    testnet: z.optional(z.boolean()),
    chainNamespace: namespaceSchema,
    caipNetworkId: caipNetworkIdSchema,
    deprecatedCaipNetworkId: z.optional(caipNetworkIdSchema),
    assets: z.optional(z.looseObject({ imageId: z.optional(nonEmpty), imageUrl: z.optional(nonEmpty) })),
    sourceId: z.optional(positiveInt),
  })
  .check(
    z.superRefine((network, context) => {
      // The id, the namespace and the CAIP id say the same thing three times; they must agree.
      if (network.chainNamespace === 'eip155' && typeof network.id !== 'number') {
        context.addIssue({ code: 'custom', path: ['id'], message: 'An eip155 network id must be a number' });
      }
      const problem = networkIdProblem({ caipNetworkId: network.caipNetworkId, chainNamespace: network.chainNamespace });
      if (problem !== undefined) context.addIssue({ code: 'custom', path: ['caipNetworkId'], message: problem });
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
    }),
  ) satisfies z.ZodMiniType<CaipNetwork>);
