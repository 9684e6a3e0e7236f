/**
 * ADR-036's sign document: how a Cosmos wallet signs arbitrary bytes (Keplr's signArbitrary, WalletConnect's
 * cosmos_signAmino of a sign/MsgSignData). It is an amino StdSignDoc with everything chain-specific zeroed, so
 * the signature can never be replayed as a transaction; the wallet signs the sha256 of its canonical JSON
 * (keys sorted, no spaces, `&`, `<`, `>` escaped as cosmjs's serializeSignDoc writes them).
 */
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { encodeBase64 } from '../../domain/entities/solana-wire/base64.js';

export type Adr036SignDocParameters = { signer: string; data: Uint8Array };
export type Adr036SignDocReturnType = Uint8Array;
export type Adr036SignDocErrorType = never;

/** The amino StdSignDoc itself, keys in sorted order: what a wallet is handed to sign (cosmos_signAmino's `signDoc`). */
export type Adr036SignDocObjectReturnType = {
  account_number: '0';
  chain_id: '';
  fee: { amount: never[]; gas: '0' };
  memo: '';
  msgs: [{ type: 'sign/MsgSignData'; value: { data: string; signer: string } }];
  sequence: '0';
};

export function adr036SignDoc({ signer, data }: Adr036SignDocParameters): Adr036SignDocObjectReturnType {
  // Written in sorted key order, which is what amino JSON canonicalization produces.
  return {
    account_number: '0',
    chain_id: '',
    fee: { amount: [], gas: '0' },
    memo: '',
    msgs: [{ type: 'sign/MsgSignData', value: { data: encodeBase64(data), signer } }],
    sequence: '0',
  };
}

/** The bytes a wallet signs (after sha256) for `signer` signing `data`. */
export function adr036SignDocBytes(parameters: Adr036SignDocParameters): Adr036SignDocReturnType {
  const json = JSON.stringify(adr036SignDoc(parameters)).replace(/&/g, '\\u0026').replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
  return utf8ToBytes(json);
}
