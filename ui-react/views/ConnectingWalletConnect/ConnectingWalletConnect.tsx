/**
 * Connecting a wallet over WalletConnect (router data: the catalogue `wallet` picked, or none for the
 * WalletConnect entry itself). The connect attempt starts the pairing when the view comes on screen; the QR code
 * shows exactly the current wc: URI and is redrawn when the URI is renewed; 'Copy link' puts the URI on the
 * clipboard. The wallet's ways in are tabs (an ARIA tablist: one tab stop, arrow keys, Home and End):
 *
 * - Mobile: the QR code, and "Open {name}" with the URI in the wallet's mobile deep link;
 * - Desktop: "Open {name}" with the URI in its desktop deep link;
 * - Web app: its web app in a new tab with the URI, opened from the person's click only;
 * - Get {name}: its store pages and homepage, when it is not installed.
 *
 * Opening a deep link remembers it (chooseDeepLink, WALLETCONNECT_DEEPLINK_CHOICE) so later requests take
 * the person back to the wallet. Every link is checked (walletOptions.ts); names are text. A declined
 * proposal shows 'Connection rejected' beside the fresh QR code the use case starts; the modal closes once
 * the wallet approves.
 */
import { useState, type ReactNode } from 'react';
import type { CatalogueWallet } from '../../../domain/entities/wallet/wallet.js';
import type { ConnectorsState } from '../../../domain/usecases/connection/index.js';
import type { RouterState } from '../../../domain/usecases/router/index.js';
import type { WalletConnectUseCase } from '../../../domain/usecases/walletconnect/index.js';
import { findWalletConnector, isInstalledConnector } from '../../../domain/usecases/connectors/index.js';
import { WalletImage } from '../../components/WalletImage/WalletImage.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { useStore } from '../../state/useStore.js';
import { connectingWalletConnectStylesheet } from './ConnectingWalletConnect.styles.js';
import { viewWithUseCase } from '../../components/UnavailableView/viewWithUseCase.js';
import { CopyLinkButton, PairingAlert, PairingQr, usePairing } from './pairing.js';
import { deepLinkTarget, hasMobileLink, optionDeepLink, storeLinkEntries, walletOptions, type Store, type WalletOption } from './walletOptions.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { useTablist } from '../../components/Tabs/useTablist.js';
import { enWalletConnect } from '../../../locales/en/walletConnect.js';
import type { MessageKey } from '../../../locales/messages.js';
import { useT, type UseTReturnType } from '../../i18n/useT.js';

/** In place of the QR code after a failure that started no new pairing (in English: what tests read). */
export const NO_QR_MESSAGE = enWalletConnect['walletConnect.noQrCode'];

const STORE_NAMES: Readonly<Record<Store, MessageKey>> = {
  app_store: 'walletConnect.appStore',
  play_store: 'walletConnect.googlePlay',
  chrome_store: 'walletConnect.chromeWebStore',
  homepage: 'walletConnect.website',
};

const selectData = (state: RouterState) => state.data;
const selectConnectors = (state: ConnectorsState) => state.connectors;

export const ConnectingWalletConnectView = viewWithUseCase(
  'ConnectingWalletConnect',
  (core) => core.walletConnect,
  ConnectingWalletConnect,
  'walletConnect.unavailable',
);

function ConnectingWalletConnect({ useCase: walletConnect }: { useCase: WalletConnectUseCase }) {
  const { router, connectors, walletList, connectAttempt } = useLoadedCore();
  const { t } = useT();
  const data = useStore(router, selectData);
  const connectorList = useStore(connectors, selectConnectors);
  const wallet = data?.wallet;
  const imageUrl = wallet ? walletList.walletImageUrl(wallet) : undefined;
  const state = usePairing(walletConnect);
  const name = wallet?.name;
  const displayName = name ?? t('walletConnect.yourWallet');

  // Only a wallet running in this browser counts as installed (a host's own connector does not).
  const found = wallet ? findWalletConnector(wallet, connectorList) : undefined;
  const installed = found !== undefined && isInstalledConnector(found);
  const options = walletOptions(wallet, installed);
  const [selected, setSelected] = useState<WalletOption>('mobile');
  const current = options.includes(selected) ? selected : 'mobile';

  const open = (option: WalletOption) => {
    const deepLink = optionDeepLink(wallet, option, state.uri);
    if (!deepLink || !name) return undefined;
    walletConnect.chooseDeepLink({ href: deepLink.href, name, platform: option === 'web' ? 'web' : option === 'desktop' ? 'desktop' : 'mobile' });
    return deepLink;
  };

  const panel = (
    <OptionPanel
      option={current}
      wallet={wallet}
      name={displayName}
      imageUrl={imageUrl}
      uri={state.uri}
      showQr={!(state.status === 'error' && state.uri === undefined)}
      onOpen={open}
    />
  );

  return (
    <div className="wp-wc" data-status={state.status}>
      <ShadowStylesheet css={connectingWalletConnectStylesheet} />
      <PairingAlert state={state} onRetry={() => connectAttempt.retry()} />
      {options.length > 1 ? (
        <OptionTabs options={options} current={current} name={displayName} onSelect={setSelected}>
          {panel}
        </OptionTabs>
      ) : (
        panel
      )}
      {current !== 'get' ? <CopyLinkButton uri={state.uri} /> : null}
    </div>
  );
}

