/**
 * The frame's Solana API over a signed-up user (an in-memory site, no HTTP): the user on the served Solana
 * chain with their derived address, a message signed for that address, and the refusals (another chain, a
 * site without Solana, a method it does not perform, no session). No answer carries the EVM key or the Solana
 * key in any form.
 */
import { createPublicKey, verify } from 'node:crypto';
import { getBase58Decoder, getBase58Encoder } from '@solana/kit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { solanaKeypairFromEvmKey } from '../custody/solana-key.js';
import { openKey } from '../custody/sealed-key.js';
import { ChainBook } from '../rpc/chain-book.js';
import type { SecureSiteSolanaChain } from '../rpc/solana-sign.js';
import { API } from '../shared/api-types.js';
import { authWorld, type AuthWorld } from '../testing/auth-world.js';
import { signUp } from '../testing/sign-in.js';
import type { ApiHandler } from './api.js';
import { solanaApiHandlers } from './solana-api.js';

const SOLANA: SecureSiteSolanaChain = { caipNetworkId: 'solana:gWrX94S2EYwdZDDp3Uu22AVvitZBW6A5', name: 'Walletport Solana Devnet', rpcUrl: 'http://127.0.0.1:9' };
const chains = new ChainBook([{ chainId: 31337, name: 'Walletport A', rpcUrl: 'http://127.0.0.1:9' }]);

let world: AuthWorld;
beforeEach(async () => {
  world = await authWorld();
});
afterEach(() => world.close());

function handlers(solana: SecureSiteSolanaChain | undefined): (path: string, body: unknown, token: string | undefined) => Promise<unknown> {
  const table = new Map<string, ApiHandler>(solanaApiHandlers({ sessions: world.sessions, vault: world.vault, chains, solana }));
  return async (path, body, token) => table.get(path)!({ body, token });
}

describe('the Solana API', () => {
  it("answers the user on the Solana chain with their derived address, and signs for it", async () => {
    const { user, token } = await signUp(world, 'ada@example.com');
    const call = handlers(SOLANA);
    const keypair = solanaKeypairFromEvmKey(openKey(world.masterKey, user.id, world.stores.keys.sealedFor(user.id)!));
    const address = keypair.publicKey.toBase58();
    await expect(call(API.solanaUser, { chainId: SOLANA.caipNetworkId }, token)).resolves.toEqual({
      email: 'ada@example.com',
      address,
      chainId: SOLANA.caipNetworkId,
      accounts: [{ address, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    });

    const text = 'Hello from the walletport demo on Solana';
    const message = getBase58Decoder().decode(new TextEncoder().encode(text));
    const described = await call(API.solanaDescribe, { method: 'solana_signMessage', params: { message, pubkey: address }, chainId: SOLANA.caipNetworkId }, token);
    expect(described).toEqual({
      heading: 'Sign message',
      rows: [
        { label: 'Message', value: text },
        { label: 'Account', value: address },
        { label: 'Network', value: SOLANA.name },
      ],
    });
    const signed = (await call(API.solanaSign, { method: 'solana_signMessage', params: { message, pubkey: address } }, token)) as { result: { signature: string } };
    const publicKey = createPublicKey({ key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), keypair.publicKey.toBuffer()]), format: 'der', type: 'spki' });
    expect(verify(null, Buffer.from(text), publicKey, Buffer.from(getBase58Encoder().encode(signed.result.signature)))).toBe(true);

    // No key material in any answer: the EVM key, the Solana seed, the Solana secret key.
    const evm = openKey(world.masterKey, user.id, world.stores.keys.sealedFor(user.id)!).slice(2);
    const seed = Buffer.from(keypair.secretKey.subarray(0, 32));
    const fragments = [evm.slice(0, 16), evm.slice(-16), seed.toString('hex').slice(0, 16), seed.toString('base64'), getBase58Decoder().decode(keypair.secretKey)];
    const answers = JSON.stringify([described, signed, await call(API.solanaUser, {}, token)]).toLowerCase();
    expect(fragments.filter((fragment) => answers.includes(fragment.toLowerCase()))).toEqual([]);
  });

  it("refuses another chain, a site without Solana, a method it does not perform, and a caller without a session", async () => {
    const { token } = await signUp(world, 'bob@example.com');
    const call = handlers(SOLANA);
    await expect(call(API.solanaUser, { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }, token)).rejects.toThrow('Unsupported chain');
    await expect(handlers(undefined)(API.solanaUser, {}, token)).rejects.toThrow('Unsupported chain');
    await expect(call(API.solanaSign, { method: 'solana_signAllTransactions', params: {} }, token)).rejects.toThrow('This secure site cannot perform solana_signAllTransactions');
    await expect(call(API.solanaSign, { method: 'solana_signMessage', params: { message: '2NEpo7TZRRrLZSi2U' } }, token)).rejects.toThrow(/Invalid solana_signMessage params/);
    await expect(call(API.solanaUser, {}, undefined)).rejects.toMatchObject({ status: 401 });
  });
});
