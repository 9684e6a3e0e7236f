/**
 * WalletConnect's solana namespace as a WalletConnector (id 'walletConnectSolana', type WALLET_CONNECT, chain
 * solana), over the same client and session as the eip155 WalletConnect connector. The connection logic is
 * session-namespace-connector.ts's; the solana rules are here:
 *
 * - its chains are the solana ones; an account is a Solana address (a 32-byte base58 key), the session's
 *   others are left out;
 * - the session's eip155 accounts come along as `linked` (the eip155 connector's), so one approval connects
 *   both namespaces;
 * - getProvider: the request provider of ports/solana-wallet.port.ts (walletconnect-solana-provider.ts).
 *
 * In the wallet list it is the same row as the eip155 connector (its explorerId is that connector's id); on a
 * page with only Solana networks it is the WalletConnect row.
 */
import { isSolanaAddress } from '../../../domain/entities/address/isSolanaAddress.js';
import type { Connector } from '../../../domain/entities/connector/connector.js';
import type { WalletConnectNetwork } from '../../../domain/usecases/walletconnect/index.js';
import type { WalletConnector } from '../../../ports/wallet-connector.port.js';
import type { WalletConnectClient } from '../../../ports/walletconnect.port.js';
import { SessionNamespaceConnector } from './session-namespace-connector.js';
import { WALLET_CONNECT_SOLANA_CONNECTOR_INFO } from './walletconnect-solana-connector-info.js';
import { WalletConnectSolanaProvider } from './walletconnect-solana-provider.js';

export type WalletConnectSolanaConnectorOptions = {
  client: WalletConnectClient;
  /** The configured networks: a connect proposes all of them. */
  networks: readonly WalletConnectNetwork[];
  /** The connectors of the session's other namespaces (the eip155 WalletConnect connector), read after a connect. */
  linked?: (() => readonly WalletConnector[]) | undefined;
  info?: Partial<Pick<Connector, 'name' | 'imageId' | 'imageUrl'>> | undefined;
};

const isSolanaChain = (chain: string | undefined): chain is string => chain?.startsWith('solana:') === true;

/** The session's solana connector: the shared connection logic with the solana rules. */
export class WalletConnectSolanaConnector extends SessionNamespaceConnector {
  constructor({ client, networks, linked, info }: WalletConnectSolanaConnectorOptions) {
    super({
      info: Object.freeze({ ...WALLET_CONNECT_SOLANA_CONNECTOR_INFO, ...info }),
      client,
      networks,
      linked,
      rules: {
        name: 'Solana',
        isOwnChain: isSolanaChain,
        isAccount: (_chain, address) => isSolanaAddress(address),
        provider: (access) => new WalletConnectSolanaProvider(access),
      },
    });
  }
}
