import { beforeAll, describe, expect, it } from 'vitest';
import { sr25519Ready, sr25519Signer } from '../../devstack/testing/message-signers/sr25519-signer.js';
import { verifySr25519Signature } from './sr25519-signature.js';

const message = new TextEncoder().encode('localhost wants you to sign in with your Polkadot account');
const text = new TextDecoder().decode(message);

beforeAll(async () => {
  await sr25519Ready();
});

describe('verifySr25519Signature', () => {
  it('accepts what @polkadot/util-crypto signs, wrapped in <Bytes> or not, tagged or not, on any network', async () => {
    const alice = sr25519Signer();
    for (const signature of [alice.sign(text), alice.sign(text, { wrap: false }), `0x01${alice.sign(text).slice(2)}`]) {
      expect(await verifySr25519Signature({ address: alice.addressOn(0), message, signature })).toBe(true);
      expect(await verifySr25519Signature({ address: alice.addressOn(2), message, signature })).toBe(true);
    }
  });

  it("refuses another account's signature, another message and a tampered signature", async () => {
    const alice = sr25519Signer();
    const bob = sr25519Signer();
    const signature = alice.sign(text);
    expect(await verifySr25519Signature({ address: bob.addressOn(0), message, signature })).toBe(false);
    expect(await verifySr25519Signature({ address: alice.addressOn(0), message: new TextEncoder().encode(`${text}!`), signature })).toBe(false);
    const flipped = `${signature.slice(0, 10)}${signature[10] === '0' ? '1' : '0'}${signature.slice(11)}`;
    expect(await verifySr25519Signature({ address: alice.addressOn(0), message, signature: flipped })).toBe(false);
  });

  it('refuses malformed input without throwing', async () => {
    const alice = sr25519Signer();
    const signature = alice.sign(text);
    for (const [address, candidate] of [
      [alice.addressOn(0), signature.slice(2)], // no 0x
      [alice.addressOn(0), `${signature}00`], // 65 bytes without the sr25519 tag
      [alice.addressOn(0), `0x02${signature.slice(2)}`], // the ECDSA tag
      [alice.addressOn(0), '0x'],
      ['not an address', signature],
      ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', signature],
    ] as const) {
      expect(await verifySr25519Signature({ address, message, signature: candidate })).toBe(false);
    }
  });
});
