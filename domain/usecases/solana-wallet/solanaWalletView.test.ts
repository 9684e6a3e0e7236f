import { describe, expect, it } from 'vitest';
import { decodeBase58, encodeBase58 } from '../../entities/address/base58.js';
import { UserRejectedRequestError } from '../../entities/errors/rpc-errors.js';
import { encodeBase64 } from '../../entities/solana-wire/base64.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import { solanaWalletView } from './solanaWalletView.js';

const ADDRESS = 'JBBgQwgvxKJZVYRdoVW4VsPNs2J9kwsvo9am64S5Nfce';
const CHAIN = 'solana:gWrX94S2EYwdZDDp3Uu22AVvitZBW6A5';
const SIGNATURE = new Uint8Array(64).fill(9);
/** An unsigned wire transaction: one signature slot (zeros), then a made-up message. */
const UNSIGNED = Uint8Array.from([1, ...new Uint8Array(64), 0xaa, 0xbb, 0xcc]);

/** A provider answering with `answer(method, params)`, recording what it was asked. */
function provider(answer: (method: string, params: unknown) => unknown) {
  const calls: { method: string; params: unknown }[] = [];
  const fake: Eip1193Provider = {
    request: async ({ method, params }) => {
      calls.push({ method, params });
      return answer(method, params);
    },
  };
  return { fake, calls };
}

function view(answer: (method: string, params: unknown) => unknown, connection = { address: ADDRESS as string | undefined, caipNetworkId: CHAIN as string | undefined }) {
  const { fake, calls } = provider(answer);
  return { wallet: solanaWalletView({ provider: fake, connection: () => connection }), calls, connection };
}

describe('solanaWalletView', () => {
  it('shows the connected address and chain', () => {
    const { wallet } = view(() => undefined);
    expect({ address: wallet.address, chain: wallet.chain }).toEqual({ address: ADDRESS, chain: CHAIN });
  });

  it('signs a message: base58 bytes and the account out, the signature bytes back', async () => {
    const { wallet, calls } = view(() => ({ signature: encodeBase58(SIGNATURE) }));
    await expect(wallet.signMessage(new Uint8Array([1, 2, 3]))).resolves.toEqual(SIGNATURE);
    expect(calls).toEqual([{ method: 'solana_signMessage', params: { message: encodeBase58(new Uint8Array([1, 2, 3])), pubkey: ADDRESS } }]);
  });

  it('signs a transaction: the signed transaction the wallet answers, or its signature put into the fee payer slot', async () => {
    const signed = Uint8Array.from([1, ...SIGNATURE, 0xaa, 0xbb, 0xcc]);
    const withTransaction = view(() => ({ signature: encodeBase58(SIGNATURE), transaction: encodeBase64(signed) }));
    await expect(withTransaction.wallet.signTransaction(UNSIGNED)).resolves.toEqual(signed);
    expect(withTransaction.calls[0]).toEqual({ method: 'solana_signTransaction', params: { transaction: encodeBase64(UNSIGNED), pubkey: ADDRESS } });
    const signatureOnly = view(() => ({ signature: encodeBase58(SIGNATURE) }));
    await expect(signatureOnly.wallet.signTransaction(UNSIGNED)).resolves.toEqual(signed);
  });

  it('signs and sends with the options given, answering the base58 signature', async () => {
    const { wallet, calls } = view(() => ({ signature: encodeBase58(SIGNATURE) }));
    await expect(wallet.signAndSendTransaction(UNSIGNED, { preflightCommitment: 'confirmed', maxRetries: 1 })).resolves.toBe(encodeBase58(SIGNATURE));
    expect(calls[0]).toEqual({
      method: 'solana_signAndSendTransaction',
      params: { transaction: encodeBase64(UNSIGNED), pubkey: ADDRESS, sendOptions: { preflightCommitment: 'confirmed', maxRetries: 1 } },
    });
    expect(decodeBase58(await wallet.signAndSendTransaction(UNSIGNED))).toEqual(SIGNATURE);
  });

  it("passes the wallet's refusal on as its typed error", async () => {
    const { wallet } = view(() => {
      throw { code: 4001, message: 'User rejected the request.' };
    });
    await expect(wallet.signMessage(new Uint8Array([1]))).rejects.toBeInstanceOf(UserRejectedRequestError);
  });

  it.each<[string, unknown]>([
    ['no answer', undefined],
    ['a signature of 32 bytes', { signature: encodeBase58(new Uint8Array(32).fill(1)) }],
    ['markup for a signature', { signature: '<img src=x onerror=alert(1)>' }],
  ])('refuses %s with INVALID_RESPONSE', async (_, answer) => {
    const { wallet } = view(() => answer);
    await expect(wallet.signMessage(new Uint8Array([1]))).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('refuses a signed transaction that is not base64, and bytes that are not bytes, before the wallet sees them', async () => {
    const { wallet, calls } = view(() => ({ signature: encodeBase58(SIGNATURE), transaction: 'not base64!' }));
    await expect(wallet.signTransaction(UNSIGNED)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    await expect(wallet.signMessage('hello' as unknown as Uint8Array)).rejects.toMatchObject({ rpcCode: -32602 });
    await expect(wallet.signAndSendTransaction(new Uint8Array())).rejects.toMatchObject({ rpcCode: -32602 });
    expect(calls).toHaveLength(1);
  });

  it('answers 4100 once the namespace is disconnected', async () => {
    const connection = { address: undefined as string | undefined, caipNetworkId: undefined as string | undefined };
    const { wallet, calls } = view(() => ({ signature: encodeBase58(SIGNATURE) }), connection);
    expect(() => wallet.address).toThrow(expect.objectContaining({ rpcCode: 4100 }));
    await expect(wallet.signMessage(new Uint8Array([1]))).rejects.toMatchObject({ rpcCode: 4100 });
    expect(calls).toEqual([]);
  });
});
