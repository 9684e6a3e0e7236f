/**
 * Sign In With Farcaster verification against the devstack's ID registry on a real anvil chain: the
 * registry's reads, a good message, and the refusals that matter (a signer that is not the FID's custody
 * address, the wrong nonce, domain or siweUri, a chain id other than 10, a changed message).
 */
import { createPublicClient, http, zeroAddress, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type AnvilProcess } from '../../chains/anvil.js';
import { devnetChain, freePort } from '../../chains/index.js';
import { DEVSTACK_CHAINS } from '../../config.js';
import { DEV_FARCASTER_ACCOUNTS } from '../../farcaster/dev-accounts.js';
import { deployIdRegistry, ID_REGISTRY_ADDRESS, idRegistryReader } from '../../farcaster/registry/id-registry.js';
import { signInMessage } from '../../farcaster/sign-in-message.js';
import { farcasterAppClient, farcasterVerifier, type FarcasterVerifier } from './farcaster-verifier.js';

const [ALICE, BOB] = DEV_FARCASTER_ACCOUNTS as [(typeof DEV_FARCASTER_ACCOUNTS)[0], (typeof DEV_FARCASTER_ACCOUNTS)[0]];
const SITE = { siweUri: 'http://127.0.0.1:4300', domain: '127.0.0.1:4300', nonce: 'f00dfeed0123456789abcdef' };

let anvil: AnvilProcess;
let verify: FarcasterVerifier;
let rpcUrl: string;

beforeAll(async () => {
  const { chainId, name } = DEVSTACK_CHAINS.a;
  anvil = await startAnvil({ chainId, port: await freePort() });
  rpcUrl = anvil.rpcUrl;
  await deployIdRegistry({ chain: devnetChain(chainId, name, rpcUrl), rpcUrl });
  // The relay is not used by verification.
  verify = farcasterVerifier(farcasterAppClient('http://127.0.0.1:9', rpcUrl));
}, 30_000);

afterAll(() => anvil?.stop());

async function sign(message: string, key: Hex): Promise<Hex> {
  return privateKeyToAccount(key).signMessage({ message });
}

/** Alice's sign-in for SITE, with `change` applied to the channel fields or the signer. */
async function aliceSignIn(change: { params?: Partial<typeof SITE>; custody?: Address; key?: Hex } = {}) {
  const message = signInMessage({ ...SITE, ...change.params }, { fid: ALICE.fid, custody: change.custody ?? ALICE.custody }, new Date());
  return { ...SITE, message, signature: await sign(message, change.key ?? ALICE.custodyKey) };
}

describe('the ID registry', () => {
  it('holds every development FID at its derived custody address, at a fixed address', async () => {
    const registry = idRegistryReader(createPublicClient({ transport: http(rpcUrl) }));
    for (const account of DEV_FARCASTER_ACCOUNTS) {
      expect(await registry.custodyOf(BigInt(account.fid))).toBe(account.custody);
      expect(await registry.idOf(account.custody)).toBe(BigInt(account.fid));
    }
    expect(await registry.custodyOf(999n)).toBe(zeroAddress);
    expect(await registry.idOf(privateKeyToAccount(generatePrivateKey()).address)).toBe(0n);
    // Deploying again on the same chain only checks what is there.
    const { chainId, name } = DEVSTACK_CHAINS.a;
    expect(await deployIdRegistry({ chain: devnetChain(chainId, name, rpcUrl), rpcUrl })).toBe(ID_REGISTRY_ADDRESS);
  });
});

describe('Sign In With Farcaster verification', () => {
  it('accepts a message signed by the FID’s custody key for this site’s nonce and domain', async () => {
    expect(await verify(await aliceSignIn())).toEqual({ ok: true, fid: ALICE.fid });
  });

  it('refuses a signer that is not the custody address of the FID in the registry', async () => {
    // Bob signs Alice's FID with his own (registered) key, naming himself as the address.
    const bob = await verify(await aliceSignIn({ custody: BOB.custody, key: BOB.custodyKey }));
    expect(bob).toEqual({ ok: false, reason: expect.stringMatching(/does not own fid 1001|not an auth address or owner of fid 1001/) });
    // A key no registry knows.
    const stranger = generatePrivateKey();
    expect(await verify(await aliceSignIn({ custody: privateKeyToAccount(stranger).address, key: stranger }))).toMatchObject({ ok: false });
    // Alice's address named, but someone else's signature.
    expect(await verify(await aliceSignIn({ key: BOB.custodyKey }))).toMatchObject({ ok: false });
  });

  it('refuses the wrong nonce, domain or siweUri', async () => {
    expect(await verify(await aliceSignIn({ params: { nonce: 'a0a0a0a0a0a0a0a0' } }))).toEqual({ ok: false, reason: 'Invalid nonce' });
    expect(await verify(await aliceSignIn({ params: { domain: 'evil.example' } }))).toEqual({ ok: false, reason: 'Invalid domain' });
    expect(await verify(await aliceSignIn({ params: { siweUri: 'https://evil.example' } }))).toEqual({ ok: false, reason: 'the message is for https://evil.example, not http://127.0.0.1:4300' });
  });

  it('refuses a message that is not Sign In With Farcaster (chain id, statement) or was changed after signing', async () => {
    const base = { domain: SITE.domain, address: ALICE.custody, uri: SITE.siweUri, version: '1' as const, nonce: SITE.nonce, resources: [`farcaster://fid/${ALICE.fid}`] };
    for (const message of [
      createSiweMessage({ ...base, chainId: 1, statement: 'Farcaster Auth' }),
      createSiweMessage({ ...base, chainId: 10, statement: 'Sign in to walletport' }),
      createSiweMessage({ ...base, chainId: 10, statement: 'Farcaster Auth', resources: [] }),
    ]) {
      expect(await verify({ ...SITE, message, signature: await sign(message, ALICE.custodyKey) }), message).toMatchObject({ ok: false });
    }
    const signed = await aliceSignIn();
    expect(await verify({ ...signed, message: signed.message.replace('farcaster://fid/1001', 'farcaster://fid/1002') })).toMatchObject({ ok: false });
  });
});