type OptionPanelProps = {
  option: WalletOption;
  wallet: CatalogueWallet | undefined;
  name: string;
  imageUrl: string | undefined;
  uri: string | undefined;
  showQr: boolean;
  /** Remembers the link the person opens; its redirect, or undefined when there is none (yet). */
  onOpen: (option: WalletOption) => { redirect: string } | undefined;
};

function OptionPanel({ option, wallet, name, imageUrl, uri, showQr, onOpen }: OptionPanelProps) {
  const { t } = useT();
  if (option === 'get') {
    return (
      <div className="wp-wc-panel">
        <p className="wp-wc-caption">{t('walletConnect.getItFrom', { name })}</p>
        <ul className="wp-wc-stores" aria-label={t('walletConnect.getWallet', { name })}>
          {(wallet ? storeLinkEntries(wallet) : []).map((link) => (
            <li key={link.store}>
              <a className="wp-button wp-button-secondary wp-button-block" href={link.href} target="_blank" rel="noopener noreferrer">
                {t(STORE_NAMES[link.store])}
              </a>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (option === 'mobile') {
    if (!showQr) {
      return (
        <div className="wp-wc-panel">
          <p className="wp-wc-caption">{t('walletConnect.noQrCode')}</p>
        </div>
      );
    }
    const deepLink = hasMobileLink(wallet) ? optionDeepLink(wallet, 'mobile', uri) : undefined;
    return (
      <div className="wp-wc-panel">
        <PairingQr uri={uri} name={wallet?.name} />
        <p className="wp-wc-caption">{t('walletConnect.scanWithPhone', { name })}</p>
        {hasMobileLink(wallet) ? <OpenLink option="mobile" label={t('walletConnect.open', { name })} redirect={deepLink?.redirect} onOpen={onOpen} /> : null}
      </div>
    );
  }

  const redirect = optionDeepLink(wallet, option, uri)?.redirect;
  return (
    <div className="wp-wc-panel">
      <WalletImage src={imageUrl} name={name} size="lg" />
      <p className="wp-wc-caption">
        {option === 'desktop' ? t('walletConnect.continueOnThisComputer', { name }) : t('walletConnect.continueInBrowser', { name })}
      </p>
      {option === 'web' ? (
        <button
          type="button"
          className="wp-button wp-button-primary"
          disabled={!redirect}
          onClick={() => {
            // Opened from this click only (a user gesture), in a new tab that cannot reach back to the page.
            const link = onOpen('web');
            if (link) window.open(link.redirect, '_blank', 'noopener,noreferrer');
          }}
        >
          {t('walletConnect.openWebApp', { name })}
        </button>
      ) : (
        <OpenLink option="desktop" label={t('walletConnect.open', { name })} redirect={redirect} onOpen={onOpen} />
      )}
    </div>
  );
}

/** A deep link as a real link (the person's click opens it); a disabled button until the URI arrives. */
function OpenLink({
  option,
  label,
  redirect,
  onOpen,
}: {
  option: WalletOption;
  label: string;
  redirect: string | undefined;
  onOpen: OptionPanelProps['onOpen'];
}) {
  if (!redirect) {
    return (
      <button type="button" className="wp-button wp-button-primary" disabled>
        {label}
      </button>
    );
  }
  const target = deepLinkTarget(redirect);
  return (
    <a
      className="wp-button wp-button-primary"
      href={redirect}
      target={target}
      rel={target === '_blank' ? 'noopener noreferrer' : undefined}
      onClick={() => onOpen(option)}
    >
      {label}
    </a>
  );
}

const OPTION_LABELS: Readonly<Record<Exclude<WalletOption, 'get'>, MessageKey>> = {
  mobile: 'walletConnect.mobile',
  desktop: 'walletConnect.desktop',
  web: 'walletConnect.webApp',
};

function optionLabel(option: WalletOption, name: string, { t }: UseTReturnType): string {
  return option === 'get' ? t('walletConnect.getWallet', { name }) : t(OPTION_LABELS[option]);
}

/** The options as an ARIA tablist: one tab stop (the selected tab); arrows move and select, Home and End too. */
function OptionTabs({
  options,
  current,
  name,
  onSelect,
  children,
}: {
  options: readonly WalletOption[];
  current: WalletOption;
  name: string;
  onSelect: (option: WalletOption) => void;
  children: ReactNode;
}) {
  const { onKeyDown, tabProps, panelProps } = useTablist({ tabs: options, current, onSelect });
  const translator = useT();

  return (
    <>
      <div role="tablist" aria-label={translator.t('walletConnect.waysToConnect', { name })} className="wp-wc-tabs" onKeyDown={onKeyDown}>
        {options.map((option) => (
          <button key={option} {...tabProps(option)} className="wp-wc-tab">
            {optionLabel(option, name, translator)}
          </button>
        ))}
      </div>
      <div {...panelProps} className="wp-wc-tabpanel">
        {children}
      </div>
    </>
  );
}

/** What the recent list and CONNECT_SUCCESS record for the picked wallet. */
