/**
 * Switch Chain: the target network is on a namespace the connected wallet holds no account for (SPEC.md
 * section 2). Explains that a wallet for that namespace is needed and offers to connect one: confirming makes
 * the network active (without asking any wallet) and goes to `navigateTo` (Connect), replacing this view when
 * `navigateWithReplace` says so, with the namespace to add a wallet for. Leaving that flow without connecting
 * brings the network before back (NetworkUseCase.confirmSwitchActiveChain).
 */
import { isViewName, type RouterData } from '../../../domain/usecases/router/index.js';
import type { RouterState } from '../../../domain/usecases/router/index.js';
import { NetworkImage } from '../../components/NetworkButton/NetworkImage.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { useStore } from '../../state/useStore.js';
import { networkStatusCss } from '../SwitchNetwork/SwitchNetwork.styles.js';
import { namespaceLabel, namespaceWalletKey } from './namespaceLabel.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { useT } from '../../i18n/useT.js';

const selectData = (state: RouterState) => state.data;

export function SwitchActiveChainView() {
  const { network, router, toasts } = useLoadedCore();
  const data: RouterData | undefined = useStore(router, selectData);
  const target = data?.network;
  const namespace = data?.switchToChain ?? target?.chainNamespace;
  const { t, localizeMessage } = useT();

  if (target === undefined || namespace === undefined) {
    return (
      <div className="wp-network-status">
        <ShadowStylesheet css={networkStatusCss} />
        <p className="wp-network-status-title">{t('networks.noNetworkToSwitch')}</p>
        <div className="wp-network-status-actions">
          <button type="button" className="wp-button wp-button-secondary wp-button-block" onClick={() => router.goBackOrCloseModal()}>
            {t('networks.goBack')}
          </button>
        </div>
      </div>
    );
  }

  const label = namespaceLabel(namespace);
  const wallet = t(namespaceWalletKey(namespace));
  const full = network.getNetwork(target.caipNetworkId);

  const confirm = () => {
    try {
      network.confirmSwitchActiveChain(target.caipNetworkId);
    } catch (error) {
      toasts.showError(error instanceof Error ? localizeMessage(error.message) : t('networks.switchFailed'));
      return;
    }
    const next = data?.navigateTo !== undefined && isViewName(data.navigateTo) ? data.navigateTo : 'Connect';
    const nextData: RouterData = { addWalletForNamespace: namespace };
    if (data?.navigateWithReplace) router.replace(next, nextData);
    else router.push(next, nextData);
  };

  return (
    <div className="wp-network-status">
      <ShadowStylesheet css={networkStatusCss} />
      <NetworkImage network={full ?? target} size={64} />
      <p className="wp-network-status-title">{t('networks.switchTo', { network: target.name })}</p>
      <p className="wp-network-status-text">
        {t('networks.noAccountText', { family: label, network: target.name, wallet })}
      </p>
      <div className="wp-network-status-actions">
        <button type="button" className="wp-button wp-button-primary wp-button-block" onClick={confirm}>
          {t('networks.connectWallet', { wallet })}
        </button>
        <button type="button" className="wp-button wp-button-secondary wp-button-block" onClick={() => router.goBackOrCloseModal()}>
          {t('networks.cancel')}
        </button>
      </div>
    </div>
  );
}
