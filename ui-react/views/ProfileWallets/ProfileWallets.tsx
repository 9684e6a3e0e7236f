/**
 * ProfileWallets: the visitor's wallets. The embedded (email) account's card when one is signed in
 * (EmbeddedAccountCard), then every wallet connection per namespace (HeldWallets: switch, disconnect one,
 * add another). With none at all it says so and offers to connect one.
 */
import { PanelState } from '../../components/PanelState/PanelState.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { useStore } from '../../state/useStore.js';
import type { ConnectionState } from '../../../domain/usecases/connection/index.js';
import { EmbeddedAccountCard } from './EmbeddedAccountCard.js';
import { heldSections, HeldWallets } from './HeldWallets.js';
import { profileWalletsCss } from './ProfileWallets.styles.js';
import { useT } from '../../i18n/useT.js';
import { enWallets } from '../../../locales/en/wallets.js';

export const NO_WALLET_MESSAGE = enWallets['wallets.noWalletConnected'];

const selectNamespaces = (state: ConnectionState) => state.namespaces;

export function ProfileWalletsView() {
  const { connection, embeddedWallet, router } = useLoadedCore();
  const sections = heldSections(useStore(connection, selectNamespaces));
  const { t } = useT();
  return (
    <div className="wp-profile">
      <ShadowStylesheet css={profileWalletsCss} />
      {embeddedWallet ? <EmbeddedAccountCard embedded={embeddedWallet} /> : null}
      {sections.length > 0 ? (
        <HeldWallets sections={sections} />
      ) : (
        <PanelState
          title={t('wallets.noWalletConnected')}
          action={
            <button type="button" className="wp-button wp-button-primary" onClick={() => router.reset('Connect')}>
              {t('wallets.connectWallet')}
            </button>
          }
        />
      )}
    </div>
  );
}
