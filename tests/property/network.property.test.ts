/**
 * Every shipped network passes the schema and names itself `namespace:id`; networks built by defineNetwork
 * from generated definitions do too, and the lookups agree with a plain reference.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAIN_NAMESPACES, SWAP_SUPPORTED_CHAIN_IDS } from '../../domain/entities/constants.js';
import {
  caipNetworkSchema,
  defineNetwork,
  findNetworkByCaipId,
  isSwapSupportedNetwork,
  shippedNetworks,
  type NetworkDefinition,
} from '../../domain/entities/network/index.js';

const runs = { numRuns: 200 };

describe('shipped networks', () => {
  it('pass the schema and have caipNetworkId == namespace:id', () => {
    fc.assert(
      fc.property(fc.constantFrom(...shippedNetworks), (network) => {
        expect(caipNetworkSchema.safeParse(network).success).toBe(true);
        expect(network.caipNetworkId).toBe(`${network.chainNamespace}:${network.id}`);
        expect(findNetworkByCaipId(shippedNetworks, network.caipNetworkId)).toBe(network);
      }),
      { numRuns: shippedNetworks.length * 3 },
    );
  });
});

const namespace = fc.constantFrom(...CHAIN_NAMESPACES);
const evmId = fc.oneof(fc.constantFrom(...SWAP_SUPPORTED_CHAIN_IDS), fc.integer({ min: 1, max: 2 ** 40 }));
const reference = fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/);
/** A solana reference is the first 32 base58 characters of a genesis hash (networkIdProblem.ts). */
const solanaReference = fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32}$/);

const definition: fc.Arbitrary<NetworkDefinition> = namespace.chain((chainNamespace) =>
  fc.record({
    id: chainNamespace === 'eip155' ? evmId : chainNamespace === 'solana' ? solanaReference : reference,
    name: fc.string({ minLength: 1, maxLength: 20 }),
    nativeCurrency: fc.record({
      name: fc.string({ minLength: 1, maxLength: 10 }),
      symbol: fc.string({ minLength: 1, maxLength: 6 }),
      decimals: fc.integer({ min: 0, max: 36 }),
    }),
    chainNamespace: fc.constant(chainNamespace),
    rpcUrls: fc.record({ default: fc.record({ http: fc.array(fc.webUrl(), { maxLength: 2 }) }) }),
    testnet: fc.option(fc.boolean(), { nil: undefined }),
  }),
);

describe('defineNetwork', () => {
  // Generating 200 definitions with web URLs takes 1.5 s on an idle core (fast-check's webUrl is costly): more
  // time than the default 5 s allows when both cores are busy with other files.
  it('derives caipNetworkId == namespace:id and yields a network the schema accepts', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(definition, (input) => {
        const network = defineNetwork(input);
        expect(network.caipNetworkId).toBe(`${input.chainNamespace}:${input.id}`);
        const parsed = caipNetworkSchema.safeParse(network);
        expect(parsed.error?.issues ?? []).toEqual([]);
      }),
      runs,
    );
  });

  it('gives a network the schema rejects once its caipNetworkId is changed', () => {
    fc.assert(
      fc.property(definition, reference, (input, otherReference) => {
        const network = defineNetwork(input);
        const tampered = { ...network, caipNetworkId: `${network.chainNamespace}:${otherReference}` };
        fc.pre(tampered.caipNetworkId !== network.caipNetworkId);
        expect(caipNetworkSchema.safeParse(tampered).success).toBe(false);
      }),
      runs,
    );
  });
});

describe('lookups', () => {
  it('isSwapSupportedNetwork is true exactly for eip155 networks with a swap chain id', () => {
    fc.assert(
      fc.property(definition, (input) => {
        const expected =
          input.chainNamespace === 'eip155' && (SWAP_SUPPORTED_CHAIN_IDS as readonly (number | string)[]).includes(input.id);
        expect(isSwapSupportedNetwork(defineNetwork(input))).toBe(expected);
      }),
      runs,
    );
  });

  it('findNetworkByCaipId returns the first network with that id, or undefined', () => {
    fc.assert(
      fc.property(fc.array(definition, { maxLength: 6 }), namespace, reference, (inputs, lookupNamespace, lookupReference) => {
        const networks = inputs.map((input) => defineNetwork(input));
        const wanted = `${lookupNamespace}:${lookupReference}`;
        for (const id of [wanted, ...networks.map((network) => network.caipNetworkId)]) {
          expect(findNetworkByCaipId(networks, id)).toBe(networks.find((network) => network.caipNetworkId === id));
        }
      }),
      runs,
    );
  });
});

describe('a solana network id', () => {
  it('is refused unless its reference is 32 base58 characters', () => {
    fc.assert(
      fc.property(definition.filter((input) => input.chainNamespace === 'solana'), reference, (input, id) => {
        const network = defineNetwork({ ...input, id });
        const valid = /^[1-9A-HJ-NP-Za-km-z]{32}$/.test(id);
        expect(caipNetworkSchema.safeParse(network).success).toBe(valid);
      }),
      { numRuns: 100 },
    );
  });
});
