import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  identityResponseSchema,
  nameResponseSchema,
  nameSuggestionsResponseSchema,
  reverseNameResponseSchema,
} from '../../domain/entities/api/blockchain-api.schema.js';
import { DEV_ACCOUNTS } from '../config.js';
import { admin, getJson, sendJson, startTestCloud, type TestCloud } from './testing/cloud-client.js';
import { reasonNames } from './testing/error-body.js';
import { coinTypeFromChainId } from '../../domain/entities/name/index.js';
import { postRegistration, registerName as register, signedRegistration, TEST_COIN_TYPE as COIN_TYPE } from './testing/register-name.js';

const alice = privateKeyToAccount(DEV_ACCOUNTS[1].privateKey);
const bob = privateKeyToAccount(DEV_ACCOUNTS[2].privateKey);

let cloud: TestCloud;

beforeAll(async () => {
  cloud = await startTestCloud();
});
afterAll(() => cloud.dispose());
beforeEach(async () => {
  await admin.delete(cloud, 'names');
});

describe('POST /v1/profile/account', () => {
  it('registers a name signed by its address; the name routes then answer it', async () => {
    const answer = await register(cloud, alice, 'alice-dev.reown.id', { attributes: { avatar: 'https://x.example/a.png', bio: 'hi' } });
    expect(answer.status).toBe(200);
    const record = nameResponseSchema.parse(answer.body);
    expect(record).toMatchObject({
      name: 'alice-dev.reown.id',
      addresses: { [String(COIN_TYPE)]: { address: alice.address } },
      attributes: [{ avatar: 'https://x.example/a.png', bio: 'hi' }],
    });

    const byName = await getJson(cloud, '/v1/profile/account/alice-dev.reown.id', { apiVersion: 2 });
    expect(byName.status).toBe(200);
    expect(nameResponseSchema.parse(byName.body).name).toBe('alice-dev.reown.id');

    const reverse = await getJson(cloud, `/v1/profile/reverse/${alice.address.toLowerCase()}`, { sender: alice.address, apiVersion: 2 });
    expect(reverseNameResponseSchema.parse(reverse.body).map((entry) => entry.name)).toEqual(['alice-dev.reown.id']);

    const identity = await getJson(cloud, `/v1/identity/${alice.address}`, { sender: bob.address });
    expect(identityResponseSchema.parse(identity.body)).toEqual({ name: 'alice-dev.reown.id', avatar: 'https://x.example/a.png' });

    const suggestions = await getJson(cloud, '/v1/profile/suggestions/alice-dev', { zone: 'reown.id' });
    const parsed = nameSuggestionsResponseSchema.parse(suggestions.body);
    expect(parsed.suggestions[0]).toEqual({ name: 'alice-dev.reown.id', registered: true });
    expect(parsed.suggestions.slice(1).every((suggestion) => !suggestion.registered)).toBe(true);
  });

  it('adds the .reown.id suffix and lets the owner update attributes', async () => {
    expect((await register(cloud, alice, 'Alice-Two')).status).toBe(200);
    const updated = await register(cloud, alice, 'alice-two.reown.id', { attributes: [{ bio: 'updated' }] });
    expect(nameResponseSchema.parse(updated.body).attributes).toEqual([{ bio: 'updated' }]);
  });

  it('refuses a name registered to another address (409)', async () => {
    await register(cloud, alice, 'taken-name');
    const answer = await register(cloud, bob, 'taken-name');
    expect(answer.status).toBe(409);
    expect(reasonNames(answer.body)).toEqual(['NAME_TAKEN']);
  });

  it('refuses a signature by another key (401)', async () => {
    const answer = await register(cloud, alice, 'forged-name', { signer: bob });
    expect(answer.status).toBe(401);
    expect(reasonNames(answer.body)).toEqual(['INVALID_SIGNATURE']);
    expect((await getJson(cloud, '/v1/profile/account/forged-name')).status).toBe(404);
  });

  it('refuses a replayed registration, even once the name changed hands in between (409)', async () => {
    const first = await signedRegistration(alice, 'replay-name', { attributes: { bio: 'first' } });
    expect((await postRegistration(cloud, first)).status).toBe(200);
    expect((await register(cloud, alice, 'replay-name', { attributes: { bio: 'second' }, timestamp: Math.floor(Date.now() / 1000) + 1 })).status).toBe(200);

    const replayed = await postRegistration(cloud, first);
    expect(replayed.status).toBe(409);
    expect(reasonNames(replayed.body)).toEqual(['MESSAGE_REPLAYED']);
    // The replay did not roll the attributes back.
    expect(nameResponseSchema.parse((await getJson(cloud, '/v1/profile/account/replay-name.reown.id')).body).attributes).toEqual([{ bio: 'second' }]);
  });

  it('refuses a signed registration moved to another address or coin type', async () => {
    const signed = await signedRegistration(alice, 'moved-name');
    const otherAddress = await postRegistration(cloud, { ...signed, address: bob.address });
    expect(otherAddress.status).toBe(401);
    expect(reasonNames(otherAddress.body)).toEqual(['INVALID_SIGNATURE']);
    expect((await postRegistration(cloud, signed)).status).toBe(200);
    const otherChain = await postRegistration(cloud, { ...signed, coin_type: coinTypeFromChainId(31338) });
    expect(otherChain.status).toBe(409);
    expect(reasonNames(otherChain.body)).toEqual(['MESSAGE_REPLAYED']);
  });

  it('refuses a coin type that names no chain the service serves (400)', async () => {
    for (const coinType of [0, 501, coinTypeFromChainId(31339), coinTypeFromChainId(1)]) {
      const answer = await register(cloud, alice, 'coin-type-name', { coinType });
      expect(answer.status, String(coinType)).toBe(400);
      expect(reasonNames(answer.body)).toEqual(['body.coin_type']);
    }
  });

  it('folds a name to one canonical form first: a look-alike spelling is the same record, not a new one', async () => {
    const kelvin = await register(cloud, alice, '\u212Aelvin');
    expect(kelvin.status).toBe(200);
    expect(nameResponseSchema.parse(kelvin.body).name).toBe('kelvin.reown.id');
    // The plain spelling and the full-width one are alice's name, not free for bob.
    for (const spelling of ['kelvin', 'ＫＥＬＶＩＮ']) {
      const answer = await register(cloud, bob, spelling);
      expect(answer.status, spelling).toBe(409);
      expect(reasonNames(answer.body)).toEqual(['NAME_TAKEN']);
    }
    const byName = await getJson(cloud, '/v1/profile/account/kelvin.reown.id');
    expect(nameResponseSchema.parse(byName.body).addresses[String(COIN_TYPE)]?.address).toBe(alice.address);
  });

  it('refuses what is outside a-z, 0-9 and hyphens once folded, and a hyphen first or last (400)', async () => {
    for (const name of ['-alice', 'alice-', '----', 'stra\u00DFe', 'p\u0430ypal', 'ali\u200Dce']) {
      const answer = await register(cloud, alice, name);
      expect(answer.status, name).toBe(400);
      expect(reasonNames(answer.body)).toEqual(['INVALID_NAME']);
    }
    expect((await admin.get(cloud, 'names')).body).toEqual({ names: [] });
  });

  it('refuses an avatar that is not an https URL or a data:image/ URI (400), in either attribute shape', async () => {
    for (const attributes of [{ avatar: 'javascript:alert(document.domain)' }, [{ avatar: 'http://tracker.example/a.png' }], { avatar: 'data:text/html,<b>' }]) {
      const answer = await register(cloud, alice, 'avatar-name', { attributes });
      expect(answer.status, JSON.stringify(attributes)).toBe(400);
      expect(reasonNames(answer.body)).toEqual(['INVALID_AVATAR']);
    }
    expect(identityResponseSchema.parse((await getJson(cloud, `/v1/identity/${alice.address}`)).body)).toEqual({ name: null, avatar: null });
    const image = 'data:image/png;base64,iVBORw0KGgo=';
    expect((await register(cloud, alice, 'avatar-name', { attributes: { avatar: image } })).status).toBe(200);
    expect(identityResponseSchema.parse((await getJson(cloud, `/v1/identity/${alice.address}`)).body).avatar).toBe(image);
  });

  it('answers a Solana address with no identity (names are eip155 only), and still refuses what is no address (400)', async () => {
    const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
    const answer = await getJson(cloud, `/v1/identity/${solanaAddress}`, { sender: solanaAddress });
    expect(answer.status).toBe(200);
    expect(identityResponseSchema.parse(answer.body)).toEqual({ name: null, avatar: null });
    expect((await getJson(cloud, '/v1/identity/not-an-address')).status).toBe(400);
  });

  it('refuses invalid names, stale messages and malformed bodies (400)', async () => {
    expect(reasonNames((await register(cloud, alice, 'abc')).body)).toEqual(['INVALID_NAME']);
    expect(reasonNames((await register(cloud, alice, 'bad_name!')).body)).toEqual(['INVALID_NAME']);
    expect(reasonNames((await register(cloud, alice, 'old-name', { timestamp: 1_000_000 })).body)).toEqual(['STALE_MESSAGE']);
    const notJson = await sendJson(cloud, 'POST', '/v1/profile/account', { coin_type: 60, address: alice.address, message: 'hello', signature: '0x00' });
    expect(notJson.status).toBe(400);
    expect(reasonNames(notJson.body)).toEqual(['INVALID_MESSAGE']);
    const missing = await sendJson(cloud, 'POST', '/v1/profile/account', { address: 'nope' });
    expect(missing.status).toBe(400);
    expect(reasonNames(missing.body)).toEqual(expect.arrayContaining(['body.coin_type', 'body.address', 'body.message', 'body.signature']));
  });
});

