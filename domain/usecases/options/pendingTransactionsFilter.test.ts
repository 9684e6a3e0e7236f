/** The `pendingTransactionsFilter` option: pending-transaction polling, off by default (SPEC.md section 9). */
import { describe, expect, it } from 'vitest';
import type { OptionsNetwork } from './options.js';
import { parseOptions } from './parseOptions.js';
import { preflightOptions } from './preflightOptions.js';

const networks: OptionsNetwork[] = [{ caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum' }];

describe('the pendingTransactionsFilter option', () => {
  it('is empty unless given (polling off), and passed on as given', () => {
    expect(parseOptions({ projectId: 'p', networks }).pendingTransactionsFilter).toEqual({});
    expect(parseOptions({ projectId: 'p', networks, pendingTransactionsFilter: { enable: true, pollingInterval: 60_000 } }).pendingTransactionsFilter).toEqual({
      enable: true,
      pollingInterval: 60_000,
    });
    expect(() => preflightOptions({ projectId: 'p', networks, pendingTransactionsFilter: { enable: true } })).not.toThrow();
  });

  it('refuses an interval that is not a positive whole number of milliseconds', () => {
    for (const pollingInterval of [0, -1, 1.5]) {
      expect(() => parseOptions({ projectId: 'p', networks, pendingTransactionsFilter: { enable: true, pollingInterval } })).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTIONS' }),
      );
    }
  });
});
