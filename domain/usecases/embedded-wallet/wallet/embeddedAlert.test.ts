import { describe, expect, it } from 'vitest';
import { walletportError } from '../../../entities/errors/catalogue.js';
import { UserRejectedRequestError } from '../../../entities/errors/rpc-errors.js';
import { frameRequestError } from '../../../entities/frame/frame-error.js';
import { embeddedAlertFor } from './embeddedAlert.js';

describe('embeddedAlertFor', () => {
  it.each([
    ['IFRAME_LOAD_FAILED', 'EMBEDDED_WALLET_LOAD_FAILED'],
    ['IFRAME_REQUEST_TIMEOUT', 'EMBEDDED_WALLET_REQUEST_TIMEOUT'],
    ['UNVERIFIED_DOMAIN', 'UNVERIFIED_DOMAIN'],
    ['RATE_LIMITED', 'RATE_LIMITED'],
    ['SERVER_ERROR', 'SERVER_ERROR'],
  ] as const)('raises an alert for %s: %s', (code, alert) => {
    expect(embeddedAlertFor(walletportError(code))).toBe(alert);
  });

  it('reads the messages the catalogue gives those codes (iframe_load_failed, iframe_request_timeout, unverified_domain)', () => {
    expect(walletportError('IFRAME_LOAD_FAILED').shortMessage).toBe('iframe_load_failed');
    expect(walletportError('IFRAME_REQUEST_TIMEOUT').shortMessage).toBe('iframe_request_timeout');
    expect(walletportError('UNVERIFIED_DOMAIN').shortMessage).toBe('unverified_domain');
  });

  it("raises 'unverified domain' for the frame's own refusal of the page's domain", () => {
    expect(embeddedAlertFor(frameRequestError('CONNECT_EMAIL', 'unverified_domain'))).toBe('UNVERIFIED_DOMAIN');
  });

  it('raises none for failures the asking view shows itself (a wrong code, a rejection, an abort)', () => {
    expect(embeddedAlertFor(frameRequestError('CONNECT_OTP', 'Invalid code'))).toBeUndefined();
    expect(embeddedAlertFor(frameRequestError('CONNECT_OTP', 'Request was aborted'))).toBeUndefined();
    expect(embeddedAlertFor(new UserRejectedRequestError())).toBeUndefined();
    expect(embeddedAlertFor(walletportError('USER_REJECTED_REQUEST'))).toBeUndefined();
  });

  it('raises none for what is not a walletport error, even with a matching code or message', () => {
    expect(embeddedAlertFor(new Error('iframe_load_failed'))).toBeUndefined();
    expect(embeddedAlertFor({ code: 'IFRAME_LOAD_FAILED', shortMessage: 'iframe_load_failed' })).toBeUndefined();
    expect(embeddedAlertFor('IFRAME_REQUEST_TIMEOUT')).toBeUndefined();
    expect(embeddedAlertFor(undefined)).toBeUndefined();
    expect(embeddedAlertFor(null)).toBeUndefined();
  });
});
