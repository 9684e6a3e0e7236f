import { describe, expect, it } from 'vitest';
import { loginConnectorId } from './loginConnectorId.js';

describe('loginConnectorId', () => {
  it("logs in through the embedded wallet's connector of the namespace the modal shows", () => {
    expect(loginConnectorId('solana')).toBe('ID_AUTH_SOLANA');
    expect(loginConnectorId('eip155')).toBe('ID_AUTH');
    expect(loginConnectorId(undefined)).toBe('ID_AUTH');
  });
});
