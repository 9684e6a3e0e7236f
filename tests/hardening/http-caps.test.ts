/**
 * The answer size caps (domain/entities/api/wire-limits.ts; devstack/cloud/README.md "Answer size caps"). A
 * 150 kB hostile body used to keep zod busy for about a second on the page's thread (one issue per wrong field
 * of every entry): now every list, string and record in an HTTP answer's schema has a maximum, an oversized
 * one is refused on its size before a single entry is parsed, and the adapter answers the typed
 * INVALID_RESPONSE error with one issue, in milliseconds. Answers as large as a real service sends still pass.
 */
import { describe, expect, it } from 'vitest';
import { HttpBlockchainApi } from '../../adapters/http/blockchain-api.adapter.js';
import { HttpClient } from '../../adapters/http/http-client.js';
import { HttpWalletCatalogue } from '../../adapters/http/wallet-catalogue.adapter.js';
import * as blockchainSchemas from '../../domain/entities/api/blockchain-api.schema.js';
import * as catalogueSchemas from '../../domain/entities/api/catalogue-api.schema.js';
import {
  WIRE_ARRAY_MAX,
  WIRE_CATALOGUE_PAGE_MAX,
  WIRE_LONG_STRING_MAX,
  WIRE_STRING_MAX,
  WIRE_TOKEN_LIST_MAX,
} from '../../domain/entities/api/wire-limits.js';
import { isWalletportError } from '../../domain/entities/errors/base.error.js';

const ADDRESS = '0x1111111111111111111111111111111111111111';
/** Before the caps a body like these took 0.5 to 1 s to parse, entry by entry; refused on its size, about a millisecond. */
const HOSTILE_BYTES = 150_000;

