/** Choose Network: every configured network, the active one marked; a click switches (selectNetwork.ts). */
import type { NetworkState } from '../../../domain/usecases/network/index.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { shallowEqual, useStore } from '../../state/useStore.js';
import { NetworkList } from './NetworkList.js';
import { networksCss } from './Networks.styles.js';
import { selectNetwork } from './selectNetwork.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { useT } from '../../i18n/useT.js';

const selectNetworks = ({ networks, activeCaipNetwork, isUnsupportedChain, switching }: NetworkState) => ({
  networks,
  // On an unconfigured network no configured one is current.
  activeCaipNetworkId: isUnsupportedChain ? undefined : activeCaipNetwork.caipNetworkId,
  switching,
});

export function NetworksView() {
  const core = useLoadedCore();
  const { networks, activeCaipNetworkId, switching } = useStore(core.network, selectNetworks, shallowEqual);
  const { t } = useT();
  return (
    <div className="wp-networks">
      <ShadowStylesheet css={networksCss} />
      <NetworkList
        label={t('networks.networks')}
        networks={networks}
        activeCaipNetworkId={activeCaipNetworkId}
        busy={switching}
        onSelect={(network) => void selectNetwork(core, network, 'Networks', t('networks.switchFailed'))}
      />
      <p className="wp-networks-note">{t('networks.note')}</p>
    </div>
  );
}
