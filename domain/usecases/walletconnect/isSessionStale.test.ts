import { describe, expect, it } from 'vitest';
import { isSessionStale } from './isSessionStale.js';

describe('isSessionStale', () => {
  it('is fresh when every configured chain was proposed or approved', () => {
    expect(
      isSessionStale({
        configuredChains: ['eip155:31337', 'eip155:31338'],
        requestedChains: ['eip155:31337', 'eip155:31338'],
        approvedChains: ['eip155:31337'],
      }),
    ).toBe(false);
  });

  it('stays fresh when the wallet declined some proposed chains (no disconnect on every reload)', () => {
    expect(
      isSessionStale({
        configuredChains: ['eip155:1', 'eip155:137'],
        requestedChains: ['eip155:1', 'eip155:137'],
        approvedChains: ['eip155:1'],
      }),
    ).toBe(false);
  });

  it('is stale when the page now configures a chain the session was never asked for', () => {
    expect(
      isSessionStale({
        configuredChains: ['eip155:31337', 'eip155:31338', 'eip155:31339'],
        requestedChains: ['eip155:31337', 'eip155:31338'],
        approvedChains: ['eip155:31337', 'eip155:31338'],
      }),
    ).toBe(true);
  });

  it('counts a chain the wallet approved later (session_update) as known', () => {
    expect(
      isSessionStale({
        configuredChains: ['eip155:31337', 'eip155:31339'],
        requestedChains: ['eip155:31337'],
        approvedChains: ['eip155:31337', 'eip155:31339'],
      }),
    ).toBe(false);
  });

  it('compares with the approved chains alone when the proposal is unknown', () => {
    expect(isSessionStale({ configuredChains: ['eip155:1'], requestedChains: [], approvedChains: ['eip155:1'] })).toBe(false);
    expect(isSessionStale({ configuredChains: ['eip155:1', 'eip155:10'], requestedChains: [], approvedChains: ['eip155:1'] })).toBe(
      true,
    );
  });

  it('treats a new namespace the same way', () => {
    expect(
      isSessionStale({
        configuredChains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        requestedChains: ['eip155:1'],
        approvedChains: ['eip155:1'],
      }),
    ).toBe(true);
  });
});
