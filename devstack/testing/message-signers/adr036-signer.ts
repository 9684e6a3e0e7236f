/**
 * A Cosmos account that signs messages as Keplr's signArbitrary does (ADR-036), with cosmjs's own wallet and
 * sign-doc code: not walletport's (adapters/siwx/adr036-*.ts), so the tests check one against the other.
 */
import { makeSignDoc, Secp256k1Wallet, type AminoSignResponse, type StdSignDoc, type StdSignature } from '@cosmjs/amino';
import { toBase64 } from '@cosmjs/encoding';
import { secp256k1 } from '@noble/curves/secp256k1.js';

export type Adr036Signer = {
  address: string;
  /** The compressed secp256k1 public key (33 bytes). */
  publicKey: Uint8Array;
  /** Any amino sign doc signed as Keplr's signAmino does (what WalletConnect's cosmos_signAmino answers). */
  signAmino(signDoc: StdSignDoc): Promise<AminoSignResponse>;
  /** The StdSignature of the UTF-8 `text`, as JSON text (what a sign-in carries as its signature). */
  sign(text: string): Promise<string>;
  /** The StdSignature object itself. */
  signature(text: string): Promise<StdSignature>;
};

/** A fresh (or given) secp256k1 key as an account under the bech32 `prefix`. */
export async function adr036Signer(prefix: string, privateKey: Uint8Array = secp256k1.utils.randomSecretKey()): Promise<Adr036Signer> {
  const wallet = await Secp256k1Wallet.fromKey(privateKey, prefix);
  const [account] = await wallet.getAccounts();
  if (!account) throw new Error('cosmjs gave no account');
  const signature = async (text: string): Promise<StdSignature> => {
    const message = { type: 'sign/MsgSignData', value: { signer: account.address, data: toBase64(new TextEncoder().encode(text)) } };
    const document = makeSignDoc([message], { gas: '0', amount: [] }, '', '', 0, 0);
    return (await wallet.signAmino(account.address, document)).signature;
  };
  return {
    address: account.address,
    publicKey: account.pubkey,
    signAmino: (signDoc) => wallet.signAmino(account.address, signDoc),
    signature,
    sign: async (text) => JSON.stringify(await signature(text)),
  };
}
