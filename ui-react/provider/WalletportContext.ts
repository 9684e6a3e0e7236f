/** The client the provider hands down. Internal: components read it through useWalletport(). */
import { createContext } from 'react';
import type { WalletportClient } from '../../client/walletport-client.js';

export const WalletportContext = createContext<WalletportClient | null>(null);
WalletportContext.displayName = 'WalletportContext';
