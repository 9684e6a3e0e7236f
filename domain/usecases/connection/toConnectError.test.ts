import { describe, expect, it } from 'vitest';
import { walletportError } from '../../entities/errors/catalogue.js';
import { toConnectError } from './toConnectError.js';

describe('toConnectError', () => {
  it.each([
    ['a 4001 error object', { code: 4001, message: 'User rejected the request.' }],
    ['a rejection message without a code', new Error('MetaMask: User denied account authorization')],
    ['a nested rejection', { code: -32603, message: 'Internal', data: { originalError: { code: 4001, message: 'nope' } } }],
  ])("%s is 'Connection rejected'", (_case, error) => {
    const typed = toConnectError(error);
    expect(typed.code).toBe('CONNECTION_REJECTED');
    expect(typed.shortMessage).toBe('Connection rejected');
  });

  it.each([
    ['an unauthorized error', { code: 4100, message: 'Unauthorized' }],
    ['a plain error', new Error('boom')],
    ['a string', 'boom'],
    ['nothing', undefined],
  ])("%s is 'Failed to connect'", (_case, error) => {
    const typed = toConnectError(error);
    expect(typed.code).toBe('CONNECT_FAILED');
    expect(typed.shortMessage).toBe('Failed to connect');
  });

  it('passes an already typed connect error through', () => {
    const error = walletportError('CONNECT_FAILED', [], { details: 'x' });
    expect(toConnectError(error)).toBe(error);
  });
});
