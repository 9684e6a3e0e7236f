import { describe, expect, it, vi } from 'vitest';

describe('walletport/element', () => {
  it('does no I/O, starts no timer, defines nothing and touches no window, document or storage at import time', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const timeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const intervalSpy = vi.spyOn(globalThis, 'setInterval');
    const storage = { getItem: vi.fn(), setItem: vi.fn(), removeItem: vi.fn() };
    vi.stubGlobal('localStorage', storage);
    vi.resetModules();
    const entry = await import('./index.js');
    expect(typeof entry.defineWalletportElements).toBe('function');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(timeoutSpy).not.toHaveBeenCalled();
    expect(intervalSpy).not.toHaveBeenCalled();
    expect(storage.getItem).not.toHaveBeenCalled();
    expect(typeof window).toBe('undefined');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
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
