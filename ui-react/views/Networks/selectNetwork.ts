/**
 * What picking a network in a list does: ask the network use case to switch (it shows SwitchNetwork or
 * SwitchActiveChain when the switch needs them), and once switched (or already there) leave the Networks
 * view for the view it was opened from, as the product does. A wallet's refusal is shown by the
 * SwitchNetwork view itself; any other failure becomes an error toast (`failure`, in the shown language,
 * for one that is not walletport's own).
 */
import type { WalletportCore } from '../../../container/walletport-core.js';
import { isWalletportError } from '../../../domain/entities/errors/base.error.js';
import type { CaipNetwork } from '../../../domain/entities/network/caipNetwork.js';
import type { ViewName } from '../../../domain/usecases/router/index.js';

export async function selectNetwork(
  core: Pick<WalletportCore, 'network' | 'router' | 'toasts'>,
  network: CaipNetwork,
  from: ViewName,
  failure: string,
): Promise<void> {
  try {
    const result = await core.network.switchNetwork(network);
    // UnsupportedChain is left by the network use case itself once the wallet is on a configured network.
    if (from === 'Networks' && result !== 'confirmation-required' && core.router.snapshot.view === 'Networks') {
      core.router.goBack();
    }
  } catch (error) {
    if (core.router.snapshot.view === 'SwitchNetwork') return;
    core.toasts.showError(isWalletportError(error) ? error : failure);
  }
}
