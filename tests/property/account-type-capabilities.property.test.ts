/**
 * Reading what a wallet says about an account (adapters/wallets/evm/account-capabilities.ts) against a reference:
 * a wallet_getCapabilities answer or WalletConnect session properties built with independent encoders (hex chain
 * ids in either case, addresses in any case, the every-chain 0x0 entry) read back as the chain's capabilities over
 * the every-chain ones; anything else a wallet may send (any JSON, any string) is "nothing said", never a throw.
 */
import fc from 'fast-check';
import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { capabilitiesOnChain, sessionCapabilities } from '../../adapters/wallets/evm/account-capabilities.js';
import { walletAccountType } from '../../domain/entities/account/walletAccountType.js';

const runs = { numRuns: 300 };

const chainId = fc.integer({ min: 1, max: 2 ** 40 });
const hexOf = (id: number, upper: boolean) => {
  const digits = id.toString(16);
  return `0x${upper ? digits.toUpperCase() : digits}`;
};
const capability = fc.dictionary(fc.constantFrom('atomic', 'paymasterService', 'auxiliaryFunds', 'other'), fc.record({ status: fc.constantFrom('supported', 'ready', 'unsupported') }), {
  maxKeys: 3,
});
const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => getAddress(`0x${Buffer.from(bytes).toString('hex')}`));
const casing = fc.constantFrom((value: string) => value, (value: string) => value.toLowerCase(), (value: string) => `0x${value.slice(2).toUpperCase()}`);

describe('reading account capabilities', () => {
  it("reads the chain's entry over the every-chain one from a wallet_getCapabilities answer", () => {
    fc.assert(
      fc.property(chainId, chainId, capability, fc.option(capability, { nil: undefined }), capability, fc.boolean(), (asked, other, own, everyChain, others, upper) => {
        fc.pre(asked !== other);
        const answer: Record<string, unknown> = { [hexOf(asked, upper)]: own, [hexOf(other, upper)]: others };
        if (everyChain !== undefined) answer['0x0'] = everyChain;
        expect(capabilitiesOnChain({ answer, caipNetworkId: `eip155:${asked}` })).toEqual({ ...everyChain, ...own });
      }),
      runs,
    );
  });

  it("reads the account's entry of session properties whatever the address case, and nothing for another account", () => {
    fc.assert(
      fc.property(address, address, casing, chainId, capability, (account, stranger, write, asked, own) => {
        fc.pre(account.toLowerCase() !== stranger.toLowerCase());
        const sessionProperties = { capabilities: JSON.stringify({ [write(account)]: { [hexOf(asked, false)]: own } }) };
        expect(sessionCapabilities({ sessionProperties, address: account, caipNetworkId: `eip155:${asked}` })).toEqual(own);
        expect(sessionCapabilities({ sessionProperties, address: stranger, caipNetworkId: `eip155:${asked}` })).toBeUndefined();
      }),
      runs,
    );
  });

  it('never throws on what a wallet may send, and what it reads types the account as the rule says', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string(), address, chainId, (answer, raw, account, asked) => {
        const caipNetworkId = `eip155:${asked}`;
        const fromAnswer = capabilitiesOnChain({ answer, caipNetworkId });
        const fromSession = sessionCapabilities({ sessionProperties: { capabilities: raw }, address: account, caipNetworkId });
        for (const read of [fromAnswer, fromSession]) {
          if (read !== undefined) expect(typeof read).toBe('object');
          expect(['eoa', 'smartAccount']).toContain(walletAccountType({ namespace: 'eip155', capabilities: read }));
        }
      }),
      runs,
    );
  });
});
