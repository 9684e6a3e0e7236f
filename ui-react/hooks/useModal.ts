import { useCallback } from 'react';
import type { OpenModalParameters } from '../../domain/usecases/modal/modal.usecase.js';
import { useStore } from '../state/useStore.js';
import { useWalletport } from './useWalletport.js';

export type UseModalReturnType = {
  /** Opens the modal on the view the opening rules pick, or on the given view with its data. */
  open: (parameters?: OpenModalParameters) => void;
  /** Closes the modal; false when closing is blocked (the modal shakes instead). */
  close: () => boolean;
  isOpen: boolean;
};

const selectOpen = (state: { open: boolean }) => state.open;

export function useModal(): UseModalReturnType {
  const { modal } = useWalletport();
  const isOpen = useStore(modal, selectOpen);
  const open = useCallback((parameters?: OpenModalParameters) => modal.open(parameters), [modal]);
  const close = useCallback(() => modal.close(), [modal]);
  return { open, close, isOpen };
}
