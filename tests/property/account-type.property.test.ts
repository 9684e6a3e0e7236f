/**
 * Account types from what the wallet says (SPEC.md section 3) against a reference: on eip155 a browser or
 * WalletConnect account, and the embedded wallet's too, is a smartAccount exactly when its capabilities say it
 * executes batches atomically (EIP-5792 v2 `atomic.status: 'supported'` or v1 `atomicBatch.supported: true`),
 * else an EOA (the eip155 default, smartAccount, is a preference, never an account's type by itself); every
 * other namespace keeps its default, whatever the capabilities hold. Then the same through
 * buildNamespaceConnection, for every connector alike: only the active account takes the capabilities.
 */
import fc from 'fast-check';
import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { defaultAccountTypes } from '../../domain/entities/account/account.js';
import { walletAccountType, type WalletChainCapabilities } from '../../domain/entities/account/walletAccountType.js';
import { AUTH_CONNECTOR_ID } from '../../domain/entities/connector/connector.js';
import { CHAIN_NAMESPACES } from '../../domain/entities/constants.js';
import { buildNamespaceConnection } from '../../domain/usecases/connection/buildNamespaceConnection.js';

const runs = { numRuns: 300 };

/** Capabilities as wallets send them, well-formed or not: the atomic entries, plus others around them. */
const atomicEntry = fc.oneof(
  fc.record({ status: fc.constantFrom('supported', 'ready', 'unsupported', 'SUPPORTED', '') }),
  fc.record({ status: fc.anything() }),
  fc.anything(),
);
const atomicBatchEntry = fc.oneof(fc.record({ supported: fc.boolean() }), fc.record({ supported: fc.anything() }), fc.anything());
const capabilities: fc.Arbitrary<WalletChainCapabilities | undefined> = fc.option(
  fc.record(
    {
      atomic: atomicEntry,
      atomicBatch: atomicBatchEntry,
      paymasterService: fc.record({ supported: fc.boolean() }),
      other: fc.dictionary(fc.string(), fc.anything()),
    },
    { requiredKeys: [] },
  ),
  { nil: undefined },
);

function says(value: unknown, key: string, expected: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.prototype.hasOwnProperty.call(value, key)
    ? (value as Record<string, unknown>)[key] === expected
    : false;
}

/** The reference rule, written from the SPEC and EIP-5792, not from the implementation. */
function expectedType(namespace: (typeof CHAIN_NAMESPACES)[number], given: WalletChainCapabilities | undefined) {
  if (namespace !== 'eip155') return defaultAccountTypes[namespace];
  const atomic = given !== undefined && (says(given.atomic, 'status', 'supported') || says(given.atomicBatch, 'supported', true));
  return atomic ? 'smartAccount' : 'eoa';
}

const evmAddress = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => getAddress(`0x${Buffer.from(bytes).toString('hex')}`));

describe('account types from what the wallet says', () => {
  it('matches the reference for every namespace and capability shape', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CHAIN_NAMESPACES), capabilities, (namespace, given) => {
        expect(walletAccountType({ namespace, capabilities: given })).toBe(expectedType(namespace, given));
      }),
      runs,
    );
  });

  it('an EVM account is never a smartAccount unless its wallet says it batches atomically', () => {
    fc.assert(
      fc.property(capabilities, (given) => {
        const type = walletAccountType({ namespace: 'eip155', capabilities: given });
        if (type === 'smartAccount') expect(says(given?.atomic, 'status', 'supported') || says(given?.atomicBatch, 'supported', true)).toBe(true);
        else expect(type).toBe('eoa');
      }),
      runs,
    );
  });

  it('buildNamespaceConnection types the active account from the capabilities and the others as EOAs, the embedded wallet included', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(evmAddress, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('io.metamask', 'walletConnect', 'dev.walletport.testwallet', AUTH_CONNECTOR_ID),
        capabilities,
        (accounts, connectorId, given) => {
          const connection = buildNamespaceConnection({ namespace: 'eip155', connectorId, accounts, caipNetworkId: 'eip155:31337', capabilities: given });
          expect(connection.allAccounts.map(({ type }) => type)).toEqual(
            accounts.map((_, index) => expectedType('eip155', index === 0 ? given : undefined)),
          );
        },
      ),
      runs,
    );
  });
});
