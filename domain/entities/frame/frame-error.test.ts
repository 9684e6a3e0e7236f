import { describe, expect, it } from 'vitest';
import { isWalletportError } from '../errors/base.error.js';
import { UserRejectedRequestError } from '../errors/rpc-errors.js';
import { walletportError } from '../errors/catalogue.js';
import { FRAME_ERROR_MESSAGES, frameRequestError, isFrameFailure, isFrameUnreachable } from './frame-error.js';

describe('frameRequestError', () => {
  it('reads the messages the page relies on', () => {
    expect(isWalletportError(frameRequestError('CONNECT_EMAIL', 'unverified_domain'), 'UNVERIFIED_DOMAIN')).toBe(true);
    expect(isWalletportError(frameRequestError('RPC_REQUEST', 'Request was aborted'), 'REQUEST_ABORTED')).toBe(true);
    const rejected = frameRequestError('RPC_REQUEST', 'User rejected the request.');
    expect(rejected).toBeInstanceOf(UserRejectedRequestError);
    expect(rejected).toMatchObject({ rpcCode: 4001, code: 'USER_REJECTED_REQUEST' });
    expect(frameRequestError('CONNECT_SOCIAL', 'Connection request reset. Please try again.')).toBeInstanceOf(UserRejectedRequestError);
  });

  it("keeps the frame's own words for any other failure, clamped to 160 characters", () => {
    const error = frameRequestError('CONNECT_OTP', 'Invalid code');
    expect(isWalletportError(error, 'FRAME_REQUEST_FAILED')).toBe(true);
    expect(error.shortMessage).toBe('Invalid code');
    expect(error.message).toContain('Frame request: CONNECT_OTP');

    const long = frameRequestError('GET_USER', 'x'.repeat(500));
    expect(long.shortMessage).toHaveLength(160);
    expect(long.shortMessage.endsWith('…')).toBe(true);
    expect(frameRequestError('GET_USER', 'y'.repeat(160)).shortMessage).toBe('y'.repeat(160));
  });

  it('isFrameFailure matches a failure by its exact message', () => {
    const notSignedIn = frameRequestError('GET_USER', FRAME_ERROR_MESSAGES.notSignedIn);
    expect(isFrameFailure(notSignedIn, 'Not signed in')).toBe(true);
    expect(isFrameFailure(notSignedIn, 'Unsupported chain')).toBe(false);
    expect(isFrameFailure(new Error('Not signed in'), 'Not signed in')).toBe(false);
    expect(isFrameFailure(undefined, 'Not signed in')).toBe(false);
  });

  it('isFrameUnreachable: a frame that did not load or answer in time, never an answer of the frame', () => {
    expect(isFrameUnreachable(walletportError('IFRAME_LOAD_FAILED'))).toBe(true);
    expect(isFrameUnreachable(walletportError('IFRAME_REQUEST_TIMEOUT'))).toBe(true);
    expect(isFrameUnreachable(frameRequestError('IS_CONNECTED', FRAME_ERROR_MESSAGES.notSignedIn))).toBe(false);
    expect(isFrameUnreachable(walletportError('REQUEST_ABORTED'))).toBe(false);
    expect(isFrameUnreachable(undefined)).toBe(false);
  });
});
