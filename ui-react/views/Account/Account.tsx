/**
 * The Account view: the network pill (opens Networks), avatar, profile name or truncated address with a
 * copy button, the email of an embedded (email) wallet (to its page, ProfileWallets) or the provider and name
 * of a social login, the balance with its symbol, the feature buttons in walletFeaturesOrder, the Tokens /
 * NFTs / Activity tabs, and Disconnect (then the modal closes; with several namespaces connected it ends the
 * one shown, and says which). The NFTs and Activity tabs follow the activity
 * feature. Profile names, emails, token and NFT names and every image come from outside: text and safe
 * images only.
 */
import { useState } from 'react';
import { truncateAddress } from '../../../domain/entities/display/truncateAddress.js';
import { isWalletportError } from '../../../domain/entities/errors/base.error.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { walletFeatureButtons } from '../../../domain/usecases/connect-list/index.js';
import type { OptionsState } from '../../../domain/usecases/options/index.js';
import { disconnectScope, type ConnectionState } from '../../../domain/usecases/connection/index.js';
import { accountLabel } from '../../components/AccountButton/accountLabel.js';
import { Avatar } from '../../components/Avatar/Avatar.js';
import { WarningIcon } from '../../components/Icon/icons.js';
import { NetworkImage } from '../../components/NetworkButton/NetworkImage.js';
import { Spinner } from '../../components/Spinner/Spinner.js';
import { useWalletportAccount } from '../../hooks/useWalletportAccount.js';
import { useWalletportNetwork } from '../../hooks/useWalletportNetwork.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { shallowEqual, useStore } from '../../state/useStore.js';
import { useT } from '../../i18n/useT.js';
import { enAccount } from '../../../locales/en/account.js';
import { accountCss } from './Account.styles.js';
import { CopyIcon, DisconnectIcon, FeatureIcon } from '../../components/Icon/viewIcons.js';
import { AccountTypeSwitch } from './AccountTypeSwitch.js';
import { EmbeddedEmailButton } from './EmbeddedEmailButton.js';
import { EmbeddedSocialLine } from './EmbeddedSocialLine.js';
import { AccountTabs, type AccountTab } from './AccountTabs.js';
import { AccountTypeTag } from './AccountTypeTag.js';
import { FEATURE_BUTTONS } from './featureButtons.js';
import { WalletsButton } from './WalletsButton.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { ChooseNameButton } from '../RegisterAccountName/ChooseNameButton.js';
import { namespaceLabel } from '../SwitchActiveChain/namespaceLabel.js';

export const ADDRESS_COPIED_MESSAGE = enAccount['account.addressCopied'];

const selectFeatures = ({ features }: OptionsState) => ({
  onramp: features.onramp,
  swaps: features.swaps,
  receive: features.receive,
  send: features.send,
  walletFeaturesOrder: features.walletFeaturesOrder,
  activity: features.activity,
});

const selectNamespaces = (state: ConnectionState) => state.namespaces;

const WITH_ACTIVITY: readonly AccountTab[] = ['tokens', 'nfts', 'activity'];
const WITHOUT_ACTIVITY: readonly AccountTab[] = ['tokens'];

