/**
 * The sign-in flow's "when" (SPEC.md section 4): asked only when connected on a configured network of a
 * namespace that can sign, never on an unsupported one; and a session counts only for its own account and
 * chain, until its expiry.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { walletportDevnetA, walletportDevnetB, walletportDevnetC } from '../../domain/entities/network/chains/walletportDevnets.js';
import { isSessionFor } from '../../domain/entities/siwx/siwx-session.schema.js';
import type { CaipNetwork } from '../../domain/entities/network/caipNetwork.js';
import type { ConnectionState } from '../../domain/usecases/connection/connection.types.js';
import { siwxTarget } from '../../domain/usecases/siwx/siwxTarget.js';

const runs = { numRuns: 300 };
const HEX = fc.constantFrom(...'0123456789abcdef');
const address = fc.string({ unit: HEX, minLength: 40, maxLength: 40 }).map((hex) => `0x${hex}`);
const NETWORKS: readonly CaipNetwork[] = [walletportDevnetA, walletportDevnetB, walletportDevnetC];
const configured: readonly CaipNetwork[] = [walletportDevnetA, walletportDevnetB];

const connection = fc.record({
  status: fc.constantFrom('connected', 'connecting', 'disconnected') as fc.Arbitrary<'connected' | 'connecting' | 'disconnected'>,
  address,
  walletChain: fc.constantFrom(...NETWORKS.map((network) => network.caipNetworkId)),
  namespace: fc.constantFrom('eip155', 'solana') as fc.Arbitrary<'eip155' | 'solana'>,
});

type ConnectionInput = { status: 'connected' | 'connecting' | 'disconnected'; address: string; walletChain: string; namespace: 'eip155' | 'solana' };

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
  it('asks exactly when connected on eip155, on a configured network the wallet is on, and not unsupported', () => {
    fc.assert(
      fc.property(connection, fc.constantFrom(...NETWORKS), fc.boolean(), (input, active, isUnsupportedChain) => {
        const target = siwxTarget({ connection: state(input), activeCaipNetwork: active, isUnsupportedChain, networks: configured });
        const expected =
          input.status === 'connected' &&
          input.namespace === 'eip155' &&
          !isUnsupportedChain &&
          configured.includes(active) &&
          input.walletChain === active.caipNetworkId;
        expect(target !== undefined).toBe(expected);
        if (target) expect(target.key).toBe(`${active.caipNetworkId}:${input.address.toLowerCase()}`);
      }),
      runs,
    );
  });
});

describe('isSessionFor', () => {
  it('holds for the same account (any case) and chain until the expiry, never after', () => {
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
});
