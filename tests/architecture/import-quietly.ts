/**
 * Imports an entry of the package the way a host page's bundle evaluates it, and fails if that did any I/O,
 * started a timer or touched storage (the rule every entry keeps: SSR-safe, nothing before the page asks).
 * Each entry's import-time test is this call plus what that entry exports.
 */
import { expect, vi } from 'vitest';

export async function importQuietly<TModule>(load: () => Promise<TModule>): Promise<TModule> {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const timeoutSpy = vi.spyOn(globalThis, 'setTimeout');
  const intervalSpy = vi.spyOn(globalThis, 'setInterval');
  const storage = { getItem: vi.fn(), setItem: vi.fn(), removeItem: vi.fn() };
  vi.stubGlobal('localStorage', storage);
  vi.resetModules();
  try {
    const entry = await load();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(timeoutSpy).not.toHaveBeenCalled();
    expect(intervalSpy).not.toHaveBeenCalled();
    expect(storage.getItem).not.toHaveBeenCalled();
    expect(storage.setItem).not.toHaveBeenCalled();
    expect(storage.removeItem).not.toHaveBeenCalled();
    return entry;
  } finally {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  }
}
