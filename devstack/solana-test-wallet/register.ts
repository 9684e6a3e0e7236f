/**
 * The wallet side of Wallet Standard discovery: announce on `wallet-standard:register-wallet` now, and again to
 * every app that says `wallet-standard:app-ready` later (an app that loads after the wallet).
 */
import { APP_READY_EVENT, REGISTER_WALLET_EVENT, type SolanaStandardWallet, type WalletsRegistry } from './types.js';

export type RegisterSolanaWalletParameters = { wallet: SolanaStandardWallet; target: EventTarget };
export type RegisterSolanaWalletReturnType = { stop: () => void };

export function registerSolanaWallet({ wallet, target }: RegisterSolanaWalletParameters): RegisterSolanaWalletReturnType {
  const callback = ({ register }: WalletsRegistry): void => {
    register(wallet);
  };
  const onAppReady = (event: Event): void => {
    const api = (event as CustomEvent<unknown>).detail;
    // The detail comes from any script on the page: only a registry with a register function is answered.
    if (typeof api === 'object' && api !== null && typeof (api as Partial<WalletsRegistry>).register === 'function') {
      callback(api as WalletsRegistry);
    }
  };
  target.dispatchEvent(new CustomEvent(REGISTER_WALLET_EVENT, { detail: callback }));
  target.addEventListener(APP_READY_EVENT, onAppReady);
  return { stop: () => target.removeEventListener(APP_READY_EVENT, onAppReady) };
}
