import { describe, expect, it } from 'vitest';
import { isWalletportError } from '../../entities/errors/base.error.js';
import { connectionAction } from './connectionAction.js';

describe('connectionAction (SPEC.md section 4, per connector)', () => {
  it('reuses connected and active connections and reconnects disconnected ones', () => {
    expect(connectionAction('connected')).toBe('reuse');
    expect(connectionAction('active')).toBe('reuse');
    expect(connectionAction('disconnected')).toBe('connect');
  });

  it.each(['connecting', 'pending', '', 'CONNECTED'])("raises 'Invalid connection status' for %j", (status) => {
    let caught: unknown;
    try {
      connectionAction(status);
    } catch (error) {
      caught = error;
    }
    expect(isWalletportError(caught, 'INVALID_CONNECTION_STATUS')).toBe(true);
    expect((caught as Error & { shortMessage: string }).shortMessage).toBe('Invalid connection status');
  });
});
