/**
 * The three sign-in signature verifiers of issue 31, property-tested against other libraries' signers
 * (@polkadot/util-crypto's wasm sr25519, cosmjs's ADR-036 wallet, @scure/btc-signer's BIP-322 transaction):
 * any text, newlines and non-ASCII included, verifies for its signer and for no other text.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyAdr036Signature } from '../../adapters/siwx/adr036-signature.js';
import { verifyBip322Signature } from '../../adapters/siwx/bip322-signature.js';
import { verifySr25519Signature } from '../../adapters/siwx/sr25519-signature.js';
import { adr036Signer } from '../../devstack/testing/message-signers/adr036-signer.js';
import { bip322Signer } from '../../devstack/testing/message-signers/bip322-signer.js';
import { sr25519Ready, sr25519Signer } from '../../devstack/testing/message-signers/sr25519-signer.js';

// Each run signs with real curves: a few dozen runs already cover the shapes of text that matter.
const runs = { numRuns: 25 };
const texts = fc.tuple(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }));
const bytes = (text: string) => new TextEncoder().encode(text);

beforeAll(async () => {
  await sr25519Ready();
});

describe('sign-in signatures of any text (property)', () => {
  it('sr25519: verifies the signed text, wrapped or not, and not the text with anything appended', async () => {
    const alice = sr25519Signer();
    const address = alice.addressOn(0);
    await fc.assert(
      fc.asyncProperty(texts, fc.boolean(), async ([text, suffix], wrap) => {
        const signature = alice.sign(text, { wrap });
        expect(await verifySr25519Signature({ address, message: bytes(text), signature })).toBe(true);
        expect(await verifySr25519Signature({ address, message: bytes(text + suffix), signature })).toBe(false);
      }),
      runs,
    );
  });

  it('ADR-036: verifies the signed text and not the text with anything appended', async () => {
    const alice = await adr036Signer('cosmos');
    await fc.assert(
      fc.asyncProperty(texts, async ([text, suffix]) => {
        const signature = await alice.sign(text);
        expect(await verifyAdr036Signature({ address: alice.address, message: bytes(text), signature })).toBe(true);
        expect(await verifyAdr036Signature({ address: alice.address, message: bytes(text + suffix), signature })).toBe(false);
      }),
      runs,
    );
  });

  it('BIP-322: verifies the signed text for P2WPKH and P2TR, and not the text with anything appended', async () => {
    const accounts = [bip322Signer('p2wpkh', 'regtest'), bip322Signer('p2tr', 'regtest')];
    await fc.assert(
      fc.asyncProperty(texts, fc.constantFrom(0, 1), async ([text, suffix], pick) => {
        const account = accounts[pick];
        if (!account) return;
        const signature = account.sign(text);
        expect(await verifyBip322Signature({ address: account.address, network: 'regtest', message: bytes(text), signature })).toBe(true);
        expect(await verifyBip322Signature({ address: account.address, network: 'regtest', message: bytes(text + suffix), signature })).toBe(false);
      }),
      runs,
    );
  });
});
