import { describe, expect, it } from 'vitest';
import { importQuietly } from '../tests/architecture/import-quietly.js';

describe('walletport/element', () => {
  it('does no I/O, starts no timer, defines nothing and touches no window, document or storage at import time', async () => {
    const entry = await importQuietly(() => import('./index.js'));
    expect(typeof entry.defineWalletportElements).toBe('function');
    expect(typeof window).toBe('undefined');
  });

  it('defines nothing on a server (no custom elements there), without throwing', async () => {
    const { defineWalletportElements } = await import('./index.js');
    const { createWalletport } = await import('../index.js');
    const { walletportDevnetA } = await import('../domain/entities/network/chains/walletportDevnets.js');
    expect(defineWalletportElements(createWalletport({ projectId: 'p', networks: [walletportDevnetA] }))).toBeUndefined();
  });

  it('exports exactly the public element surface (a change here is an API change)', async () => {
    const entry = await import('./index.js');
    expect(Object.keys(entry).sort()).toEqual([
      'ACCOUNT_BUTTON_TAG',
      'ACCOUNT_CHANGE_EVENT',
      'CONNECT_BUTTON_TAG',
      'MODAL_CLOSE_EVENT',
      'MODAL_OPEN_EVENT',
      'NETWORK_BUTTON_TAG',
      'NETWORK_CHANGE_EVENT',
      'defineWalletportElements',
    ]);
  });
});
