/**
 * The signature a Polkadot or Cosmos sign-in carries, asked through WalletConnect's methods and answered by
 * signers made with other libraries (devstack/testing/message-signers: @polkadot/util-crypto, cosmjs), is one
 * the sign-in verifiers (adapters/siwx) accept for that address and message, and for no other message.
 */
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { adr036Signer } from '../../../devstack/testing/message-signers/adr036-signer.js';
import { sr25519Ready, sr25519Signer } from '../../../devstack/testing/message-signers/sr25519-signer.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import { verifyFamilySignature } from '../../siwx/family-signature.js';
import { SignatureChainAdapter } from './signature-chain-adapter.adapter.js';

const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';
const COSMOS_HUB = 'cosmos:cosmoshub-4';
const MESSAGE = 'dapp.example wants you to sign in with your account:\nline two\n\nNonce: abcdefgh12';

/** A provider that answers one method with `answer` and records what it was asked. */
function providerAnswering(method: string, answer: (params: Record<string, unknown>) => Promise<unknown> | unknown) {
  const asked: { method: string; params: unknown }[] = [];
  const provider: Eip1193Provider = {
    request: async (args) => {
      asked.push({ method: args.method, params: args.params });
      if (args.method !== method) throw Object.assign(new Error('Method not supported'), { code: 4200 });
      return answer(args.params as Record<string, unknown>);
    },
  };
  return { provider, asked };
}

describe('SignatureChainAdapter', () => {
  it('signs a Polkadot sign-in with polkadot_signMessage; the sr25519 verifier accepts it', async () => {
    await sr25519Ready();
    const signer = sr25519Signer();
    const address = signer.addressOn(0);
    const { provider, asked } = providerAnswering('polkadot_signMessage', (params) => ({ signature: signer.sign(String(params.message)) }));
    const signature = await new SignatureChainAdapter({ namespace: 'polkadot' }).signMessage({ provider, address, message: MESSAGE });
    expect(asked).toEqual([{ method: 'polkadot_signMessage', params: { address, message: MESSAGE } }]);
    const verify = (text: string) => verifyFamilySignature({ namespace: 'polkadot', chainId: POLKADOT, address, message: utf8ToBytes(text), signature });
    expect(await verify(MESSAGE)).toBe(true);
    expect(await verify(`${MESSAGE} `)).toBe(false);
  });

  it('signs a Cosmos sign-in with cosmos_signAmino of the ADR-036 document; the verifier accepts the StdSignature', async () => {
    const signer = await adr036Signer('cosmos');
    const { provider, asked } = providerAnswering('cosmos_signAmino', (params) => signer.signAmino(params.signDoc as never));
    const signature = await new SignatureChainAdapter({ namespace: 'cosmos' }).signMessage({ provider, address: signer.address, message: MESSAGE });
    expect(asked[0]).toMatchObject({ method: 'cosmos_signAmino', params: { signerAddress: signer.address, signDoc: { chain_id: '', msgs: [{ type: 'sign/MsgSignData' }] } } });
    const verify = (text: string) => verifyFamilySignature({ namespace: 'cosmos', chainId: COSMOS_HUB, address: signer.address, message: utf8ToBytes(text), signature });
    expect(await verify(MESSAGE)).toBe(true);
    expect(await verify('another message')).toBe(false);
  });

  it("keeps the wallet's refusal typed and refuses a malformed answer", async () => {
    const refusing: Eip1193Provider = { request: () => Promise.reject(Object.assign(new Error('User rejected the request'), { code: 4001 })) };
    await expect(new SignatureChainAdapter({ namespace: 'polkadot' }).signMessage({ provider: refusing, address: 'x', message: 'm' })).rejects.toMatchObject({
      code: 'USER_REJECTED_REQUEST',
    });
    const { provider } = providerAnswering('cosmos_signAmino', () => ({ signature: 'not a StdSignature' }));
    await expect(new SignatureChainAdapter({ namespace: 'cosmos' }).signMessage({ provider, address: 'cosmos1x', message: 'm' })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('has no chain', async () => {
    await expect(new SignatureChainAdapter({ namespace: 'cosmos' }).getNativeBalance()).rejects.toMatchObject({ code: 'UNSUPPORTED_CHAIN' });
  });
});
