import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, http } from 'viem';
import { DEV_ACCOUNTS } from '../config.js';
import { DEV_SMART_ACCOUNTS } from '../chains/index.js';
import { smartAccountSigner, type DevSmartAccountKind } from '../chains/testing/smart-account-signer.js';
import { startChainWorld, type ChainWorld } from './testing/chain-world.js';
import { reasonNames } from './testing/error-body.js';
import { getSession, signInWithEthereum } from './testing/sign-in.js';

// Sign-in with a contract account through the real routes: the server must ask the chain (ERC-1271), or
// simulate the account's deployment first (ERC-6492), since no key recovers to a smart account's address.
let world: ChainWorld;

beforeAll(async () => {
  world = await startChainWorld();
}, 120_000);
afterAll(() => world.stop());

describe.each<[DevSmartAccountKind, string]>([
  ['deployed', 'ERC-1271'],
  ['counterfactual', 'ERC-6492'],
])('sign-in with the %s smart account (%s)', (kind) => {
  const account = DEV_SMART_ACCOUNTS[kind];

  it('signs in, and the session names the smart account, not its owner', async () => {
    const signedIn = await signInWithEthereum(world.cloud, smartAccountSigner(kind), { statement: 'Sign in to the demo' });
    expect(signedIn.status).toBe(200);
    const me = await getSession(world.cloud, signedIn.token);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ address: account.address, sub: `eip155:31337:${account.address}` });
  });

  it('refuses the same sign-in signed by a key that does not own the account', async () => {
    const forged = await signInWithEthereum(world.cloud, smartAccountSigner(kind, { privateKey: DEV_ACCOUNTS[0].privateKey }));
    expect(forged.status).toBe(401);
    expect(reasonNames(forged.body)).toEqual(['signature']);
  });
});

it('leaves the counterfactual account undeployed: verification only simulates its deployment', async () => {
  const chainA = world.chains.chains[0]!;
  const client = createPublicClient({ chain: chainA.viemChain, transport: http(chainA.rpcUrl, { retryCount: 0 }) });
  expect(await client.getCode({ address: DEV_SMART_ACCOUNTS.counterfactual.address })).toBeUndefined();
});
