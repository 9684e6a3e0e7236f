/**
 * Hostile HTTP answers for the fuzzed adapter suite (issue 18): fast-check arbitraries for what a broken,
 * compromised or misconfigured server (or a proxy in between) can hand the adapters, and a fake `fetch` that
 * serves them. Bodies are built as JSON text by hand so that own `__proto__` keys reach the parser the way a
 * server would send them (an object literal with `__proto__` would set a prototype instead).
 */
import fc from 'fast-check';

/** A JSON document as a tree, serialised by `toJsonText` (keys kept verbatim, `__proto__` included). */
export type JsonTree =
  | { kind: 'leaf'; value: string | number | boolean | null }
  | { kind: 'array'; items: JsonTree[] }
  | { kind: 'object'; entries: [string, JsonTree][] };

export function toJsonText(tree: JsonTree): string {
  switch (tree.kind) {
    case 'leaf':
      return JSON.stringify(tree.value);
    case 'array':
      return `[${tree.items.map(toJsonText).join(',')}]`;
    case 'object':
      return `{${tree.entries.map(([key, value]) => `${JSON.stringify(key)}:${toJsonText(value)}`).join(',')}}`;
  }
}

/** A plain JSON value (from a fixture) as a tree. */
export function treeOf(value: unknown): JsonTree {
  if (Array.isArray(value)) return { kind: 'array', items: value.map(treeOf) };
  if (value !== null && typeof value === 'object') {
    return { kind: 'object', entries: Object.entries(value).map(([key, entry]) => [key, treeOf(entry)]) };
  }
  return { kind: 'leaf', value: value as string | number | boolean | null };
}

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'then'];

/** Keys: the prototype ones, the fields the contracts use, and anything. */
export function keyArbitrary(fieldNames: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
    { weight: 3, arbitrary: fc.constantFrom(...fieldNames) },
    { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
  );
}

/** Numbers a JSON parser can hand back, edge values first. */
const hostileNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1e308, -1e308, 5e-324, 2 ** 53 + 1, 1e21, 8.64e12, 1e300, 0.1),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Strings: short ones, markup, CAIP-like ids, numbers as text (huge ones come as whole bodies, rarely). */
const hostileString = fc.oneof(
  { weight: 6, arbitrary: fc.string({ maxLength: 12 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '<img src=x onerror=alert(1)>',
      'javascript:alert(1)',
      'eip155:1',
      'eip155:1:0x1111111111111111111111111111111111111111',
      'eip155:',
      ':::',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      '0x',
      'NaN',
      '1e400',
      '-1',
      '\u0000',
      '\ud800',
      'https://wallet.example/icon.png',
      '__proto__',
    ),
  },
);

const leaf: fc.Arbitrary<JsonTree> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  hostileNumber,
  hostileString,
).map((value) => ({ kind: 'leaf', value }));

/** Any JSON value, a few levels deep, with prototype and contract keys. */
export function hostileTree(fieldNames: readonly string[]): fc.Arbitrary<JsonTree> {
  const { tree } = fc.letrec<{ tree: JsonTree }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('tree'), { maxLength: 4 }).map((items): JsonTree => ({ kind: 'array', items })),
      fc
        .array(fc.tuple(keyArbitrary(fieldNames), tie('tree')), { maxLength: 5 })
        .map((entries): JsonTree => ({ kind: 'object', entries })),
    ),
  }));
  return tree;
}

/** Rare, expensive shapes: huge strings, very deep nesting and long arrays. */
const monsterText = fc.oneof(
  fc.constantFrom(10_000, 1_000_000).map((size) => JSON.stringify('x'.repeat(size))),
  fc.constantFrom(1_000, 20_000).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.constantFrom(1_000, 5_000).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.constantFrom(10_000, 50_000).map((length) => `[${Array.from({ length }, () => '1').join(',')}]`),
  fc.constant(`{"data":[${Array.from({ length: 2_000 }, () => '{}').join(',')}],"count":2000}`),
);

/** Text that is not JSON (or barely is): truncations, single quotes, BOMs, NaN, HTML error pages. */
function invalidJsonText(validText: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.nat({ max: Math.max(0, validText.length - 1) }).map((cut) => validText.slice(0, cut)),
    fc.constantFrom(
      '{',
      '[',
      '{"a":}',
      "{'a':1}",
      'NaN',
      'undefined',
      '\uFEFF{}',
      '<html><body>502 Bad Gateway</body></html>',
      '{"__proto__":',
      ')]}\'\n{}',
      'null null',
    ),
    fc.string({ maxLength: 20 }),
  );
}

/**
 * The same valid answer, damaged in one or a few places: a field dropped, a value swapped for a hostile one,
 * a prototype key added. These are the bodies that get past the first checks of a schema.
 */