describe('name lookups', () => {
  it('answer 404 for an unknown name, [] for an address without names, null identity', async () => {
    const unknown = await getJson(cloud, '/v1/profile/account/nobody-here.reown.id', { apiVersion: 2 });
    expect(unknown.status).toBe(404);
    expect(reasonNames(unknown.body)).toEqual(['NAME_NOT_FOUND']);
    expect((await getJson(cloud, `/v1/profile/reverse/${bob.address}`, { apiVersion: 2 })).body).toEqual([]);
    expect(identityResponseSchema.parse((await getJson(cloud, `/v1/identity/${bob.address}`)).body)).toEqual({ name: null, avatar: null });
  });

  it('answer 400 for bad input', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/v1/profile/account/bad%20name', {}],
      ['/v1/profile/account/alice.reown.id', { apiVersion: '1' }],
      ['/v1/profile/reverse/0x1234', {}],
      ['/v1/profile/suggestions/alice', { zone: 'ens.eth' }],
      ['/v1/identity/not-an-address', {}],
      ['/v1/identity/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', { sender: 'x' }],
    ];
    for (const [path, query] of cases) {
      const { status, body } = await getJson(cloud, path, query);
      expect(status, path).toBe(400);
      expect(reasonNames(body).length).toBeGreaterThan(0);
    }
  });
});
