/**
 * The sign-in flow's "when" (SPEC.md section 4): asked only when connected on a configured network of a
 * namespace that can sign, never on an unsupported one; and a session counts only for its own account and
 * chain, until its expiry.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solana, solanaDevnet } from '../../domain/entities/network/chains/solana.js';
import { bitcoin } from '../../domain/entities/network/chains/bitcoin.js';
import {
  walletportBitcoinRegtest,
  walletportDevnetA,
  walletportDevnetB,
  walletportDevnetC,
} from '../../domain/entities/network/chains/walletportDevnets.js';
import { defineNetwork } from '../../domain/entities/network/defineNetwork.js';
import { isSessionFor } from '../../domain/entities/siwx/siwx-session.schema.js';
import type { CaipNetwork } from '../../domain/entities/network/caipNetwork.js';
import type { ConnectionState } from '../../domain/usecases/connection/connection.types.js';
import { siwxTarget } from '../../domain/usecases/siwx/siwxTarget.js';

const runs = { numRuns: 300 };
const HEX = fc.constantFrom(...'0123456789abcdef');
const address = fc.string({ unit: HEX, minLength: 40, maxLength: 40 }).map((hex) => `0x${hex}`);
/** Any letters' case: an eip155 key folds it, a solana (base58) key keeps it. */
const anyCaseAddress = fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: 40, maxLength: 40 });
/** Polkadot: a namespace of signatures only (issue 31). */
const polkadot = defineNetwork({
  id: '91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  chainNamespace: 'polkadot',
  rpcUrls: { default: { http: [] } },
});
type Namespace = 'eip155' | 'solana' | 'bip122' | 'polkadot';
/** Every namespace walletport signs in on (SIWX_NAMESPACES), as a configuration without `namespaces` does. */
const ALL_NAMESPACES: readonly string[] = ['eip155', 'solana', 'polkadot', 'cosmos', 'bip122'];
// Unconfigured: walletportDevnetC, Solana mainnet and Bitcoin mainnet.
const NETWORKS: readonly CaipNetwork[] = [walletportDevnetA, walletportDevnetB, walletportDevnetC, solanaDevnet, solana, walletportBitcoinRegtest, bitcoin, polkadot];
const configured: readonly CaipNetwork[] = [walletportDevnetA, walletportDevnetB, solanaDevnet, walletportBitcoinRegtest, polkadot];
/** What a sign-in configuration says it signs in on (SiwxConfig.namespaces); undefined: all of them. */
const configNamespaces = fc.constantFrom<readonly string[] | undefined>(undefined, ['eip155'], ['solana'], ['eip155', 'solana'], ['bip122', 'polkadot'], []);

const connection = fc.record({
  status: fc.constantFrom('connected', 'connecting', 'disconnected') as fc.Arbitrary<'connected' | 'connecting' | 'disconnected'>,
  address: anyCaseAddress,
  walletChain: fc.constantFrom(...NETWORKS.map((network) => network.caipNetworkId)),
  namespace: fc.constantFrom('eip155', 'solana', 'bip122', 'polkadot') as fc.Arbitrary<Namespace>,
});

type ConnectionInput = { status: 'connected' | 'connecting' | 'disconnected'; address: string; walletChain: string; namespace: Namespace };

function state({ status, address: account, walletChain, namespace }: ConnectionInput): ConnectionState {
  return {
    activeNamespace: namespace,
    namespaces: {
      [namespace]: { namespace, status, connectorId: 'w', address: account, caipAddress: `${walletChain}:${account}`, allAccounts: [], caipNetworkId: walletChain },
    },
    connectingConnectorId: undefined,
    recentWallets: [],
  };
}

describe('siwxTarget', () => {
  it('asks exactly when connected on a namespace that signs in (eip155, solana, bip122, polkadot, as the configuration allows), on a configured network of that namespace the wallet is on, and not unsupported', () => {
    fc.assert(
      fc.property(connection, fc.constantFrom(...NETWORKS), fc.boolean(), configNamespaces, (input, active, isUnsupportedChain, namespaces) => {
        const target = siwxTarget({ connection: state(input), activeCaipNetwork: active, isUnsupportedChain, networks: configured, configured: namespaces });
        const expected =
          input.status === 'connected' &&
          (namespaces ?? ALL_NAMESPACES).includes(input.namespace) &&
          active.chainNamespace === input.namespace &&
          !isUnsupportedChain &&
          configured.includes(active) &&
          input.walletChain === active.caipNetworkId;
        expect(target !== undefined).toBe(expected);
        const keyAddress = input.namespace === 'eip155' ? input.address.toLowerCase() : input.address;
        if (target) expect(target.key).toBe(`${active.caipNetworkId}:${keyAddress}`);
      }),
      runs,
    );
  });
});

describe('isSessionFor', () => {
  it('holds for the same eip155 account (any case) and chain until the expiry, never after', () => {
    fc.assert(
      fc.property(address, fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: -1e9, max: 1e9 }), fc.boolean(), (account, expiry, offset, upper) => {
        const session = {
          data: { accountAddress: account, chainId: 'eip155:1', domain: 'a.b', uri: 'https://a.b', version: '1', nonce: 'n', expirationTime: new Date(expiry).toISOString() },
          message: 'm',
          signature: 's',
        };
        const now = expiry + offset;
        const asked = upper ? account.toUpperCase().replace('0X', '0x') : account;
        expect(isSessionFor(session, 'eip155:1', asked, now)).toBe(now < expiry);
        expect(isSessionFor(session, 'eip155:2', account, expiry - 1)).toBe(false);
      }),
      runs,
    );
  });

  it('holds for a solana account only as written: base58 in another case is another key', () => {
    fc.assert(
      fc.property(anyCaseAddress.filter((value) => value.toLowerCase() !== value), (account) => {
        const session = { data: { accountAddress: account, chainId: solanaDevnet.caipNetworkId, domain: 'a.b', uri: 'https://a.b', version: '1', nonce: 'n' }, message: 'm', signature: 's' };
        expect(isSessionFor(session, solanaDevnet.caipNetworkId, account, 0)).toBe(true);
        expect(isSessionFor(session, solanaDevnet.caipNetworkId, account.toLowerCase(), 0)).toBe(false);
        expect(isSessionFor(session, walletportDevnetA.caipNetworkId, account, 0)).toBe(false);
      }),
      runs,
    );
  });
});
