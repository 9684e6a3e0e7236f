import { describe, expect, it } from 'vitest';
import { importQuietly } from '../tests/architecture/import-quietly.js';

describe('the walletport/wagmi entry', () => {
  it('does no I/O, starts no timer and touches no storage at import time', async () => {
    const entry = await importQuietly(() => import('./index.js'));
    expect(typeof entry.walletportConnector).toBe('function');
  });

  it('exports exactly the public surface (a change here is an API change)', async () => {
    const entry = await import('./index.js');
    expect(Object.keys(entry).sort()).toEqual(['walletportConnector', 'walletportWagmiConfig']);
  });
});
