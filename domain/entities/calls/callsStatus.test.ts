import { describe, expect, it } from 'vitest';
import { callsStatusCodeOf, callsStatusKindOf } from './callsStatus.js';

describe('callsStatusKindOf', () => {
  it.each([
    [100, 'pending'],
    [199, 'pending'],
    [200, 'success'],
    [400, 'failure'],
    [500, 'failure'],
    [600, 'failure'],
    [700, 'pending'],
  ] as const)('%i is %s', (statusCode, kind) => {
    expect(callsStatusKindOf({ statusCode })).toBe(kind);
  });
});

describe('callsStatusCodeOf', () => {
  it("reads EIP-5792 codes and the early drafts' words, and nothing else", () => {
    expect(callsStatusCodeOf({ status: 600 })).toBe(600);
    expect(callsStatusCodeOf({ status: 'PENDING' })).toBe(100);
    expect(callsStatusCodeOf({ status: 'CONFIRMED' })).toBe(200);
    expect(callsStatusCodeOf({ status: 'done' })).toBeUndefined();
    expect(callsStatusCodeOf({ status: 2.5 })).toBeUndefined();
    expect(callsStatusCodeOf({ status: 42 })).toBeUndefined();
  });
});
