/**
 * The Connect view's list for one namespace (orderConnectorsForNamespace, after SwitchActiveChain), over random
 * connectors of several namespaces and catalogue wallets with random chains, drawn from small pools so ids and
 * rdns collide: every entry can serve the namespace (its connector serves it, or its catalogue chains name it),
 * every entry is one orderConnectors lists from the serving connectors alone; without a namespace only
 * connectors of the page's namespaces are listed, and with no namespaces given the list is orderConnectors' own.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAIN_NAMESPACES, DEFAULT_CONNECTOR_ORDER } from '../../domain/entities/constants.js';
import { connectorTypes, type Connector } from '../../domain/entities/connector/connector.js';
import { orderConnectors, type ListedWallet } from '../../domain/usecases/connect-list/orderConnectors.js';
import { orderConnectorsForNamespace } from '../../domain/usecases/connect-list/orderConnectorsForNamespace.js';
import { connectorServesNamespace, walletServesNamespace } from '../../domain/usecases/connect-list/servesNamespace.js';

const namespace = fc.constantFrom(...CHAIN_NAMESPACES);
const idPool = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'walletConnect');
const rdnsPool = fc.option(fc.constantFrom('io.a', 'io.b', 'io.c'), { nil: undefined });
const chainPool = fc.constantFrom('eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'bip122:000000000019d6689c085ae165831e93');

const connectorArbitrary: fc.Arbitrary<Connector> = fc.record({
  id: idPool,
  name: fc.constantFrom('A', 'B'),
  type: fc.constantFrom(...connectorTypes),
  chain: namespace,
  info: fc.record({ rdns: rdnsPool }),
});
const walletArbitrary: fc.Arbitrary<ListedWallet> = fc.record({
  id: idPool,
  name: fc.constantFrom('A', 'B'),
  rdns: fc.option(fc.constantFrom('io.a', 'io.b', 'io.c'), { nil: null }),
  chains: fc.option(fc.array(chainPool, { maxLength: 3 }), { nil: null }),
});
const wallets = fc.array(walletArbitrary, { maxLength: 6 });
const parameters = fc.record({
  connectors: fc.array(connectorArbitrary, { maxLength: 8 }),
  recentWallets: wallets,
  featuredWallets: wallets,
  recommendedWallets: wallets,
  catalogueWallets: wallets,
  order: fc.constant(DEFAULT_CONNECTOR_ORDER),
});

describe('orderConnectorsForNamespace', () => {
  it('lists only what can serve the namespace, each an entry of the list over the serving connectors', () => {
    fc.assert(
      fc.property(parameters, namespace, (input, target) => {
        const entries = orderConnectorsForNamespace({ ...input, namespace: target });
        const serving = orderConnectors({ ...input, connectors: input.connectors.filter((connector) => connectorServesNamespace({ connector, namespace: target })) });
        for (const entry of entries) {
          if (entry.connector) expect(connectorServesNamespace({ connector: entry.connector, namespace: target })).toBe(true);
          else expect(walletServesNamespace({ wallet: entry.wallet, namespace: target })).toBe(true);
          expect(serving).toContainEqual(entry);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("lists, without a namespace, only connectors that serve one of the page's namespaces", () => {
    fc.assert(
      fc.property(parameters, fc.uniqueArray(namespace, { minLength: 1 }), (input, configuredNamespaces) => {
        const entries = orderConnectorsForNamespace({ ...input, namespace: undefined, configuredNamespaces });
        for (const entry of entries) {
          if (!entry.connector) continue;
          const { connector } = entry;
          expect(configuredNamespaces.some((configured) => connectorServesNamespace({ connector, namespace: configured }))).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('is orderConnectors itself without a namespace', () => {
    fc.assert(
      fc.property(parameters, (input) => {
        expect(orderConnectorsForNamespace({ ...input, namespace: undefined })).toEqual(orderConnectors(input));
      }),
      { numRuns: 100 },
    );
  });
});