function mutated(valid: JsonTree, fieldNames: readonly string[]): fc.Arbitrary<JsonTree> {
  const replacement = hostileTree(fieldNames);
  const pollution = fc.constantFrom<[string, JsonTree]>(
    ['__proto__', treeOf({ polluted: 'yes', isAnalyticsEnabled: true, allowedOrigins: ['https://evil.example'] })],
    ['constructor', treeOf({ prototype: { polluted: 'yes' } })],
    ['__proto__', { kind: 'leaf', value: null }],
  );
  type Mutation = { path: number[]; action: 'drop' | 'replace' | 'pollute'; with: JsonTree; pollution: [string, JsonTree] };
  const mutation = fc.record<Mutation>({
    path: fc.array(fc.nat({ max: 20 }), { maxLength: 6 }),
    action: fc.constantFrom('drop', 'replace', 'pollute'),
    with: replacement,
    pollution,
  });
  return fc.array(mutation, { minLength: 1, maxLength: 3 }).map((mutations) => mutations.reduce(apply, valid));

  function apply(tree: JsonTree, mutation: Mutation): JsonTree {
    const [step, ...rest] = mutation.path;
    const children = tree.kind === 'array' ? tree.items.length : tree.kind === 'object' ? tree.entries.length : 0;
    // At the end of the path, or at a leaf: act here.
    if (step === undefined || children === 0) {
      if (mutation.action === 'pollute' && tree.kind === 'object') return { ...tree, entries: [mutation.pollution, ...tree.entries] };
      return mutation.with;
    }
    const index = step % children;
    if (tree.kind === 'array') {
      if (rest.length === 0 && mutation.action === 'drop') return { ...tree, items: tree.items.filter((_, at) => at !== index) };
      return { ...tree, items: tree.items.map((item, at) => (at === index ? apply(item, { ...mutation, path: rest }) : item)) };
    }
    if (tree.kind === 'object') {
      if (rest.length === 0 && mutation.action === 'drop') return { ...tree, entries: tree.entries.filter((_, at) => at !== index) };
      return {
        ...tree,
        entries: tree.entries.map(([key, value], at): [string, JsonTree] => (at === index ? [key, apply(value, { ...mutation, path: rest })] : [key, value])),
      };
    }
    return tree;
  }
}

/** The text of a body: mostly a damaged valid answer or any JSON, sometimes not JSON, empty, or huge. */
export function hostileBodyText(valid: unknown): fc.Arbitrary<string> {
  const validTree = treeOf(valid);
  const validText = toJsonText(validTree);
  const fieldNames = collectKeys(valid);
  return fc.oneof(
    { weight: 160, arbitrary: mutated(validTree, fieldNames).map(toJsonText) },
    { weight: 80, arbitrary: hostileTree(fieldNames).map(toJsonText) },
    { weight: 40, arbitrary: invalidJsonText(validText) },
    { weight: 20, arbitrary: fc.constantFrom('', ' ', '\n', 'null', '{}', '[]', '""', '0', 'true') },
    { weight: 20, arbitrary: fc.constant(validText) },
    // Huge and deep bodies cost milliseconds each: one in a few hundred keeps the average body small.
    {
      weight: 1,
      arbitrary: fc.oneof(
        monsterText,
        fc.constant(validText.startsWith('{') ? `{"pad":"${'y'.repeat(100_000)}",${validText.slice(1)}` : `[${'"y",'.repeat(50_000)}${validText}]`),
      ),
    },
  );
}

function collectKeys(value: unknown, into: Set<string> = new Set()): string[] {
  if (Array.isArray(value)) for (const item of value) collectKeys(item, into);
  else if (value !== null && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      into.add(key);
      collectKeys(entry, into);
    }
  }
  return [...into].length > 0 ? [...into] : ['data'];
}

/** How the transport answers: a Response (any status, content type and body), or a failure of its own. */
export type HostileAnswer =
  | { kind: 'response'; status: number; contentType: string | undefined; body: string }
  | { kind: 'stream-error'; status: number }
  | { kind: 'throw'; error: 'type-error' | 'abort' | 'timeout' | 'string' | 'null' | 'object' };

const STATUSES = [201, 202, 204, 206, 299, 300, 304, 400, 401, 403, 404, 405, 410, 418, 422, 429, 500, 502, 503, 504, 599];
const CONTENT_TYPES = [undefined, 'application/json', 'application/json; charset=utf-8', 'text/html', 'text/plain', 'application/octet-stream', 'application/problem+json', ''];

export function hostileAnswer(valid: unknown): fc.Arbitrary<HostileAnswer> {
  return fc.oneof(
    {
      weight: 30,
      arbitrary: fc.record({
        kind: fc.constant('response' as const),
        // Mostly 200, so that most bodies reach the schemas; every other status in a quarter of the answers.
        status: fc.oneof({ weight: 3, arbitrary: fc.constant(200) }, { weight: 1, arbitrary: fc.constantFrom(...STATUSES) }),
        contentType: fc.constantFrom(...CONTENT_TYPES),
        body: hostileBodyText(valid),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('stream-error' as const), status: fc.constantFrom(200, 500) }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('throw' as const),
        error: fc.constantFrom('type-error', 'abort', 'timeout', 'string', 'null', 'object'),
      }),
    },
  );
}

/** Statuses a Response cannot carry a body with. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** Turns an answer into what `fetch` does: resolve a Response or reject (with whatever a broken fetch throws). */
export function serve(answer: HostileAnswer): Promise<Response> {
  if (answer.kind === 'throw') {
    switch (answer.error) {
      case 'type-error':
        return Promise.reject(new TypeError('Failed to fetch'));
      case 'abort':
        return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
      case 'timeout':
        return Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'));
      case 'string':
        return Promise.reject('offline');
      case 'null':
        return Promise.reject(null);
      case 'object':
        return Promise.reject({ message: 'weird', name: 'AbortError' });
    }
  }
  if (answer.kind === 'stream-error') {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"balan'));
        controller.error(new TypeError('network connection lost'));
      },
    });
    return Promise.resolve(new Response(body, { status: answer.status }));
  }
  const headers = answer.contentType === undefined ? undefined : { 'content-type': answer.contentType };
  const body = NULL_BODY_STATUSES.has(answer.status) ? null : answer.body;
  return Promise.resolve(new Response(body, { status: answer.status, headers }));
}
