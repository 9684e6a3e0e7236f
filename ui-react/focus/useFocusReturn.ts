/** A callback ref that registers a walletport button as a place focus returns to (focusReturn.ts). */
import { useCallback, useRef } from 'react';
import { registerFocusReturn } from './focusReturn.js';

export function useFocusReturn(): (button: HTMLButtonElement | null) => void {
  const unregister = useRef<(() => void) | undefined>(undefined);
  return useCallback((button: HTMLButtonElement | null) => {
    unregister.current?.();
    unregister.current = button ? registerFocusReturn(button) : undefined;
  }, []);
}
