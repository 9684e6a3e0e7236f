import { describe, expect, it } from 'vitest';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { embeddedErrorMessage } from './embeddedErrorMessage.js';

describe('embeddedErrorMessage', () => {
  it("says the error's own short message", () => {
    expect(embeddedErrorMessage(walletportError('EMAIL_COOLDOWN', [18]))).toBe('Please try again after 18 seconds');
    expect(embeddedErrorMessage(walletportError('INVALID_EMAIL'))).toBe('Enter a valid email address');
    expect(embeddedErrorMessage(walletportError('FRAME_REQUEST_FAILED', ['Invalid code']))).toBe('Invalid code');
  });

  it("says the alert's title for the failures that raise one, not their wire codes", () => {
    expect(embeddedErrorMessage(walletportError('IFRAME_LOAD_FAILED'))).toBe('Network Error - Could not load embedded wallet');
    expect(embeddedErrorMessage(walletportError('IFRAME_REQUEST_TIMEOUT'))).toBe('Embedded Wallet Request Timed Out');
  });
});
