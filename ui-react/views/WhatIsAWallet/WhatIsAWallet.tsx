/** A short explanation for people new to wallets; reached from the Connect view. Lazily loaded. */
import type { MessageKey } from '../../../locales/messages.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { useT } from '../../i18n/useT.js';

const POINTS: readonly { readonly title: MessageKey; readonly text: MessageKey }[] = [
  { title: 'whatIsAWallet.homeTitle', text: 'whatIsAWallet.homeText' },
  { title: 'whatIsAWallet.loginTitle', text: 'whatIsAWallet.loginText' },
  { title: 'whatIsAWallet.controlTitle', text: 'whatIsAWallet.controlText' },
];

export function WhatIsAWalletView() {
  const { router } = useLoadedCore();
  const { t } = useT();
  return (
    <div className="wp-what-is-a-wallet">
      <ul className="wp-points">
        {POINTS.map((point) => (
          <li key={point.title} className="wp-point">
            <p className="wp-point-title">{t(point.title)}</p>
            <p className="wp-point-text">{t(point.text)}</p>
          </li>
        ))}
      </ul>
      <button type="button" className="wp-button wp-button-primary wp-button-block" onClick={() => router.push('GetWallet')}>
        {t('whatIsAWallet.getAWallet')}
      </button>
    </div>
  );
}
