/**
 * Connecting to a browser (or host) wallet: the wallet's image and name, 'Continue in {name}', and what the
 * connect attempt says (ConnectAttemptUseCase: it asks the wallet when this view comes on screen, reuses a
 * connection the wallet already holds, cancels when the person leaves, and closes the modal on success).
 * The user declining shows 'Connection rejected' with 'Try again'; any other failure shows 'Failed to
 * connect' with the details. The header's back and close buttons work throughout.
 *
 * The wallet's name and links come from the catalogue or the wallet: text only, and a "Get" link only when
 * safeStoreLink accepts it (https only).
 */
import type { Connector } from '../../../domain/entities/connector/connector.js';
import type { WalletportError } from '../../../domain/entities/errors/base.error.js';
import { errorMessage } from '../../../domain/entities/errors/catalogue.js';
import { safeStoreLink } from '../../../domain/entities/link/store-link.js';
import type { CatalogueWallet } from '../../../domain/entities/wallet/wallet.js';
import { interpolate } from '../../../domain/entities/i18n/message.js';
import type { ConnectAttemptState } from '../../../domain/usecases/connect-attempt/index.js';
import type { RouterState } from '../../../domain/usecases/router/index.js';
import { WalletImage } from '../../components/WalletImage/WalletImage.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { useStore } from '../../state/useStore.js';
import { connectingExternalStylesheet } from './ConnectingExternal.styles.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { enConnecting } from '../../../locales/en/connecting.js';
import { useT, type UseTReturnType } from '../../i18n/useT.js';

/** The English texts (what tests read); the view shows the shown language's. */
export const ACCEPT_REQUEST_MESSAGE = enConnecting['connecting.acceptRequest'];
export const REJECTED_DETAIL_MESSAGE = enConnecting['connecting.rejectedDetail'];

const selectWallet = (state: RouterState) => state.data?.wallet;
const selectAttempt = ({ status, connector, error }: ConnectAttemptState) => ({ status, connector, error });

export function ConnectingExternalView() {
  const { router, connectAttempt, walletList } = useLoadedCore();
  const translator = useT();
  const { t, localizeMessage } = translator;
  const wallet = useStore(router, selectWallet);
  const attempt = useStore(connectAttempt, selectAttempt, sameAttempt);
  const connector: Connector | undefined = attempt.connector;
  const name = wallet?.name ?? connector?.name ?? t('connecting.yourWallet');
  const imageUrl =
    connector?.imageUrl ?? (wallet ? walletList.walletImageUrl(wallet) : undefined) ?? (connector ? walletList.connectorImageUrl(connector) : undefined);
  // Before the attempt has caught up with this view (one render at most) it reads as connecting.
  const status = attempt.status === 'idle' ? 'connecting' : attempt.status;
  const getLink = wallet ? safeGetLink(wallet) : undefined;

  return (
    <div className="wp-connecting" data-status={status}>
      <ShadowStylesheet css={connectingExternalStylesheet} />
      <div className="wp-connecting-image">
        <WalletImage src={imageUrl} name={name} size="lg" />
        {status === 'connecting' ? <span className="wp-connecting-ring" aria-hidden="true" /> : null}
      </div>
      {status === 'connecting' || attempt.error === undefined ? (
        <div key="connecting" className="wp-connecting-copy" role="status">
          <p className="wp-connecting-title">{t('connecting.continueIn', { name })}</p>
          <p className="wp-connecting-detail">{t('connecting.acceptRequest')}</p>
        </div>
      ) : (
        <div key={status} className="wp-connecting-copy" role="alert">
          <p className="wp-connecting-title wp-connecting-title-error">
            {localizeMessage(status === 'rejected' ? attempt.error.shortMessage : errorMessage('CONNECT_FAILED'))}
          </p>
          <p className="wp-connecting-detail">{status === 'rejected' ? t('connecting.rejectedDetail') : failureDetails(attempt.error, translator)}</p>
        </div>
      )}
      {status !== 'connecting' && connector !== undefined ? (
        <button type="button" className="wp-button wp-button-primary" onClick={() => connectAttempt.retry()}>
          {t('common.tryAgain')}
        </button>
      ) : null}
      {getLink ? (
        <p className="wp-connecting-get">
          <GetLine name={name} href={getLink} />
        </p>
      ) : null}
    </div>
  );
}

function sameAttempt(a: ReturnType<typeof selectAttempt>, b: ReturnType<typeof selectAttempt>): boolean {
  return a.status === b.status && a.connector === b.connector && a.error === b.error;
}

/** What went wrong, in the wallet's or the catalogue's words (the headline already says 'Failed to connect'). */
function failureDetails(error: WalletportError, { t, localizeMessage }: UseTReturnType): string {
  if (error.code === 'CONNECT_FAILED') return error.details ?? t('connecting.walletDidNotConnect');
  const message = localizeMessage(error.shortMessage);
  return error.details && error.details !== error.shortMessage ? t('connecting.failureWithDetails', { message, details: error.details }) : message;
}

/** "Don't have {name}? Get": one sentence of the catalogue with the link where its {get} is. */
function GetLine({ name, href }: { name: string; href: string }) {
  const { t } = useT();
  const link = (
    <a key="get" className="wp-connecting-get-link" href={href} target="_blank" rel="noopener noreferrer" aria-label={t('connecting.getWallet', { name })}>
      {t('connecting.get')}
    </a>
  );
  // Split before {name} is filled in, so a wallet named '{get}' stays a name.
  const [before = '', after = ''] = t('connecting.dontHave').split('{get}').map((part) => interpolate(part, { name }));
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}

/** Where to get the wallet: its browser-extension store page, else its homepage; only an https link. */
function safeGetLink(wallet: CatalogueWallet): string | undefined {
  return safeStoreLink(wallet.chrome_store) ?? safeStoreLink(wallet.homepage);
}
