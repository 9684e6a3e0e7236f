/**
 * The first screen (bundled eagerly). Shows the connect methods in the order of connectMethodOrder (the
 * wallet list first once the browser has a wallet of its own): the email form (features.email), the social
 * buttons (features.socials, minus those a Telegram host cannot complete: socialsForPlatform), and the
 * wallet list (WalletListSection; only wallets for the namespace SwitchActiveChain sent the visitor here to add
 * a wallet for, which a line above the list names). Then a "What is a wallet?" link and the legal footer.
 */
import type { OptionsState } from '../../../domain/usecases/options/index.js';
import type { ConnectorsState } from '../../../domain/usecases/connection/index.js';
import { connectMethodOrder } from '../../../domain/usecases/connect-list/index.js';
import { hasInjectedWallets } from '../../../domain/usecases/connect-list/index.js';
import { socialsForPlatform } from '../../../domain/usecases/connect-list/index.js';
import type { RouterState } from '../../../domain/usecases/router/index.js';
import type { ChainNamespace } from '../../../domain/entities/connector/connector.js';
import type { MessageKey } from '../../../locales/messages.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { useT } from '../../i18n/useT.js';
import { shallowEqual, useStore } from '../../state/useStore.js';
import { EmailForm } from './EmailForm.js';
import { LegalFooter } from './LegalFooter.js';
import { SocialButtons } from './SocialButtons.js';
import { WalletListSection } from './WalletListSection.js';

/** The line above the list, one whole sentence a namespace (an article and a name do not translate apart). */
const CONNECT_NAMESPACE_WALLET: Readonly<Record<ChainNamespace, MessageKey>> = {
  eip155: 'connect.connectEvmWallet',
  solana: 'connect.connectSolanaWallet',
  bip122: 'connect.connectBitcoinWallet',
  polkadot: 'connect.connectPolkadotWallet',
  cosmos: 'connect.connectCosmosWallet',
};

const selectHasInjectedWallets = ({ connectors }: ConnectorsState) => hasInjectedWallets(connectors);

/** Set when SwitchActiveChain sent the visitor here to add a wallet for another namespace. */
const selectNamespace = (state: RouterState) => state.data?.addWalletForNamespace;

const selectConnectOptions = ({ features, options }: OptionsState) => ({
  email: features.email,
  socials: features.socials,
  connectMethodsOrder: features.connectMethodsOrder,
  termsConditionsUrl: options.termsConditionsUrl,
  privacyPolicyUrl: options.privacyPolicyUrl,
});

export function ConnectView() {
  const { options, router, connectors, environment } = useLoadedCore();
  const { t } = useT();
  const settings = useStore(options, selectConnectOptions, shallowEqual);
  // A wallet announcing itself late moves the wallet method first while the view is open.
  const injected = useStore(connectors, selectHasInjectedWallets);
  const namespace = useStore(router, selectNamespace);
  const methods = connectMethodOrder({ features: settings, hasInjectedWallets: injected });
  const socials = socialsForPlatform(settings.socials, { telegram: environment.isTelegram(), os: environment.operatingSystem() });

  return (
    <div className="wp-connect">
      {namespace === undefined ? null : (
        <p className="wp-connect-namespace" data-testid="connect-namespace">{t(CONNECT_NAMESPACE_WALLET[namespace])}</p>
      )}
      {methods.map((method) => {
        switch (method) {
          case 'email':
            return <EmailForm key={method} />;
          case 'social':
            return socials.length > 0 ? <SocialButtons key={method} providers={socials} /> : null;
          case 'wallet':
            return <WalletListSection key={method} />;
          default:
            return null;
        }
      })}
      <button type="button" className="wp-link-button" onClick={() => router.push('WhatIsAWallet')}>
        {t('connect.whatIsAWallet')}
      </button>
      <LegalFooter termsUrl={settings.termsConditionsUrl} privacyUrl={settings.privacyPolicyUrl} />
    </div>
  );
}
