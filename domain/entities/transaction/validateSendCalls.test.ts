import { describe, expect, it } from 'vitest';
import { validateSendCalls } from './validateSendCalls.js';

const to = '0x0000000000000000000000000000000000000001';

describe('validateSendCalls', () => {
  it('accepts calls with to, optional data and optional value', () => {
    expect(() => validateSendCalls([{ to }, { to, data: '0xabcdef', value: '0x1' }, { to, value: 5n }])).not.toThrow();
    expect(() => validateSendCalls([])).not.toThrow();
  });

  it.each([
    ['a missing to', [{ data: '0x' }], 'Invalid calls: call 0: `to` must be a string starting with 0x'],
    ['a to without 0x', [{ to: to.slice(2) }], 'Invalid calls: call 0: `to` must be a string starting with 0x'],
    ['data without 0x', [{ to }, { to, data: 'abcd' }], 'Invalid calls: call 1: `data` must start with 0x'],
    ['a negative value', [{ to, value: -1n }], 'Invalid calls: call 0: `value` must be a non-negative bigint or a hex quantity'],
    ['a decimal value', [{ to, value: '10' }], 'Invalid calls: call 0: `value` must be a non-negative bigint or a hex quantity'],
    ['a null call', [null], 'Invalid calls: call 0: must be an object'],
    ['not an array', { to }, 'Invalid calls: calls must be an array'],
  ])('rejects %s', (_, calls, message) => {
    expect(() => validateSendCalls(calls)).toThrow(
      expect.objectContaining({ code: 'INVALID_SEND_CALLS', shortMessage: message }),
    );
  });
});
