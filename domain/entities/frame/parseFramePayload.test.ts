import { describe, expect, it } from 'vitest';
import { isWalletportError } from '../errors/base.error.js';
import { parseFrameRequestPayload, parseFrameSuccessPayload } from './parseFramePayload.js';

function thrown(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('parseFrameRequestPayload', () => {
  it('returns the payload, unknown keys dropped', () => {
    expect(parseFrameRequestPayload('CONNECT_EMAIL', { email: 'a@b.co', extra: 1 })).toEqual({ email: 'a@b.co' });
    expect(parseFrameRequestPayload('SIGN_OUT', undefined)).toBeUndefined();
  });

  it('throws INVALID_REQUEST naming the request', () => {
    const error = thrown(() => parseFrameRequestPayload('CONNECT_EMAIL', { email: 'nope' }));
    expect(isWalletportError(error, 'INVALID_REQUEST')).toBe(true);
    expect((error as Error & { shortMessage: string }).shortMessage).toBe('Invalid request to the embedded wallet');
    expect((error as Error & { details: string }).details).toMatch(/^CONNECT_EMAIL: /);
  });
});

describe('parseFrameSuccessPayload', () => {
  it('parses an answer', () => {
    expect(parseFrameSuccessPayload('IS_CONNECTED', { isConnected: true })).toEqual({ isConnected: true });
    expect(parseFrameSuccessPayload('SIGN_OUT', { ignored: true })).toBeUndefined();
  });

  it('throws INVALID_RESPONSE on an answer off the contract', () => {
    const error = thrown(() => parseFrameSuccessPayload('GET_USER', { email: 'a@b.co' }));
    expect(isWalletportError(error, 'INVALID_RESPONSE')).toBe(true);
    expect((error as Error & { shortMessage: string }).shortMessage).toBe('Invalid response from the embedded wallet');
  });
});