export function AccountView() {
  const { options, router, toasts, connection, modal, swap } = useLoadedCore();
  const account = useWalletportAccount();
  const { caipNetwork, isUnsupportedChain } = useWalletportNetwork();
  const features = useStore(options, selectFeatures, shallowEqual);
  const namespaces = useStore(connection, selectNamespaces);
  const [disconnecting, setDisconnecting] = useState(false);
  const { t } = useT();

  if (!account.isConnected || account.address === undefined) {
    return (
      <div className="wp-account">
        <ShadowStylesheet css={accountCss} />
        <div className="wp-panel-state">
          <p className="wp-panel-state-title">{t('account.noWalletConnected')}</p>
          <button type="button" className="wp-button wp-button-primary" onClick={() => router.reset('Connect')}>
            {t('account.connectWallet')}
          </button>
        </div>
      </div>
    );
  }

  const address = account.address;
  const label = accountLabel(address, account.profileName);
  const hasName = label !== truncateAddress(address);
  const buttons = walletFeatureButtons({ ...features, namespace: account.namespace });
  // With several namespaces connected, Disconnect ends the one shown and says which (disconnectScope).
  const scope = disconnectScope({ state: { namespaces }, shown: account.namespace });
  const disconnectLabel =
    scope.namespace === undefined ? t('account.disconnect') : t('account.disconnectFamily', { family: namespaceLabel(scope.namespace) });
  // Set only while the embedded wallet holds this account (getAccount's embeddedWalletInfo).
  const embedded = account.embeddedWalletInfo;
  const embeddedEmail = embedded?.authProvider === 'email' ? embedded.user.email : undefined;
  const socialProvider = embedded && embedded.authProvider !== 'email' ? embedded.authProvider : undefined;

  const copy = async () => {
    try {
      const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
      if (!clipboard) throw new Error('The clipboard is not available');
      await clipboard.writeText(address);
      toasts.showSuccess(t('account.addressCopied'));
    } catch (cause) {
      toasts.showError(walletportError('CLIPBOARD_COPY_FAILED', [], { cause }));
    }
  };

  const disconnect = async () => {
    if (disconnecting) return;
    setDisconnecting(true);
    try {
      await connection.disconnect(scope.namespace);
    } catch (error) {
      // The local session is cleared even when the wallet refuses: say so, and close all the same.
      toasts.showError(isWalletportError(error) ? error : walletportError('DISCONNECT_FAILED', [], { cause: error }));
    } finally {
      setDisconnecting(false);
      modal.close();
    }
  };

  return (
    <div className="wp-account">
      <ShadowStylesheet css={accountCss} />
      <div className="wp-account-top">
        <button
          type="button"
          className="wp-network-pill"
          data-unsupported={isUnsupportedChain ? 'true' : undefined}
          onClick={() => router.push('Networks')}
        >
          {isUnsupportedChain ? <WarningIcon /> : <NetworkImage network={caipNetwork} size={24} />}
          <span className="wp-visually-hidden">{`${t('account.network')} `}</span>
          <span className="wp-network-pill-name">{isUnsupportedChain ? t('account.unsupportedNetwork') : caipNetwork.name}</span>
        </button>
      </div>

      <div className="wp-account-identity">
        <Avatar address={address} imageUrl={account.profileImage} size={72} />
        <div className="wp-account-name-row">
          <p className="wp-account-title wp-ltr" title={hasName ? label : address} data-testid="account-name">
            {label}
          </p>
          <button type="button" className="wp-icon-button" aria-label={t('account.copyAddress')} onClick={() => void copy()}>
            <CopyIcon />
          </button>
        </div>
        {hasName ? (
<p className="wp-account-address">{truncateAddress(address)}</p>
        ) : null}
        <AccountTypeTag namespace={account.namespace} address={address} allAccounts={account.allAccounts} />
        <ChooseNameButton namespace={account.namespace} network={caipNetwork} hasName={hasName} unsupported={isUnsupportedChain} />
        <AccountTypeSwitch namespace={account.namespace} />
        {embeddedEmail ? <EmbeddedEmailButton email={embeddedEmail} /> : null}
        {socialProvider ? <EmbeddedSocialLine provider={socialProvider} name={embedded?.user.username ?? embedded?.user.email} /> : null}
        <div className="wp-account-balance-line" data-testid="account-balance">
          {account.balance !== undefined ? (
            `${account.balance} ${account.balanceSymbol ?? ''}`.trim()
          ) : account.balanceLoading ? (
            <span role="status" aria-busy="true">
              <Spinner decorative />
              <span className="wp-visually-hidden">{t('account.loadingBalance')}</span>
            </span>
          ) : (
            t('account.balanceUnavailable')
          )}
        </div>
      </div>

      {buttons.length > 0 ? (
        <div className="wp-feature-buttons">
          {buttons.map((feature) => (
            <button
              key={feature}
              type="button"
              className="wp-feature-button"
              onClick={() => router.push(FEATURE_BUTTONS[feature].view)}
              // Pointing at Swap (or reaching it with Tab) asks for its tokens and gas price before the click.
              {...(feature === 'swaps' ? { onPointerEnter: () => swap.prefetchFormData(), onFocus: () => swap.prefetchFormData() } : {})}
            >
              <FeatureIcon feature={feature} />
              {t(FEATURE_BUTTONS[feature].label)}
            </button>
          ))}
        </div>
      ) : null}

      <AccountTabs tabs={features.activity ? WITH_ACTIVITY : WITHOUT_ACTIVITY} />

      <WalletsButton namespace={account.namespace} />

      <button
        type="button"
        className="wp-button wp-button-secondary wp-button-block"
        aria-busy={disconnecting ? true : undefined}
        onClick={() => void disconnect()}
      >
        <DisconnectIcon />
        {disconnecting ? t('account.disconnecting') : disconnectLabel}
      </button>
    </div>
  );
}
