/**
 * All Wallets for one namespace (allWalletsForNamespace, after SwitchActiveChain), over random connectors of
 * several namespaces (Wallet Standard ones among them, named like catalogue wallets) and catalogue wallets with
 * random chains, drawn from small pools so ids, rdns and names collide: every wallet kept can serve the
 * namespace (its chains name it, or the connector it opens with is one of the namespace's), no wallet that
 * could is dropped, the order is the catalogue's, and without a namespace every wallet stays.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAIN_NAMESPACES } from '../../domain/entities/constants.js';
import { connectorTypes, type Connector } from '../../domain/entities/connector/connector.js';
import type { CatalogueWallet } from '../../domain/entities/wallet/wallet.js';
import { allWalletsForNamespace } from '../../domain/usecases/connect-list/allWalletsForNamespace.js';
import { connectorServesNamespace, walletServesNamespace } from '../../domain/usecases/connect-list/servesNamespace.js';
import { connectorReachesWallet } from '../../domain/usecases/connectors/catalogueMatch.js';

const namespace = fc.constantFrom(...CHAIN_NAMESPACES);
const names = fc.constantFrom('Phantom', ' phantom', 'Backpack', 'MetaMask');
const chainPool = fc.constantFrom('eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'bip122:000000000019d6689c085ae165831e93');

const plainConnector: fc.Arbitrary<Connector> = fc.record({
  id: fc.constantFrom('a', 'b', 'c'),
  name: names,
  type: fc.constantFrom(...connectorTypes),
  chain: namespace,
  info: fc.record({ rdns: fc.option(fc.constantFrom('io.a', 'io.b'), { nil: undefined }) }),
});
const walletStandardConnector: fc.Arbitrary<Connector> = names.map((name) => ({ id: `wallet-standard:${name}`, name, type: 'ANNOUNCED', chain: 'solana' }));
const walletArbitrary: fc.Arbitrary<CatalogueWallet> = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd'),
  name: names,
  rdns: fc.option(fc.constantFrom('io.a', 'io.b'), { nil: null }),
  chains: fc.option(fc.array(chainPool, { maxLength: 3 }), { nil: null }),
});
const input = fc.record({
  wallets: fc.array(walletArbitrary, { maxLength: 8 }),
  connectors: fc.array(fc.oneof(plainConnector, walletStandardConnector), { maxLength: 6 }),
});

describe('allWalletsForNamespace', () => {
  it('keeps exactly the wallets that can serve the namespace, in their order, each with one of its connectors', () => {
    fc.assert(
      fc.property(input, namespace, ({ wallets, connectors }, target) => {
        const items = allWalletsForNamespace({ wallets, connectors, namespace: target });
        const serving = connectors.filter((connector) => connectorServesNamespace({ connector, namespace: target }));
        const expected = wallets.filter(
          (wallet) => walletServesNamespace({ wallet, namespace: target }) || serving.some((connector) => connectorReachesWallet(connector, wallet)),
        );
        expect(items.map((item) => item.wallet)).toEqual(expected);
        for (const { wallet, connector } of items) {
          if (connector === undefined) continue;
          expect(connectorServesNamespace({ connector, namespace: target })).toBe(true);
          expect(connectorReachesWallet(connector, wallet)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every wallet without a namespace', () => {
    fc.assert(
      fc.property(input, ({ wallets, connectors }) => {
        expect(allWalletsForNamespace({ wallets, connectors, namespace: undefined }).map((item) => item.wallet)).toEqual(wallets);
      }),
    );
  });
});
