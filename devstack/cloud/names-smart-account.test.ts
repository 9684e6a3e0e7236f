import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameResponseSchema } from '../../domain/entities/api/blockchain-api.schema.js';
import { DEV_SMART_ACCOUNTS } from '../chains/index.js';
import { smartAccountSigner, type DevSmartAccountKind } from '../chains/testing/smart-account-signer.js';
import { DEV_ACCOUNTS } from '../config.js';
import { startChainWorld, type ChainWorld } from './testing/chain-world.js';
import { reasonNames } from './testing/error-body.js';
import { registerName, TEST_COIN_TYPE } from './testing/register-name.js';

// A contract account has no key to recover: the cloud must ask the chain (ERC-1271), or simulate the
// account's deployment first (ERC-6492), before it files a name under the account's address.
let world: ChainWorld;

beforeAll(async () => {
  world = await startChainWorld();
}, 120_000);
afterAll(() => world.stop());

describe.each<[DevSmartAccountKind, string]>([
  ['deployed', 'ERC-1271'],
  ['counterfactual', 'ERC-6492'],
])('registering a name with the %s smart account (%s)', (kind) => {
  const account = DEV_SMART_ACCOUNTS[kind];

  it('files the name under the smart account, not its owner', async () => {
    const answer = await registerName(world.cloud, smartAccountSigner(kind), `smart-${kind}`);
    expect(answer.status).toBe(200);
    expect(nameResponseSchema.parse(answer.body).addresses[String(TEST_COIN_TYPE)]?.address).toBe(account.address);
  });

  it('refuses the registration signed by a key that does not own the account', async () => {
    const forged = await registerName(world.cloud, smartAccountSigner(kind, { privateKey: DEV_ACCOUNTS[0].privateKey }), `forged-${kind}`);
    expect(forged.status).toBe(401);
    expect(reasonNames(forged.body)).toEqual(['INVALID_SIGNATURE']);
  });
});
