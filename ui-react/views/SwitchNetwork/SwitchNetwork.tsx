/**
 * Switch Network: waits while the wallet is asked to switch ('Approve in wallet'), and when it refuses shows
 * why ('Switch declined' for a rejection, else the wallet's typed message) with 'Try again' (retrySwitch).
 * The network use case leaves this view by itself once the switch succeeded.
 */
import type { NetworkState } from '../../../domain/usecases/network/index.js';
import type { RouterState } from '../../../domain/usecases/router/index.js';
import { NetworkImage } from '../../components/NetworkButton/NetworkImage.js';
import { Spinner } from '../../components/Spinner/Spinner.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { shallowEqual, useStore } from '../../state/useStore.js';
import { networkStatusCss } from './SwitchNetwork.styles.js';
import { switchErrorMessage } from './switchErrorMessage.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { useT } from '../../i18n/useT.js';

const selectTarget = (state: RouterState) => state.data?.network;
const selectSwitch = ({ switching, lastError }: NetworkState) => ({ switching, lastError });

export function SwitchNetworkView() {
  const { network, router } = useLoadedCore();
  const target = useStore(router, selectTarget);
  const { switching, lastError } = useStore(network, selectSwitch, shallowEqual);
  const translator = useT();
  const { t } = translator;
  const full = target === undefined ? undefined : network.getNetwork(target.caipNetworkId);
  const name = target?.name ?? t('networks.theNetwork');
  const failed = lastError !== undefined && !switching;

  return (
    <div className="wp-network-status">
      <ShadowStylesheet css={networkStatusCss} />
      <span className="wp-network-status-picture">
        {target ? <NetworkImage network={full ?? target} size={64} /> : null}
        {failed ? null : <Spinner decorative />}
      </span>
      {failed ? (
        <div role="alert">
          <p className="wp-network-status-title" data-tone="error">
            {switchErrorMessage(lastError, translator)}
          </p>
          <p className="wp-network-status-text">
            {t('networks.declinedText', { network: name })}
          </p>
        </div>
      ) : (
        <div role="status">
          <p className="wp-network-status-title">{t('networks.approveInWallet')}</p>
          <p className="wp-network-status-text">{t('networks.acceptRequest', { network: name })}</p>
        </div>
      )}
      {failed ? (
        <div className="wp-network-status-actions">
          <button type="button" className="wp-button wp-button-primary wp-button-block" onClick={() => void network.retrySwitch().catch(() => undefined)}>
            {t('common.tryAgain')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
