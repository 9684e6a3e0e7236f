/**
 * The embedded wallet's account type switch (SPEC.md section 4) against a reference: offered exactly on an
 * eip155 network the secure site lists as smart-account-enabled, for a signed-in user listing both an EOA and
 * a smart account, and always to the type the wallet is not acting from; never on another namespace, a
 * malformed network id or for a user listing one kind only.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountTypeSwitch } from '../../domain/usecases/embedded-wallet/account-type/index.js';

const runs = { numRuns: 400 };
const chainId = fc.integer({ min: 1, max: 2 ** 40 });
const accountType = fc.constantFrom('eoa' as const, 'smartAccount' as const);
const accounts = fc.array(fc.record({ address: fc.stringMatching(/^0x[0-9a-f]{40}$/), type: accountType }), { maxLength: 4 });
const user = fc.option(fc.record({ accounts: fc.option(accounts, { nil: undefined }), preferredAccountType: fc.option(accountType, { nil: undefined }) }, { requiredKeys: [] }), { nil: undefined });
const network = fc.oneof(
  chainId.map((id) => ({ id: `eip155:${id}` as string | undefined, chain: id as number | undefined })),
  fc.constantFrom('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'bip122:000000000019d6689c085ae165831e93', 'eip155', 'eip155:', 'eip155:abc').map((id) => ({ id: id as string | undefined, chain: undefined })),
  fc.constant({ id: undefined as string | undefined, chain: undefined as number | undefined }),
);

describe('the embedded wallet’s account type switch (property)', () => {
  it('is offered exactly where smart accounts are enabled and both kinds are listed, to the other kind', () => {
    fc.assert(
      fc.property(user, network, fc.array(chainId, { maxLength: 4 }), fc.boolean(), (someone, { id, chain }, enabled, includeCurrent) => {
        const enabledNetworks = includeCurrent && chain !== undefined ? [...enabled, chain] : enabled;
        const kinds = new Set((someone?.accounts ?? []).map((account) => account.type));
        const offered = someone !== undefined && chain !== undefined && enabledNetworks.includes(chain) && kinds.has('eoa') && kinds.has('smartAccount');
        const expected = offered ? (someone.preferredAccountType === 'smartAccount' ? 'eoa' : 'smartAccount') : undefined;
        expect(accountTypeSwitch({ user: someone, caipNetworkId: id, enabledNetworks })).toBe(expected);
      }),
      runs,
    );
  });
});
