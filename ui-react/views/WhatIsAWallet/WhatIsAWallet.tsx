/** A short explanation for people new to wallets; reached from the Connect view. Lazily loaded. */
import { useLoadedCore } from '../../hooks/useCore.js';

const POINTS = [
  {
    title: 'Your digital home',
    text: 'A wallet holds your digital assets, such as tokens and collectibles, and lets you send and receive them.',
  },
  {
    title: 'One login for every app',
    text: 'Instead of a new account and password on every site, connect your wallet and you are in.',
  },
  {
    title: 'You stay in control',
    text: 'Apps ask your wallet before anything happens; nothing is signed or sent without your approval.',
  },
] as const;

export function WhatIsAWalletView() {
  const { router } = useLoadedCore();
  return (
    <div className="wp-what-is-a-wallet">
      <ul className="wp-points">
        {POINTS.map((point) => (
          <li key={point.title} className="wp-point">
            <p className="wp-point-title">{point.title}</p>
            <p className="wp-point-text">{point.text}</p>
          </li>
        ))}
      </ul>
      <button type="button" className="wp-button wp-button-primary wp-button-block" onClick={() => router.push('GetWallet')}>
        Get a wallet
      </button>
    </div>
  );
}
