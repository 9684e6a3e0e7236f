/**
 * Every wallet connection the page holds, per namespace (SPEC.md section 4, several wallets at once): a
 * section per namespace with a connection, its wallets (HeldWalletRow), and "Add another {family} wallet",
 * which opens Connect for that namespace. Switching and disconnecting are the connection's commands
 * (switchConnection, disconnectConnection); one runs at a time, and a failure is shown as a toast.
 */
import { useState } from 'react';
import type { ChainNamespace } from '../../../domain/entities/connector/connector.js';
import { isWalletportError } from '../../../domain/entities/errors/base.error.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import type { ConnectionState, ConnectorsState, HeldConnection } from '../../../domain/usecases/connection/index.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { useStore } from '../../state/useStore.js';
import { namespaceLabel } from '../SwitchActiveChain/namespaceLabel.js';
import { HeldWalletRow } from './HeldWalletRow.js';
import { useT } from '../../i18n/useT.js';

const selectConnectors = (state: ConnectorsState) => state.connectors;

type Section = { namespace: ChainNamespace; held: readonly HeldConnection[] };

/** The namespaces holding a connection, in the page's order. */
export function heldSections(namespaces: ConnectionState['namespaces']): Section[] {
  return Object.values(namespaces).flatMap((entry) =>
    entry?.connections && entry.connections.length > 0 ? [{ namespace: entry.namespace, held: entry.connections }] : [],
  );
}

export function HeldWallets({ sections }: { sections: readonly Section[] }) {
  const { connection, connectors, router, toasts } = useLoadedCore();
  const known = useStore(connectors, selectConnectors);
  const [busy, setBusy] = useState(false);
  const { t } = useT();

  const run = async (action: () => Promise<unknown>, fallback: 'CONNECT_FAILED' | 'DISCONNECT_FAILED') => {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } catch (error) {
      toasts.showError(isWalletportError(error) ? error : walletportError(fallback, [], { cause: error }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {sections.map(({ namespace, held }) => (
        <section key={namespace} className="wp-profile-section" aria-labelledby={`wp-profile-${namespace}`}>
          <h3 className="wp-profile-heading" id={`wp-profile-${namespace}`}>{t('wallets.familyWallets', { family: namespaceLabel(namespace) })}</h3>
          <ul className="wp-profile-wallets">
            {held.map((entry) => {
              const connector = known.find((candidate) => candidate.id === entry.connectorId);
              const name = connector?.name ?? entry.connectorId;
              return (
                <HeldWalletRow
                  key={entry.connectorId}
                  held={entry}
                  namespace={namespace}
                  name={name}
                  imageUrl={connector?.imageUrl}
                  busy={busy}
                  onSwitch={() => void run(() => connection.switchConnection({ namespace, connectorId: entry.connectorId }), 'CONNECT_FAILED')}
                  onDisconnect={() =>
                    void run(() => connection.disconnectConnection({ namespace, connectorId: entry.connectorId }), 'DISCONNECT_FAILED')
                  }
                />
              );
            })}
          </ul>
          <button
            type="button"
            className="wp-button wp-button-secondary wp-button-block"
            disabled={busy}
            onClick={() => router.push('Connect', { addWalletForNamespace: namespace })}
          >
            {t('wallets.addAnother', { family: namespaceLabel(namespace) })}
          </button>
        </section>
      ))}
    </>
  );
}
