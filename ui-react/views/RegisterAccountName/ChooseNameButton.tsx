/**
 * The Account view's way to RegisterAccountName: offered to an EVM account without a name on a network where
 * names are looked up (not a testnet), so a registered name shows where it was chosen.
 */
import type { CaipNetwork } from '../../../domain/entities/network/caipNetwork.js';
import { enNames } from '../../../locales/en/names.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { useT } from '../../i18n/useT.js';

/** The button's label in English. */
export const CHOOSE_NAME_LABEL = enNames['names.chooseName'];

export type ChooseNameButtonProps = {
  namespace: string | undefined;
  network: CaipNetwork;
  hasName: boolean;
  unsupported: boolean;
};

export function ChooseNameButton({ namespace, network, hasName, unsupported }: ChooseNameButtonProps) {
  const core = useLoadedCore();
  const { t } = useT();
  if (hasName || unsupported || namespace !== 'eip155' || network.chainNamespace !== 'eip155' || network.testnet === true) return null;
  return (
    <button type="button" className="wp-link-button" onClick={() => {
        // A fresh form each time it is chosen from here; the names use case keeps it while the view is away.
        core.names.reset();
        core.router.push('RegisterAccountName');
      }}>
      {t('names.chooseName')}
    </button>
  );
}
