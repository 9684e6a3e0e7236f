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
import { namespaceLabel, namespaceWallet } from './namespaceLabel.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';

const selectData = (state: RouterState) => state.data;

export function SwitchActiveChainView() {
  const { network, router, toasts } = useLoadedCore();
  const data: RouterData | undefined = useStore(router, selectData);
  const target = data?.network;
  const namespace = data?.switchToChain ?? target?.chainNamespace;

  if (target === undefined || namespace === undefined) {
    return (
      <div className="wp-network-status">
        <ShadowStylesheet css={networkStatusCss} />
        <p className="wp-network-status-title">No network to switch to</p>
        <div className="wp-network-status-actions">
          <button type="button" className="wp-button wp-button-secondary wp-button-block" onClick={() => router.goBackOrCloseModal()}>
            Go back
          </button>
        </div>
      </div>
    );
  }

  const label = namespaceLabel(namespace);
  const wallet = namespaceWallet(namespace);
  const full = network.getNetwork(target.caipNetworkId);

  const confirm = () => {
    try {
      network.confirmSwitchActiveChain(target.caipNetworkId);
    } catch (error) {
      toasts.showError(error instanceof Error ? error.message : 'Failed to switch network');
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
      <p className="wp-network-status-title">{`Switch to ${target.name}`}</p>
      <p className="wp-network-status-text">
        {`Your connected wallet has no ${label} account. To use ${target.name}, connect ${wallet}.`}
      </p>
      <div className="wp-network-status-actions">
        <button type="button" className="wp-button wp-button-primary wp-button-block" onClick={confirm}>
          {`Connect ${wallet}`}
        </button>
        <button type="button" className="wp-button wp-button-secondary wp-button-block" onClick={() => router.goBackOrCloseModal()}>
          Cancel
        </button>
      </div>
    </div>
  );
}
