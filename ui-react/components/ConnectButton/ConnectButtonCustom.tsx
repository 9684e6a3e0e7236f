/**
 * `<ConnectButtonCustom>`: the connect button drawn by the page (what RainbowKit calls ConnectButton.Custom;
 * a component of its own rather than a property of ConnectButton, so a page that shows walletport's buttons
 * does not download it). Its child is a function of what the walletport buttons know (useWalletportButton:
 * account, network, ready, connected, and openConnect, openAccount, openNetworks) that returns the page's own
 * markup, rendered in the page's DOM with the page's styles (no shadow root). For pages that ship their own
 * design system; the walletport buttons stay the default. Being a render prop, it is used in a client
 * component (a function cannot cross from a server one).
 */
import type { ReactNode } from 'react';
import { useWalletportButton, type UseWalletportButtonParameters, type UseWalletportButtonReturnType } from '../../hooks/useWalletportButton.js';

export type ConnectButtonCustomProps = UseWalletportButtonParameters & {
  /** Draws the button from the state; called again whenever the account, network or modal changes. */
  children: (button: UseWalletportButtonReturnType) => ReactNode;
};

export function ConnectButtonCustom({ children, namespace }: ConnectButtonCustomProps): ReactNode {
  return children(useWalletportButton({ namespace }));
}
