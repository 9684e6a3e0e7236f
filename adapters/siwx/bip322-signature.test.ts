import { describe, expect, it } from 'vitest';
import { bip322Signer } from '../../devstack/testing/message-signers/bip322-signer.js';
import { verifyBip322Signature } from './bip322-signature.js';
import { bip322MessageHash } from './bip322-transactions.js';

const text = (value: string) => new TextEncoder().encode(value);
const verify = (address: string, message: string, signature: string, network: 'mainnet' | 'testnet' | 'regtest' = 'mainnet') =>
  verifyBip322Signature({ address, network, message: text(message), signature });

// BIP-322's test vectors: the key L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k as P2WPKH and P2TR.
const P2WPKH = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l';
const P2TR = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3';
const VECTORS: readonly [address: string, message: string, signature: string][] = [
  [P2WPKH, '', 'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='],
  [P2WPKH, '', 'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy'],
  [P2WPKH, 'Hello World', 'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='],
  [P2WPKH, 'Hello World', 'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy'],
  [P2TR, '', 'AUENaEN08MvLbhHu5+JxE0z2cwjClb3Mt3Nv9IT4/4CLdMYMpIhLQlTTAkYK6WO/Ew4yC05Z9WHCipKnl2SfoengAQ=='],
  [P2TR, 'Hello World', 'AUFylEJD/8Arqu9J/uTde49VdZDCP/Bv9J9XDdmJc9Tdy/83yvVggexMchQJ+9teYj5bo+gdW8l98PO+JZ1mS1WLAQ=='],
];

describe('BIP-322 message hash', () => {
  it('is the BIP test vectors', () => {
    expect(Buffer.from(bip322MessageHash(text(''))).toString('hex')).toBe('c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1');
    expect(Buffer.from(bip322MessageHash(text('Hello World'))).toString('hex')).toBe('f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a');
  });
});

describe('verifyBip322Signature', () => {
  it.each(VECTORS)('accepts the test vector of %s for %j', async (address, message, signature) => {
    expect(await verify(address, message, signature)).toBe(true);
    expect(await verify(address, message, `smp${signature}`)).toBe(true);
  });

  it.each(VECTORS)('refuses the test vector of %s for %j on another message, address or network', async (address, message, signature) => {
    expect(await verify(address, `${message}!`, signature)).toBe(false);
    expect(await verify(address === P2WPKH ? P2TR : P2WPKH, message, signature)).toBe(false);
    expect(await verify(address, message, signature, 'testnet')).toBe(false);
  });

  it.each([
    ['p2wpkh', 'regtest'],
    ['p2tr', 'regtest'],
    ['p2tr', 'testnet'],
  ] as const)('verifies what btc-signer signs for a fresh %s key on %s, and nothing else', async (kind, network) => {
    const alice = bip322Signer(kind, network);
    const bob = bip322Signer(kind, network);
    const signature = alice.sign('walletport wants you to sign in');
    expect(await verify(alice.address, 'walletport wants you to sign in', signature, network)).toBe(true);
    expect(await verify(bob.address, 'walletport wants you to sign in', signature, network)).toBe(false);
    expect(await verify(alice.address, 'walletport wants you to sign in', bob.sign('walletport wants you to sign in'), network)).toBe(false);
  });

  it('takes a taproot signature with SIGHASH_ALL written out', async () => {
    const alice = bip322Signer('p2tr', 'regtest');
    expect(await verify(alice.address, 'hi', alice.sign('hi', { sighash: 'all' }), 'regtest')).toBe(true);
  });

  it('refuses malformed signatures and address kinds it does not verify', async () => {
    const [, , good] = VECTORS[2] ?? [];
    const bytes = Buffer.from(good ?? '', 'base64');
    for (const signature of [
      '',
      'not base64!',
      Buffer.concat([bytes, Buffer.of(0)]).toString('base64'), // trailing byte
      bytes.subarray(0, bytes.length - 1).toString('base64'), // truncated
      Buffer.from(bytes.map((byte, index) => (index === 10 ? byte ^ 1 : byte))).toString('base64'), // a bit flipped in the signature
    ]) {
      expect(await verify(P2WPKH, 'Hello World', signature)).toBe(false);
    }
    expect(await verify('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'Hello World', good ?? '')).toBe(false);
    expect(await verify('not an address', 'Hello World', good ?? '')).toBe(false);
  });
});
