/**
 * Names a legacy injected provider from the boolean flags wallets set on it (`isMetaMask`, `isRabby`, ...).
 * Flags are claims, not proof: many wallets also set `isMetaMask` for compatibility, so the specific flags
 * are checked first and `isMetaMask` last. The guessed rdns is used only to hide the injected entry when the
 * same wallet also announces itself over EIP-6963; it is never shown as the wallet's identity.
 */

export type InjectedWalletIdentity = {
  name: string;
  /** The rdns the flag suggests (EIP-6963 style), when a known flag is set. */
  rdns: string | undefined;
  /** The flag that matched (the catalogue's `injected_id`), when one did. */
  flag: string | undefined;
};

/** Most specific first. */
export const KNOWN_INJECTED_WALLETS: ReadonlyArray<{ flag: string; name: string; rdns: string }> = [
  { flag: 'isRabby', name: 'Rabby Wallet', rdns: 'io.rabby' },
  { flag: 'isBraveWallet', name: 'Brave Wallet', rdns: 'com.brave.wallet' },
  { flag: 'isCoinbaseWallet', name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet' },
  { flag: 'isTrust', name: 'Trust Wallet', rdns: 'com.trustwallet.app' },
  { flag: 'isTrustWallet', name: 'Trust Wallet', rdns: 'com.trustwallet.app' },
  { flag: 'isOkxWallet', name: 'OKX Wallet', rdns: 'com.okex.wallet' },
  { flag: 'isZerion', name: 'Zerion', rdns: 'io.zerion.wallet' },
  { flag: 'isPhantom', name: 'Phantom', rdns: 'app.phantom' },
  { flag: 'isFrame', name: 'Frame', rdns: 'sh.frame' },
  { flag: 'isMetaMask', name: 'MetaMask', rdns: 'io.metamask' },
];

export const DEFAULT_INJECTED_WALLET_NAME = 'Browser Wallet';

function flagIsSet(provider: object, flag: string): boolean {
  try {
    return (provider as Record<string, unknown>)[flag] === true;
  } catch {
    return false;
  }
}

export function identifyInjectedWallet(provider: object): InjectedWalletIdentity {
  const known = KNOWN_INJECTED_WALLETS.find(({ flag }) => flagIsSet(provider, flag));
  return known
    ? { name: known.name, rdns: known.rdns, flag: known.flag }
    : { name: DEFAULT_INJECTED_WALLET_NAME, rdns: undefined, flag: undefined };
}
