import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ThemeMode } from '../../domain/usecases/options/options.js';
import { useEffectiveThemeMode } from './useEffectiveThemeMode.js';

/** A prefers-color-scheme the test can flip, as the visitor's system setting would. */
function stubSystemScheme(initial: 'light' | 'dark') {
  const listeners = new Set<() => void>();
  const query = {
    matches: initial === 'dark',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (text: string) => {
    expect(text).toBe('(prefers-color-scheme: dark)');
    return query;
  });
  return {
    set(scheme: 'light' | 'dark') {
      query.matches = scheme === 'dark';
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useEffectiveThemeMode', () => {
  it("follows the visitor's prefers-color-scheme while the page sets no mode, and changes with it", () => {
    const system = stubSystemScheme('dark');
    const { result, unmount } = renderHook(() => useEffectiveThemeMode(undefined));
    expect(result.current).toBe('dark');
    act(() => system.set('light'));
    expect(result.current).toBe('light');
    unmount();
    expect(system.listeners.size).toBe(0);
  });

  it('an explicit mode wins over the system', () => {
    const system = stubSystemScheme('dark');
    const { result, rerender } = renderHook(({ mode }: { mode: ThemeMode | undefined }) => useEffectiveThemeMode(mode), {
      initialProps: { mode: 'light' as ThemeMode | undefined },
    });
    expect(result.current).toBe('light');
    act(() => system.set('dark'));
    expect(result.current).toBe('light');
    rerender({ mode: undefined });
    expect(result.current).toBe('dark');
  });

  it('is light where the browser cannot tell', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => useEffectiveThemeMode(undefined));
    expect(result.current).toBe('light');
  });
});
