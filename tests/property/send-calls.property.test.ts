/**
 * The send-calls rules (SPEC.md sections 5 and 7) against references written here from the texts:
 * - a batch is accepted exactly when it has calls and each has a `to` starting with 0x and, when given, a `data`
 *   starting with 0x; what reaches the wallet is each call's fields unchanged, values as minimal hex quantities
 *   that read back to the same bigint, and the batch's capabilities untouched (paymasterService included);
 * - a status code reads pending (1xx), success (2xx) or failure (400 to 699), as EIP-5792 groups them;
 * - a batch's status is read from a bundler only for a 32-byte id and a bundler the session or the page names,
 *   from the wallet when it approved the method, and is refused otherwise.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callsStatusKindOf } from '../../domain/entities/calls/callsStatus.js';
import { callsStatusSource } from '../../domain/entities/calls/callsStatusSource.js';
import { sendCallsRequest, type Call } from '../../domain/entities/calls/sendCallsRequest.js';
import { isWalletportError } from '../../domain/entities/errors/base.error.js';

const runs = { numRuns: 300 };
const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

const hexBody = fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), maxLength: 80 });
const goodTo = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`);
const anyText = fc.string({ maxLength: 12 });
const to = fc.oneof({ weight: 5, arbitrary: goodTo }, { weight: 1, arbitrary: anyText }, { weight: 1, arbitrary: anyText.map((text) => `0X${text}`) });
const data = fc.option(fc.oneof({ weight: 4, arbitrary: hexBody.map((body) => `0x${body}`) }, { weight: 1, arbitrary: anyText }), { nil: undefined });
const value = fc.option(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), { nil: undefined });
const call = fc.record({ to, data, value }, { requiredKeys: ['to'] });
const capabilities = fc.option(
  fc.dictionary(fc.constantFrom('paymasterService', 'atomic', 'auxiliaryFunds', 'x-custom'), fc.jsonValue()),
  { nil: undefined },
);

/** SPEC.md section 5, read literally. */
function acceptedByTheSpec(calls: readonly { to: string; data?: string | undefined }[]): boolean {
  return calls.length > 0 && calls.every((one) => one.to.startsWith('0x') && (one.data === undefined || one.data.startsWith('0x')));
}

describe('wallet_sendCalls requests', () => {
  it('accept a batch exactly when the spec does, and carry each call and the capabilities unchanged', () => {
    fc.assert(
      fc.property(fc.array(call, { maxLength: 6 }), capabilities, fc.boolean(), fc.integer({ min: 1, max: 2 ** 40 }), (calls, batchCapabilities, forceAtomic, chainId) => {
        let built: ReturnType<typeof sendCallsRequest> | undefined;
        let refused: unknown;
        try {
          built = sendCallsRequest({ calls: calls as Call[], from: FROM, chainId, forceAtomic, capabilities: batchCapabilities });
        } catch (error) {
          refused = error;
        }
        expect(built !== undefined).toBe(acceptedByTheSpec(calls));
        if (!built) {
          expect(isWalletportError(refused, 'INVALID_SEND_CALLS')).toBe(true);
          return;
        }
        const [params] = built;
        expect(params).toMatchObject({ version: '2.0.0', from: FROM, atomicRequired: forceAtomic });
        expect(Number.parseInt(params.chainId.slice(2), 16)).toBe(chainId);
        expect(params.capabilities).toBe(batchCapabilities);
        params.calls.forEach((sent, index) => {
          const given = calls[index]!;
          expect(sent.to).toBe(given.to);
          expect(sent.data).toBe(given.data);
          if (given.value === undefined) {
            expect(sent.value).toBeUndefined();
            return;
          }
          expect(sent.value).toMatch(/^0x(0|[1-9a-f][0-9a-f]*)$/);
          expect(BigInt(sent.value!)).toBe(given.value);
        });
      }),
      runs,
    );
  });
});

describe('calls status codes', () => {
  it('read as EIP-5792 groups them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000 }), (statusCode) => {
        const expected = statusCode >= 200 && statusCode <= 299 ? 'success' : statusCode >= 400 && statusCode <= 699 ? 'failure' : 'pending';
        expect(callsStatusKindOf({ statusCode })).toBe(expected);
      }),
      runs,
    );
  });
});

describe('where a status is read', () => {
  const id = fc.oneof(fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`), fc.string({ maxLength: 20 }));
  const url = fc.oneof(fc.constantFrom('http://127.0.0.1:4337/', 'https://bundler.example/rpc'), fc.constantFrom('javascript:alert(1)', 'not a url', ''));
  const properties = fc.record({ bundler_name: fc.constantFrom('pimlico', ''), bundler_url: url }, { requiredKeys: [] });
  const session = fc.option(fc.record({ properties: fc.option(properties, { nil: undefined }), methods: fc.option(fc.subarray(['wallet_sendCalls', 'wallet_getCallsStatus']), { nil: undefined }) }), { nil: undefined });

  it('is a bundler only for a user operation hash and an http(s) bundler named; else the wallet when approved; else refused', () => {
    fc.assert(
      fc.property(id, session, fc.option(url, { nil: undefined }), (batchId, walletSession, customBundlerUrl) => {
        const isHttp = (value: string | undefined) => value !== undefined && /^https?:\/\/[^/]/.test(value);
        const name = walletSession?.properties?.bundler_name;
        const named = (name !== undefined && name !== '') || isHttp(walletSession?.properties?.bundler_url) || isHttp(customBundlerUrl);
        const bundler = /^0x[0-9a-f]{64}$/.test(batchId) && named;
        const approved = walletSession?.methods === undefined || walletSession.methods.includes('wallet_getCallsStatus');
        const read = () => callsStatusSource({ id: batchId, caipNetworkId: 'eip155:31337', session: walletSession, customBundlerUrl, rpcUrl: 'http://127.0.0.1:4000', projectId: 'p' });
        if (bundler) expect(read()).toMatchObject({ kind: 'bundler', url: expect.stringMatching(/^https?:\/\//) });
        else if (approved) expect(read()).toEqual({ kind: 'wallet' });
        else expect(read).toThrow('Fetching call status not approved by the wallet.');
      }),
      runs,
    );
  });
});