/** A fetch that answers `body` on `path`, and the supported chains the blockchain API asks first. */
function serving(path: string, body: string): typeof fetch {
  return async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const text = url.pathname === '/v1/supported-chains' ? JSON.stringify({ http: ['eip155:1'], ws: [] }) : url.pathname === path ? body : '{}';
    return new Response(text, { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

const client = (fetch: typeof globalThis.fetch) => new HttpClient({ baseUrl: 'https://api.caps.test', projectId: 'p1', sdkType: 'appkit', sdkVersion: 'caps-1', fetch });

/** Runs the call and returns how it failed and how long it took. */
/** What a size refusal says: zod's too_big for strings and arrays, wireRecord's own message for records. */
function sizeIssue(issue: { code?: string; message?: string }): string {
  return issue.code === 'too_big' || issue.message?.startsWith('Too many keys') === true ? 'size' : `${issue.code}: ${issue.message}`;
}

async function refusal(call: () => Promise<unknown>): Promise<{ code: string; issues: number; kinds: string[] }> {
  try {
    await call();
  } catch (error) {
    if (!isWalletportError(error)) throw error;
    const cause = error.cause as { issues?: { code?: string; message?: string }[] } | undefined;
    return { code: error.code, issues: cause?.issues?.length ?? 0, kinds: (cause?.issues ?? []).map(sizeIssue) };
  }
  throw new Error('expected the answer to be refused');
}

/** `count` copies of `item` as a JSON array, about HOSTILE_BYTES long. */
const hostileArray = (item: string) => `[${Array.from({ length: Math.ceil(HOSTILE_BYTES / (item.length + 1)) }, () => item).join(',')}]`;

describe('a 150 kB hostile answer is refused quickly, as INVALID_RESPONSE', () => {
  const cases: [string, string, string, (fetch: typeof globalThis.fetch) => Promise<unknown>][] = [
    ['a catalogue page of empty wallets', '/getWallets', `{"data":${hostileArray('{}')},"count":1}`, (f) => new HttpWalletCatalogue(client(f)).getWallets({ page: 1, entries: 40 })],
    ['balances of empty objects', `/v1/account/${ADDRESS}/balance`, `{"balances":${hostileArray('{}')}}`, (f) => new HttpBlockchainApi(client(f)).getBalance({ address: ADDRESS, chainId: 'eip155:1' })],
    ['a history of empty transactions', `/v1/account/${ADDRESS}/history`, `{"data":${hostileArray('{}')},"next":null}`, (f) => new HttpBlockchainApi(client(f)).getHistory({ address: ADDRESS, chainId: 'eip155:1' })],
    ['project features of empty objects', '/appkit/v1/config', `{"features":${hostileArray('{}')}}`, (f) => new HttpWalletCatalogue(client(f)).getProjectConfig()],
    ['a 150 kB name', `/v1/identity/${ADDRESS}`, JSON.stringify({ name: 'a'.repeat(HOSTILE_BYTES), avatar: null }), (f) => new HttpBlockchainApi(client(f)).getIdentity({ address: ADDRESS })],
    [
      'a name record with 20,000 addresses',
      '/v1/profile/account/alice.reown.id',
      JSON.stringify({ name: 'alice.reown.id', registered_at: '', updated_at: '', addresses: Object.fromEntries(Array.from({ length: 20_000 }, (_, index) => [String(index), {}])) }),
      (f) => new HttpBlockchainApi(client(f)).getName({ name: 'alice.reown.id' }),
    ],
  ];

  it.each(cases)('%s', async (_label, path, body, call) => {
    expect(body.length).toBeGreaterThanOrEqual(HOSTILE_BYTES);
    const failed = await refusal(() => call(serving(path, body)));
    expect(failed.code).toBe('INVALID_RESPONSE');
    // Refused on its size before any entry is parsed: one size issue, not one per entry (each empty entry
    // would fail its own schema). That is what makes it quick; the time itself is the bench's to measure, not a
    // test's (a busy machine made a 150 ms limit fail).
    expect(failed.issues).toBe(1);
    expect(failed.kinds).toEqual(['size']);
  });
});

describe('answers as large as a real service sends still pass', () => {
  it('a full catalogue page, a thousand balances, a long token list, a long calldata', async () => {
    const wallet = (index: number) => ({ id: `w${index}`, name: `Wallet ${index}`, image_url: `data:image/png;base64,${'A'.repeat(4_000)}` });
    const page = JSON.stringify({ data: Array.from({ length: WIRE_CATALOGUE_PAGE_MAX }, (_, index) => wallet(index)), count: 500 });
    expect((await new HttpWalletCatalogue(client(serving('/getWallets', page))).getWallets({ page: 1, entries: 100 })).data).toHaveLength(100);

    const balance = { name: 'T', symbol: 'T', chainId: 'eip155:1', price: 1, quantity: { decimals: '18', numeric: '1' }, iconUrl: '' };
    const balances = JSON.stringify({ balances: Array.from({ length: WIRE_ARRAY_MAX }, () => balance) });
    const api = new HttpBlockchainApi(client(serving(`/v1/account/${ADDRESS}/balance`, balances)));
    expect((await api.getBalance({ address: ADDRESS, chainId: 'eip155:1' })).balances).toHaveLength(WIRE_ARRAY_MAX);

    const token = { name: 'Token', symbol: 'TKN', address: `eip155:1:${ADDRESS}`, decimals: 18, logoUri: 'https://img.example/t.png' };
    const tokens = JSON.stringify({ tokens: Array.from({ length: WIRE_TOKEN_LIST_MAX }, () => token) });
    const swapApi = new HttpBlockchainApi(client(serving('/v1/convert/tokens', tokens)));
    expect((await swapApi.getSwapTokens({ chainId: 'eip155:1' })).tokens).toHaveLength(WIRE_TOKEN_LIST_MAX);

    expect(blockchainSchemas.buildSwapResponseSchema.safeParse({
      tx: { from: ADDRESS, to: ADDRESS, data: `0x${'ab'.repeat(40_000)}`, amount: '0', eip155: { gas: '1', gasPrice: '1' } },
    }).success).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Every string, list and record of every answer schema has a maximum, so a field added later cannot forget it.

type Def = {
  type: string;
  checks?: { _zod: { def: { check: string; maximum?: number } } }[];
  shape?: Record<string, Schema>;
  element?: Schema;
  innerType?: Schema;
  options?: readonly Schema[];
  in?: Schema;
  out?: Schema;
  keyType?: Schema;
  valueType?: Schema;
};
type Schema = { _zod: { def: Def } };

const maximum = (def: Def) => def.checks?.find((check) => check._zod.def.check === 'max_length')?._zod.def.maximum;

/** The paths in `schema` whose strings, arrays or records have no maximum. */
function uncapped(schema: Schema, path: string): string[] {
  const def = schema._zod.def;
  switch (def.type) {
    case 'string':
      return maximum(def) === undefined ? [path] : [];
    case 'array':
      return [...(maximum(def) === undefined ? [path] : []), ...uncapped(def.element!, `${path}[]`)];
    case 'object':
      return Object.entries(def.shape!).flatMap(([key, value]) => uncapped(value, `${path}.${key}`));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return uncapped(def.innerType!, path);
    case 'union':
      return def.options!.flatMap((option, index) => uncapped(option, `${path}|${index}`));
    case 'pipe':
      // wireRecord: the first stage counts the keys, the second parses them.
      if (def.in!._zod.def.type === 'record' && def.out!._zod.def.type === 'record') {
        const out = def.out!._zod.def;
        return [...uncapped(out.keyType!, `${path}{key}`), ...uncapped(out.valueType!, `${path}{}`)];
      }
      return [...uncapped(def.in!, path), ...uncapped(def.out!, path)];
    case 'record':
      return [path];
    default:
      return [];
  }
}

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && '_zod' in value;
/** Every answer schema of the HTTP adapters; the analytics event body is what the page sends, not an answer. */
const answerSchemas: [string, Schema][] = Object.entries({ ...blockchainSchemas, ...catalogueSchemas } as Record<string, unknown>).flatMap(
  ([name, value]): [string, Schema][] => (isSchema(value) && name !== 'analyticsEventBodySchema' ? [[name, value]] : []),
);

describe('every answer schema', () => {
  it('is found', () => {
    expect(answerSchemas.map(([name]) => name)).toEqual(expect.arrayContaining(['walletPageSchema', 'balanceResponseSchema', 'historyResponseSchema', 'nameResponseSchema']));
  });

  it.each(answerSchemas)('%s caps every string, list and record', (_name, schema) => {
    expect(uncapped(schema, '$')).toEqual([]);
  });

  it('the walk finds what has no cap', () => {
    const loose = { _zod: { def: { type: 'object', shape: { a: { _zod: { def: { type: 'string' } } }, b: { _zod: { def: { type: 'array', checks: [], element: { _zod: { def: { type: 'number' } } } } } } } } } };
    expect(uncapped(loose as Schema, '$')).toEqual(['$.a', '$.b']);
  });

  it('with the limits the contracts doc states', () => {
    expect({ WIRE_STRING_MAX, WIRE_LONG_STRING_MAX, WIRE_ARRAY_MAX, WIRE_CATALOGUE_PAGE_MAX, WIRE_TOKEN_LIST_MAX }).toEqual({
      WIRE_STRING_MAX: 2_048,
      WIRE_LONG_STRING_MAX: 131_072,
      WIRE_ARRAY_MAX: 1_000,
      WIRE_CATALOGUE_PAGE_MAX: 100,
      WIRE_TOKEN_LIST_MAX: 5_000,
    });
  });
});
