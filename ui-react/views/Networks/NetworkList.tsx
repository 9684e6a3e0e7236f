/**
 * The configured networks as a list of buttons (name, image, a 'Testnet' tag), the active one marked with
 * aria-current. Shared by the Networks and UnsupportedChain views. Network names come from the page's own
 * configuration but are still rendered as text.
 */
import type { CaipNetwork } from '../../../domain/entities/network/caipNetwork.js';
import { CheckIcon } from '../../components/Icon/icons.js';
import { NetworkImage } from '../../components/NetworkButton/NetworkImage.js';
import { useT } from '../../i18n/useT.js';

export type NetworkListProps = {
  networks: readonly CaipNetwork[];
  /** The CAIP-2 id of the network to mark as current; none when undefined. */
  activeCaipNetworkId: string | undefined;
  onSelect: (network: CaipNetwork) => void;
  /** A switch is running: the options say so and ignore clicks. */
  busy?: boolean | undefined;
  /** The list's accessible name. */
  label: string;
};

export function NetworkList({ networks, activeCaipNetworkId, onSelect, busy = false, label }: NetworkListProps) {
  const { t } = useT();
  return (
    <ul className="wp-network-list" aria-label={label}>
      {networks.map((network) => {
        const active = network.caipNetworkId === activeCaipNetworkId;
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="wp-network-option"
              aria-current={active ? 'true' : undefined}
              aria-disabled={busy ? 'true' : undefined}
              data-network={network.caipNetworkId}
              onClick={() => {
                if (!busy) onSelect(network);
              }}
            >
              <NetworkImage network={network} size={32} />
              <span className="wp-network-name">{network.name}</span>
              {network.testnet ? <span className="wp-tag">{t('networks.testnet')}</span> : null}
              {active ? (
                <span className="wp-network-check">
                  <CheckIcon />
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
