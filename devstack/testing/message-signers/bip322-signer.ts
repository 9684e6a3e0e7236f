/**
 * A Bitcoin key that signs messages as a wallet does (BIP-322 simple), built with @scure/btc-signer's own
 * transaction code rather than walletport's (adapters/siwx/bip322-transactions.ts), so the tests that verify
 * its signatures check one implementation against another. Used by unit tests, the sign-in server's tests and
 * (later) the devstack's Bitcoin test wallet.
 */
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { NETWORK, p2tr, p2wpkh, RawTx, RawWitness, Script, SigHash, TEST_NETWORK, Transaction } from '@scure/btc-signer';

export type Bip322Network = 'mainnet' | 'testnet' | 'regtest';
export type Bip322Kind = 'p2wpkh' | 'p2tr';

export type Bip322Signer = {
  kind: Bip322Kind;
  address: string;
  /** The base64 simple signature of the UTF-8 `text`. */
  sign(text: string, options?: { sighash?: 'default' | 'all' }): string;
};

const REGTEST_NETWORK = { ...TEST_NETWORK, bech32: 'bcrt' };
const NETWORKS = { mainnet: NETWORK, testnet: TEST_NETWORK, regtest: REGTEST_NETWORK } as const;

function taggedHash(tag: string, data: Uint8Array): Uint8Array {
  const tagHash = sha256(new TextEncoder().encode(tag));
  return sha256(new Uint8Array([...tagHash, ...tagHash, ...data]));
}

/** BIP-322's tagged hash of the message (what sats-connect's signMessage answers as messageHash, in hex). */
export function bip322MessageHash(text: string): Uint8Array {
  return taggedHash('BIP0322-signed-message', new TextEncoder().encode(text));
}

/** btoa over the bytes: no Buffer, so the signer also runs in a browser (the Bitcoin test wallet's bundle). */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** to_spend's txid in display order (what btc-signer's addInput takes), serialized by btc-signer's RawTx. */
function toSpendTxid(script: Uint8Array, message: Uint8Array): Uint8Array {
  const messageHash = taggedHash('BIP0322-signed-message', message);
  const raw = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [{ txid: new Uint8Array(32), index: 0xffffffff, finalScriptSig: Script.encode(['OP_0', messageHash]), sequence: 0 }],
    outputs: [{ amount: 0n, script }],
    witnesses: [],
    lockTime: 0,
  });
  return sha256(sha256(raw)).reverse();
}

/** A signer for `privateKey` (random when omitted) as a P2WPKH or a P2TR (key path, BIP-86) account. */
export function bip322Signer(kind: Bip322Kind, network: Bip322Network, privateKey: Uint8Array = secp256k1.utils.randomSecretKey()): Bip322Signer {
  const payment = kind === 'p2wpkh' ? p2wpkh(secp256k1.getPublicKey(privateKey, true), NETWORKS[network]) : p2tr(schnorr.getPublicKey(privateKey), undefined, NETWORKS[network]);
  const address = payment.address;
  if (!address) throw new Error('btc-signer gave no address');
  return {
    kind,
    address,
    sign(text, options = {}) {
      // P2WPKH always signs SIGHASH_ALL; P2TR defaults to SIGHASH_DEFAULT (a 64-byte signature).
      const sighash = options.sighash === 'all' || kind === 'p2wpkh' ? SigHash.ALL : SigHash.DEFAULT;
      const toSign = new Transaction({ version: 0, allowUnknownOutputs: true });
      toSign.addInput({
        txid: toSpendTxid(payment.script, new TextEncoder().encode(text)),
        index: 0,
        sequence: 0,
        witnessUtxo: { script: payment.script, amount: 0n },
        ...(kind === 'p2tr' ? { tapInternalKey: schnorr.getPublicKey(privateKey) } : {}),
        ...(sighash === SigHash.ALL ? { sighashType: SigHash.ALL } : {}),
      });
      toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n });
      toSign.signIdx(privateKey, 0, [sighash]);
      toSign.finalizeIdx(0);
      const witness = toSign.getInput(0).finalScriptWitness;
      if (!witness) throw new Error('btc-signer finalized no witness');
      return base64(RawWitness.encode(witness));
    },
  };
}
