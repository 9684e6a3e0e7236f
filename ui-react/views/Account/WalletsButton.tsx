/**
 * The way from the Account view to the visitor's wallets (ProfileWallets: every wallet connection per
 * namespace, switch, disconnect one, add another). It says how
 * many wallets the shown namespace holds when there are several, so a held wallet is not forgotten.
 */
import type { ChainNamespace } from '../../../domain/entities/connector/connector.js';
import type { ConnectionState } from '../../../domain/usecases/connection/index.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { useStore } from '../../state/useStore.js';
import { useT } from '../../i18n/useT.js';

export function WalletsButton({ namespace }: { namespace: ChainNamespace | undefined }) {
  const { connection, router } = useLoadedCore();
  const { t } = useT();
  const held = useStore(connection, (state: ConnectionState) => (namespace === undefined ? 0 : (state.namespaces[namespace]?.connections?.length ?? 0)));
  return (
    <button type="button" className="wp-button wp-button-secondary wp-button-block" onClick={() => router.push('ProfileWallets')}>
      {held > 1 ? t('account.walletsCount', { count: held }) : t('account.wallets')}
    </button>
  );
}
