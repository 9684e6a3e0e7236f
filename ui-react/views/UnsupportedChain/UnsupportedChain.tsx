/**
 * Unsupported network: the wallet is on a network the page did not configure. Lists the configured
 * networks to switch to (the network use case leaves this view once the wallet is on one), and a way out:
 * disconnect.
 */
import { useState } from 'react';
import { isWalletportError } from '../../../domain/entities/errors/base.error.js';
import type { NetworkState } from '../../../domain/usecases/network/index.js';
import { BusyButton } from '../../components/BusyButton/BusyButton.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { shallowEqual, useStore } from '../../state/useStore.js';
import { NetworkList } from '../Networks/NetworkList.js';
import { networksCss } from '../Networks/Networks.styles.js';
import { selectNetwork } from '../Networks/selectNetwork.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { useT } from '../../i18n/useT.js';

const selectNetworks = ({ networks, switching }: NetworkState) => ({ networks, switching });

export function UnsupportedChainView() {
  const core = useLoadedCore();
  const { networks, switching } = useStore(core.network, selectNetworks, shallowEqual);
  const [disconnecting, setDisconnecting] = useState(false);
  const { t } = useT();

  const disconnect = async () => {
    if (disconnecting) return;
    setDisconnecting(true);
    try {
      await core.connection.disconnect();
    } catch (error) {
      core.toasts.showError(isWalletportError(error) ? error : t('networks.disconnectFailed'));
    } finally {
      setDisconnecting(false);
      core.modal.close();
    }
  };

  return (
    <div className="wp-networks">
      <ShadowStylesheet css={networksCss} />
      <p className="wp-networks-note">{t('networks.unsupportedNote')}</p>
      <NetworkList
        label={t('networks.switchNetwork')}
        networks={networks}
        activeCaipNetworkId={undefined}
        busy={switching}
        onSelect={(network) => void selectNetwork(core, network, 'UnsupportedChain', t('networks.switchFailed'))}
      />
      <BusyButton
        variant="secondary"
        block
        busy={disconnecting}
        label={t('networks.disconnect')}
        busyLabel={t('networks.disconnecting')}
        onClick={() => void disconnect()}
      />
    </div>
  );
}
