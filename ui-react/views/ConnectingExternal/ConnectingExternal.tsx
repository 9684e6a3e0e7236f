/**
 * Connecting to a browser (or host) wallet: the wallet's image and name, 'Continue in {name}', and the
 * connection asked for on mount (ConnectionUseCase.connectOrReuse: a connection the wallet already holds is
 * reused without a prompt, SPEC.md section 4). Success closes the modal. The user declining shows
 * 'Connection rejected' with 'Try again'; any other failure shows 'Failed to connect' with the details.
 * The header's back and close buttons work throughout; leaving the view (or closing the modal) cancels a
 * connect still waiting for the wallet.
 *
 * The wallet's name and links come from the catalogue or the wallet: text only, and a link only when
 * isSafeLink accepts it.
 */
import { useEffect, useRef, useState } from 'react';
import type { Connector } from '../../../domain/entities/connector/connector.js';
import { isWalletportError, type WalletportError } from '../../../domain/entities/errors/base.error.js';
import { errorMessage, walletportError } from '../../../domain/entities/errors/catalogue.js';
import { isSafeLink } from '../../../domain/entities/link/is-safe-link.js';
import type { CatalogueWallet } from '../../../domain/entities/wallet/wallet.js';
import type { ConnectorsState, RecentWallet } from '../../../domain/usecases/connection/connection.types.js';
import type { RouterState } from '../../../domain/usecases/router/router.usecase.js';
import { findWalletConnector } from '../../../domain/usecases/wallet-list/walletRoute.js';
import { WalletImage } from '../../components/WalletImage/WalletImage.js';
import { useWalletport } from '../../hooks/useWalletport.js';
import { useStore } from '../../state/useStore.js';
import { connectingExternalStylesheet } from './ConnectingExternal.styles.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';

export const ACCEPT_REQUEST_MESSAGE = 'Accept connection request in the wallet';
export const REJECTED_DETAIL_MESSAGE = 'Connection can be declined if a previous request is still active';

type Phase =
  | { readonly status: 'connecting' }
  | { readonly status: 'rejected'; readonly error: WalletportError }
  | { readonly status: 'failed'; readonly error: WalletportError };

const CONNECTING: Phase = { status: 'connecting' };

const selectData = (state: RouterState) => state.data;
const selectConnectors = (state: ConnectorsState) => state.connectors;

export function ConnectingExternalView() {
  const { router, connection, connectors, modal, walletList } = useWalletport();
  const data = useStore(router, selectData);
  const connectorList = useStore(connectors, selectConnectors);
  const wallet = data?.wallet;
  // A wallet picked without its connector is matched against the connectors (a late announcement counts).
  const connector: Connector | undefined = data?.connector ?? (wallet ? findWalletConnector(wallet, connectorList) : undefined);
  const connectorId = connector?.id;
  const name = wallet?.name ?? connector?.name ?? 'your wallet';
  const imageUrl =
    connector?.imageUrl ?? (wallet ? walletList.walletImageUrl(wallet) : undefined) ?? (connector ? walletList.connectorImageUrl(connector) : undefined);

  const [phase, setPhase] = useState<Phase>(CONNECTING);
  const [attempt, setAttempt] = useState(0);
  const picked = useRef<RecentWallet | undefined>(undefined);
  picked.current = wallet ? recentWalletOf(wallet, connector, imageUrl) : undefined;

  useEffect(() => {
    if (connectorId === undefined) return;
    let active = true;
    let pending = false;
    // Started once the commit has settled: under StrictMode the discarded first mount never prompts the wallet.
    queueMicrotask(() => {
      if (!active) return;
      pending = true;
      connection.connectOrReuse(connectorId, { wallet: picked.current }).then(
        () => {
          pending = false;
          if (active) modal.close();
        },
        (error: unknown) => {
          pending = false;
          if (active) setPhase(phaseOf(error));
        },
      );
    });
    return () => {
      active = false;
      if (pending) connection.cancelConnect();
    };
  }, [connection, modal, connectorId, attempt]);

  const retry = () => {
    setPhase(CONNECTING);
    setAttempt((count) => count + 1);
  };

  const shown: Phase =
    connectorId === undefined
      ? { status: 'failed', error: walletportError('NO_CONNECTOR_FOR_CONNECTION', [wallet?.id ?? name]) }
      : phase;
  const getLink = wallet ? safeGetLink(wallet) : undefined;

  return (
    <div className="wp-connecting" data-status={shown.status}>
      <ShadowStylesheet css={connectingExternalStylesheet} />
      <div className="wp-connecting-image">
        <WalletImage src={imageUrl} name={name} size="lg" />
        {shown.status === 'connecting' ? <span className="wp-connecting-ring" aria-hidden="true" /> : null}
      </div>
      {shown.status === 'connecting' ? (
        <div key="connecting" className="wp-connecting-copy" role="status">
          <p className="wp-connecting-title">Continue in {name}</p>
          <p className="wp-connecting-detail">{ACCEPT_REQUEST_MESSAGE}</p>
        </div>
      ) : (
        <div key={shown.status} className="wp-connecting-copy" role="alert">
          <p className="wp-connecting-title wp-connecting-title-error">
            {shown.status === 'rejected' ? shown.error.shortMessage : errorMessage('CONNECT_FAILED')}
          </p>
          <p className="wp-connecting-detail">{shown.status === 'rejected' ? REJECTED_DETAIL_MESSAGE : failureDetails(shown.error)}</p>
        </div>
      )}
      {shown.status !== 'connecting' && connectorId !== undefined ? (
        <button type="button" className="wp-button wp-button-primary" onClick={retry}>
          Try again
        </button>
      ) : null}
      {getLink ? (
        <p className="wp-connecting-get">
          Don&apos;t have {name}?{' '}
          <a className="wp-connecting-get-link" href={getLink} target="_blank" rel="noopener noreferrer" aria-label={`Get ${name}`}>
            Get
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** The user declining is 'Connection rejected'; everything else is a failure with details. */
function phaseOf(error: unknown): Phase {
  const typed = isWalletportError(error) ? error : walletportError('CONNECT_FAILED', [], { cause: error });
  return typed.code === 'CONNECTION_REJECTED' ? { status: 'rejected', error: typed } : { status: 'failed', error: typed };
}

/** What went wrong, in the wallet's or the catalogue's words (the headline already says 'Failed to connect'). */
function failureDetails(error: WalletportError): string {
  if (error.code === 'CONNECT_FAILED') return error.details ?? 'The wallet did not connect.';
  return error.details && error.details !== error.shortMessage ? `${error.shortMessage}: ${error.details}` : error.shortMessage;
}

/** What the recent list and CONNECT_SUCCESS record for the picked wallet. */
function recentWalletOf(wallet: CatalogueWallet, connector: Connector | undefined, imageUrl: string | undefined): RecentWallet {
  const rdns = wallet.rdns ?? connector?.info?.rdns;
  return { id: wallet.id, name: wallet.name, ...(rdns ? { rdns } : {}), ...(imageUrl ? { imageUrl } : {}) };
}

/** Where to get the wallet: its browser-extension store page, else its homepage; only a safe link. */
function safeGetLink(wallet: CatalogueWallet): string | undefined {
  return [wallet.chrome_store, wallet.homepage].find((link): link is string => typeof link === 'string' && isSafeLink(link));
}
