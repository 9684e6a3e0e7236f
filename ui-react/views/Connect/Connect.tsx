/**
 * The first screen (bundled eagerly). Shows the connect methods in the order of connectMethodOrder:
 * the email form (features.email), the social buttons (features.socials, ordered by socialsForPlatform),
 * and the wallet list (WalletListSection, filled by the wallet-list work). Then a "What is a wallet?" link
 * and the legal footer.
 */
import type { OptionsState } from '../../../domain/usecases/options/options.usecase.js';
import { connectMethodOrder } from '../../../domain/usecases/connect-list/connectMethodOrder.js';
import { socialsForPlatform, type SocialsForPlatformParameters } from '../../../domain/usecases/connect-list/socialsForPlatform.js';
import { useWalletport } from '../../hooks/useWalletport.js';
import { shallowEqual, useStore } from '../../state/useStore.js';
import { EmailForm } from './EmailForm.js';
import { LegalFooter } from './LegalFooter.js';
import { SocialButtons } from './SocialButtons.js';
import { WalletListSection } from './WalletListSection.js';

/**
 * The client does not expose the platform yet, so the Telegram rule of socialsForPlatform cannot apply:
 * outside Telegram it changes nothing, which is every host page today.
 */
const PLATFORM_NOT_EXPOSED: SocialsForPlatformParameters = { telegram: false, os: 'other' };

/**
 * Whether injected wallets exist (it moves the wallet method first). The connectors use case is not there
 * yet; until it is, the default order applies.
 */
const HAS_INJECTED_WALLETS_UNKNOWN = false;

const selectConnectOptions = ({ features, options }: OptionsState) => ({
  email: features.email,
  socials: features.socials,
  connectMethodsOrder: features.connectMethodsOrder,
  termsConditionsUrl: options.termsConditionsUrl,
  privacyPolicyUrl: options.privacyPolicyUrl,
});

export function ConnectView() {
  const { options, router } = useWalletport();
  const settings = useStore(options, selectConnectOptions, shallowEqual);
  const methods = connectMethodOrder({ features: settings, hasInjectedWallets: HAS_INJECTED_WALLETS_UNKNOWN });
  const socials = socialsForPlatform(settings.socials, PLATFORM_NOT_EXPOSED);

  return (
    <div className="wp-connect">
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
        What is a wallet?
      </button>
      <LegalFooter termsUrl={settings.termsConditionsUrl} privacyUrl={settings.privacyPolicyUrl} />
    </div>
  );
}
