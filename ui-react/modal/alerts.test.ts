import { describe, expect, it } from 'vitest';
import { pseudoMessages } from '../../tests/fakes/pseudo-locale.js';
import { translatorFor } from '../i18n/translator.js';
import { alertCatalogue, describeAlert } from './alerts.js';

describe('the alert catalogue (SPEC.md section 8)', () => {
  it('has the titles of the spec', () => {
    expect(Object.fromEntries(Object.entries(alertCatalogue).map(([code, entry]) => [code, entry.title]))).toEqual({
      NETWORK_NOT_FOUND: 'Network Not Found',
      INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
      INVALID_PROJECT_ID: 'Invalid App Configuration',
      UNVERIFIED_DOMAIN: 'Invalid App Configuration',
      EMBEDDED_WALLET_LOAD_FAILED: 'Network Error - Could not load embedded wallet',
      EMBEDDED_WALLET_REQUEST_TIMEOUT: 'Embedded Wallet Request Timed Out',
      SESSION_EXPIRED: 'Session Expired',
      PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured',
      SERVER_ERROR: 'Server Error',
      RATE_LIMITED: 'Rate Limited',
    });
  });

  it('gives every entry a description', () => {
    for (const entry of Object.values(alertCatalogue)) expect(entry.description.length).toBeGreaterThan(10);
  });

  it('describes unknown codes rather than showing nothing, and appends details (the server message)', () => {
    expect(describeAlert('SOMETHING_NEW').title).toBe('Something went wrong');
    expect(describeAlert('toString').title).toBe('Something went wrong');
    expect(describeAlert('SERVER_ERROR', 'upstream timeout').description).toContain('(upstream timeout)');
  });
});

describe('the alert catalogue in another language', () => {
  it('takes every title and description from the catalogue, the details as given', () => {
    const { t } = translatorFor({ locale: 'de', direction: 'ltr', messages: pseudoMessages });
    for (const code of [...Object.keys(alertCatalogue), 'SOMETHING_NEW']) {
      const entry = describeAlert(code, undefined, t);
      expect(entry.title, code).toMatch(/^⟦.+⟧$/);
      expect(entry.description, code).toMatch(/^⟦.+⟧$/);
    }
    expect(describeAlert('SERVER_ERROR', 'upstream timeout', t).description).toBe(
      '⟦⟦The server could not load the app configuration. Please try again later.⟧ (upstream timeout)⟧',
    );
  });
});
