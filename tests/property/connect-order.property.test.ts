/**
 * The connect list's invariants over random connectors and wallets drawn from small pools (so ids and rdns
 * collide often): a wallet appears once (no id or rdns twice), groups follow the order and only the groups
 * asked for appear, at most RECENT_WALLETS_MAX recent and RECOMMENDED_WALLETS_COUNT recommended entries,
 * every recent entry exists, every listable connector is listed unless an earlier entry already covers it,
 * email and social connectors and excluded wallets never appear. Also the connect-method and social orders.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONNECT_METHOD_ORDER_WITH_INJECTED,
  DEFAULT_CONNECT_METHOD_ORDER,
  DEFAULT_CONNECTOR_ORDER,
  DEFAULT_SOCIALS,
  RECENT_WALLETS_MAX,
  RECOMMENDED_WALLETS_COUNT,
} from '../../domain/entities/constants.js';
import { connectorTypes, type Connector } from '../../domain/entities/connector/connector.js';
import { connectMethodOrder } from '../../domain/usecases/connect-list/connectMethodOrder.js';
import {
  orderConnectors,
  type ConnectListEntry,
  type ListedWallet,
  type OrderConnectorsParameters,
} from '../../domain/usecases/connect-list/orderConnectors.js';
import { socialsForPlatform } from '../../domain/usecases/connect-list/socialsForPlatform.js';
import type { ConnectorGroup } from '../../domain/usecases/options/options.js';

const idPool = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'walletConnect');
const rdnsPool = fc.option(fc.constantFrom('io.a', 'io.b', 'io.c', 'io.d'), { nil: undefined });

const connectorArbitrary: fc.Arbitrary<Connector> = fc.record({
  id: idPool,
  name: fc.constantFrom('A', 'B'),
  type: fc.constantFrom(...connectorTypes),
  chain: fc.constant('eip155' as const),
  explorerId: fc.option(idPool, { nil: undefined }),
  info: fc.record({ rdns: rdnsPool }),
});
const walletArbitrary: fc.Arbitrary<ListedWallet> = fc.record({
  id: idPool,
  name: fc.constantFrom('A', 'B'),
  rdns: fc.option(fc.constantFrom('io.a', 'io.b', 'io.c', 'io.d'), { nil: null }),
});
const wallets = fc.array(walletArbitrary, { maxLength: 8 });

const parametersArbitrary: fc.Arbitrary<OrderConnectorsParameters> = fc.record({
  connectors: fc.array(connectorArbitrary, { maxLength: 8 }),
  recentWallets: wallets,
  featuredWallets: wallets,
  customWallets: wallets,
  recommendedWallets: wallets,
  catalogueWallets: wallets,
  excludedWalletIds: fc.subarray(['a', 'b', 'c', 'd', 'e', 'f', 'g']),
  order: fc.oneof(
    fc.constant(DEFAULT_CONNECTOR_ORDER),
    fc.array(fc.constantFrom(...DEFAULT_CONNECTOR_ORDER), { maxLength: 9 }),
  ),
});

const GROUP_OF_TYPE: Partial<Record<Connector['type'], ConnectorGroup>> = {
  WALLET_CONNECT: 'walletConnect',
  INJECTED: 'injected',
  ANNOUNCED: 'injected',
  MULTI_CHAIN: 'injected',
  EXTERNAL: 'external',
};

function idsOf(entry: ConnectListEntry): string[] {
  return [entry.id, entry.connector?.id, entry.connector?.explorerId, entry.wallet?.id].filter(
    (value): value is string => Boolean(value),
  );
}
function rdnsOf(entry: ConnectListEntry): string[] {
  return [entry.rdns, entry.connector?.info?.rdns, entry.wallet?.rdns].filter((value): value is string => Boolean(value));
}
function keysOf(entry: ConnectListEntry): Set<string> {
  return new Set([...idsOf(entry).map((id) => `id:${id}`), ...rdnsOf(entry).map((rdns) => `rdns:${rdns}`)]);
}
function connectorKeys(connector: Connector): string[] {
  const ids = [connector.id, connector.explorerId].filter(Boolean).map((id) => `id:${id}`);
  return connector.info?.rdns ? [...ids, `rdns:${connector.info.rdns}`] : ids;
}

describe('orderConnectors (property)', () => {
  it('lists a wallet once: no id or rdns appears in two entries', () => {
    fc.assert(
      fc.property(parametersArbitrary, (parameters) => {
        const seen = new Set<string>();
        for (const entry of orderConnectors(parameters)) {
          for (const key of keysOf(entry)) {
            expect(seen.has(key)).toBe(false);
            seen.add(key);
          }
        }
      }),
    );
  });

  it('follows the group order and shows only the groups asked for', () => {
    fc.assert(
      fc.property(parametersArbitrary, (parameters) => {
        const order = [...new Set(parameters.order ?? DEFAULT_CONNECTOR_ORDER)];
        const positions = orderConnectors(parameters).map((entry) => order.indexOf(entry.group));
        expect(positions.every((position) => position >= 0)).toBe(true);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }),
    );
  });

  it(`shows at most ${RECENT_WALLETS_MAX} recent and ${RECOMMENDED_WALLETS_COUNT} recommended wallets`, () => {
    fc.assert(
      fc.property(parametersArbitrary, (parameters) => {
        const entries = orderConnectors(parameters);
        expect(entries.filter((entry) => entry.group === 'recent').length).toBeLessThanOrEqual(RECENT_WALLETS_MAX);
        expect(entries.filter((entry) => entry.group === 'recommended').length).toBeLessThanOrEqual(
          RECOMMENDED_WALLETS_COUNT,
        );
      }),
    );
  });

  it('shows a recent wallet only if a connectable connector or a known catalogue wallet matches it', () => {
    fc.assert(
      fc.property(parametersArbitrary, (parameters) => {
        const known = [
          ...(parameters.catalogueWallets ?? []),
          ...(parameters.featuredWallets ?? []),
          ...(parameters.recommendedWallets ?? []),
          ...(parameters.customWallets ?? []),
        ];
        for (const entry of orderConnectors(parameters).filter((candidate) => candidate.group === 'recent')) {
          const rdns = entry.wallet?.rdns;
          const byConnector = parameters.connectors.some(
            (connector) =>
              GROUP_OF_TYPE[connector.type] !== undefined &&
              GROUP_OF_TYPE[connector.type] !== 'walletConnect' &&
              (connector.id === entry.id || connector.explorerId === entry.id || (!!rdns && connector.info?.rdns === rdns)),
          );
          const byWallet = known.some((wallet) => wallet.id === entry.id || (!!rdns && wallet.rdns === rdns));
          expect(byConnector || byWallet).toBe(true);
        }
      }),
    );
  });

  it('lists every listable connector of a shown group, unless an entry already covers it or it is excluded', () => {
    fc.assert(
      fc.property(parametersArbitrary, (parameters) => {
        const entries = orderConnectors(parameters);
        const order = parameters.order ?? DEFAULT_CONNECTOR_ORDER;
        const excluded = new Set((parameters.excludedWalletIds ?? []).map((id) => `id:${id}`));
        const covered = new Set(entries.flatMap((entry) => [...keysOf(entry)]));
        for (const connector of parameters.connectors) {
          const group = GROUP_OF_TYPE[connector.type];
          if (!group || !order.includes(group)) continue;
          const keys = connectorKeys(connector);
          if (keys.some((key) => excluded.has(key))) continue;
          expect(entries.some((entry) => entry.connector === connector) || keys.some((key) => covered.has(key))).toBe(true);
        }
      }),
    );
  });

  it('never lists email and social connectors or excluded wallets', () => {
    fc.assert(
      fc.property(parametersArbitrary, (parameters) => {
        const excluded = new Set(parameters.excludedWalletIds ?? []);
        for (const entry of orderConnectors(parameters)) {
          expect(['AUTH', 'ID_AUTH']).not.toContain(entry.connector?.type);
          expect(idsOf(entry).some((id) => excluded.has(id))).toBe(false);
        }
      }),
    );
  });
});

describe('connectMethodOrder (property)', () => {
  const methodsArbitrary = fc.option(fc.array(fc.constantFrom(...DEFAULT_CONNECT_METHOD_ORDER), { maxLength: 5 }), {
    nil: undefined,
  });
  const socialsArbitrary = fc.oneof(fc.constant(false as const), fc.subarray([...DEFAULT_SOCIALS]));

  it('keeps the base order, once each, and only methods whose feature is on', () => {
    fc.assert(
      fc.property(fc.boolean(), socialsArbitrary, methodsArbitrary, fc.boolean(), (email, socials, custom, injected) => {
        const result = connectMethodOrder({
          features: { email, socials, connectMethodsOrder: custom },
          hasInjectedWallets: injected,
        });
        const base = custom ?? (injected ? CONNECT_METHOD_ORDER_WITH_INJECTED : DEFAULT_CONNECT_METHOD_ORDER);
        const expected = [...new Set(base)].filter(
          (method) => method === 'wallet' || (method === 'email' ? email : socials !== false && socials.length > 0),
        );
        expect(result).toEqual(expected);
        expect(new Set(result).size).toBe(result.length);
      }),
    );
  });
});

describe('socialsForPlatform (property)', () => {
  it('returns part of the configured list in its order, everything outside Telegram', () => {
    fc.assert(
      fc.property(
        fc.option(fc.array(fc.constantFrom(...DEFAULT_SOCIALS), { maxLength: 9 }), { nil: undefined }),
        fc.boolean(),
        fc.constantFrom('ios', 'android', 'mac', 'windows', 'linux', 'other' as const),
        (socials, telegram, os) => {
          const configured = [...new Set(socials ?? DEFAULT_SOCIALS)];
          const result = socialsForPlatform(socials, { telegram, os });
          expect(result).toEqual(configured.filter((social) => result.includes(social)));
          if (!telegram) expect(result).toEqual(configured);
        },
      ),
    );
  });
});
