import { describe, expect, it, vi } from 'vitest';

describe('the walletport/wagmi entry', () => {
  it('does no I/O, starts no timer and touches no storage at import time', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const timeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const intervalSpy = vi.spyOn(globalThis, 'setInterval');
    const storage = { getItem: vi.fn(), setItem: vi.fn(), removeItem: vi.fn() };
    vi.stubGlobal('localStorage', storage);
    vi.resetModules();
    const entry = await import('./index.js');
    expect(typeof entry.walletportConnector).toBe('function');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(timeoutSpy).not.toHaveBeenCalled();
    expect(intervalSpy).not.toHaveBeenCalled();
    expect(storage.getItem).not.toHaveBeenCalled();
    expect(storage.setItem).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('exports exactly the public surface (a change here is an API change)', async () => {
    const entry = await import('./index.js');
    expect(Object.keys(entry).sort()).toEqual(['walletportConnector', 'walletportWagmiConfig']);
  });
});
