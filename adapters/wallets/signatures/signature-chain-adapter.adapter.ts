/**
 * The chain adapter of a namespace walletport has no chain for, only signatures (issue 31: polkadot, cosmos):
 * its one real call is signMessage, a sign-in's signature through the namespace's WalletConnect provider
 * (walletconnect-namespace-provider.ts), in the form the sign-in verifiers of adapters/siwx read:
 *
 * - polkadot: polkadot_signMessage `{address, message}`; the sr25519 signature as the wallet gives it (0x hex);
 * - cosmos: cosmos_signAmino of ADR-036's sign document for the message's bytes; the StdSignature as JSON text.
 * Everything about a chain (balances, sends, gas) is 'Unsupported chain'. It loads with the first sign-in.
 */
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { z } from 'zod/mini';
import type { WalletportError } from '../../../domain/entities/errors/base.error.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { parseWalletError } from '../../../domain/entities/errors/rpc-errors.js';
import { lazySchema } from '../../../domain/entities/validation/lazySchema.js';
import type { ChainAdapter, NativeBalance } from '../../../ports/chain-adapter.port.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import { adr036SignDoc } from '../../siwx/adr036-sign-doc.js';
import { parseWalletAnswer } from '../eip1193/request-wallet.js';

export type SignatureNamespace = 'polkadot' | 'cosmos';

const polkadotAnswerSchema = lazySchema(() => z.object({ signature: z.string().check(z.minLength(1), z.maxLength(200)) }));
const cosmosAnswerSchema = lazySchema(() =>
  z.object({
    signature: z.object({
      pub_key: z.object({ type: z.string().check(z.maxLength(100)), value: z.string().check(z.maxLength(100)) }),
      signature: z.string().check(z.maxLength(200)),
    }),
  }),
);

export class SignatureChainAdapter implements ChainAdapter {
  readonly namespace: SignatureNamespace;

  constructor({ namespace }: { namespace: SignatureNamespace }) {
    this.namespace = namespace;
  }

  async signMessage({ provider, address, message }: { provider: Eip1193Provider; address: string; message: string }): Promise<string> {
    if (this.namespace === 'polkadot') {
      const answer = await request(provider, 'polkadot_signMessage', { address, message });
      return parseWalletAnswer(polkadotAnswerSchema, answer, 'polkadot_signMessage').signature;
    }
    const signDoc = adr036SignDoc({ signer: address, data: utf8ToBytes(message) });
    const answer = await request(provider, 'cosmos_signAmino', { signerAddress: address, signDoc });
    const { signature } = parseWalletAnswer(cosmosAnswerSchema, answer, 'cosmos_signAmino');
    // Only the StdSignature's two fields, in the order the verifier reads (adr036-signature.ts).
    return JSON.stringify({ pub_key: { type: signature.pub_key.type, value: signature.pub_key.value }, signature: signature.signature });
  }

  sendTransaction(): Promise<string> {
    return Promise.reject(this.#unsupported('sendTransaction'));
  }

  writeContract(): Promise<string> {
    return Promise.reject(this.#unsupported('writeContract'));
  }

  estimateGas(): Promise<bigint> {
    return Promise.reject(this.#unsupported('estimateGas'));
  }

  getNativeBalance(): Promise<NativeBalance> {
    return Promise.reject(this.#unsupported('getNativeBalance'));
  }

  waitForTransaction(): Promise<'success' | 'reverted'> {
    return Promise.reject(this.#unsupported('waitForTransaction'));
  }

  #unsupported(method: string): WalletportError {
    return walletportError('UNSUPPORTED_CHAIN', [], { details: `${method}: walletport has no ${this.namespace} chain, only signatures` });
  }
}

async function request(provider: Eip1193Provider, method: string, params: object): Promise<unknown> {
  try {
    return await provider.request({ method, params });
  } catch (error) {
    throw parseWalletError(error);
  }
}
