/** Open and close the modal, and whether it is open (see openModal, closeModal, getModal). SSR-safe. */
import { useCallback, useMemo } from 'react';
import { closeModal } from '../../actions/closeModal.js';
import { getModal } from '../../actions/getModal.js';
import { openModal, type OpenModalParameters } from '../../actions/openModal.js';
import type { WalletportCore } from '../../container/walletport-core.js';
import { useClientValue } from './useClientValue.js';
import { useWalletport } from './useWalletport.js';

export type UseWalletportModalReturnType = {
  /** Opens the modal on the view the opening rules pick, or on the given view with its data. */
  open: (parameters?: OpenModalParameters) => Promise<void>;
  /** Closes the modal; false when closing is blocked (the modal shakes instead). */
  close: () => boolean;
  isOpen: boolean;
  /** The modal is loading a view (or the client is still loading after an open). */
  isLoading: boolean;
};

const modalStores = (core: WalletportCore) => [core.modal];

export function useWalletportModal(): UseWalletportModalReturnType {
  const client = useWalletport();
  const { isOpen, isLoading } = useClientValue(client, getModal, modalStores);
  const open = useCallback((parameters?: OpenModalParameters) => openModal(client, parameters), [client]);
  const close = useCallback(() => closeModal(client), [client]);
  return useMemo(() => ({ open, close, isOpen, isLoading }), [open, close, isOpen, isLoading]);
}
