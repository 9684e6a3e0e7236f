import { serializeSignDoc, makeSignDoc } from '@cosmjs/amino';
import { toBase64 } from '@cosmjs/encoding';
import { describe, expect, it } from 'vitest';
import { adr036Signer } from '../../devstack/testing/message-signers/adr036-signer.js';
import { adr036SignDocBytes } from './adr036-sign-doc.js';
import { verifyAdr036Signature } from './adr036-signature.js';

const text = 'localhost wants you to sign in with your Cosmos account: <&>';
const message = new TextEncoder().encode(text);

describe('adr036SignDocBytes', () => {
  it('is the document cosmjs serializes for sign/MsgSignData', () => {
    const signer = 'cosmos1w508d6qejxtdg4y5r3zarvary0c5xw7k6ah60c';
    const reference = serializeSignDoc(makeSignDoc([{ type: 'sign/MsgSignData', value: { signer, data: toBase64(message) } }], { gas: '0', amount: [] }, '', '', 0, 0));
    expect(adr036SignDocBytes({ signer, data: message })).toEqual(reference);
  });
});

describe('verifyAdr036Signature', () => {
  it('accepts what a cosmjs wallet signs, under any prefix', async () => {
    for (const prefix of ['cosmos', 'osmo']) {
      const alice = await adr036Signer(prefix);
      expect(await verifyAdr036Signature({ address: alice.address, message, signature: await alice.sign(text) })).toBe(true);
    }
  });

  it("refuses another message, another account's signature, and a key that is not the address's", async () => {
    const alice = await adr036Signer('cosmos');
    const bob = await adr036Signer('cosmos');
    expect(await verifyAdr036Signature({ address: alice.address, message: new TextEncoder().encode(`${text}!`), signature: await alice.sign(text) })).toBe(false);
    expect(await verifyAdr036Signature({ address: alice.address, message, signature: await bob.sign(text) })).toBe(false);
    // Bob's valid signature over a document naming Alice would still carry Bob's key: the key-to-address check refuses it.
    const bobsKeyAlicesSignature = { ...(await alice.signature(text)), pub_key: (await bob.signature(text)).pub_key };
    expect(await verifyAdr036Signature({ address: alice.address, message, signature: JSON.stringify(bobsKeyAlicesSignature) })).toBe(false);
  });

  it('refuses malformed signatures without throwing', async () => {
    const alice = await adr036Signer('cosmos');
    const good = await alice.signature(text);
    for (const signature of [
      '',
      'not json',
      '{}',
      JSON.stringify({ ...good, pub_key: { ...good.pub_key, type: 'tendermint/PubKeyEd25519' } }),
      JSON.stringify({ ...good, signature: good.signature.slice(4) }),
      JSON.stringify({ ...good, pub_key: { ...good.pub_key, value: toBase64(new Uint8Array(33)) } }),
    ]) {
      expect(await verifyAdr036Signature({ address: alice.address, message, signature })).toBe(false);
    }
    expect(await verifyAdr036Signature({ address: 'not an address', message, signature: JSON.stringify(good) })).toBe(false);
  });
});
