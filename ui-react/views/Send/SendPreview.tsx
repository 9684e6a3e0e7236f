/**
 * SendPreview: what will be sent (amount and token, its value in US dollars), to whom (the name and avatar
 * when the receiver was typed as a name, and the address in full), and the network fee estimate (on Solana, and
 * what opening the receiver's token account costs when the send opens one); then Send.
 * While the wallet is asked, Send is busy and refuses a second press; success shows Account (the use case
 * replaces the view), a failure is shown here and the form stays as it was.
 */
import { useEffect } from 'react';
import type { NetworkFee, SendState } from '../../../domain/usecases/send/index.js';
import { Avatar } from '../../components/Avatar/Avatar.js';
import { BusyButton } from '../../components/BusyButton/BusyButton.js';
import { formatUsd } from '../../components/format/formatMoney.js';
import { TokenIcon } from '../../components/TokenRow/TokenRow.js';
import { tokenRowCss } from '../../components/TokenRow/TokenRow.styles.js';
import { Spinner } from '../../components/Spinner/Spinner.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { shallowEqual, useStore } from '../../state/useStore.js';
import { sendCss } from './Send.styles.js';
import { useT } from '../../i18n/useT.js';

const selectPreview = (state: SendState) => ({
  token: state.token,
  sendTokenAmount: state.sendTokenAmount,
  receiverAddress: state.receiverAddress,
  receiverProfileName: state.receiverProfileName,
  receiverProfileImageUrl: state.receiverProfileImageUrl,
  networkFee: state.networkFee,
  feeLoading: state.feeLoading,
  loading: state.loading,
  error: state.error,
});

export function SendPreviewView() {
  const { send, router } = useLoadedCore();
  const preview = useStore(send, selectPreview, shallowEqual);
  const { t, localizeMessage, locale } = useT();
  const usd = formatUsd(send.amountInUsd(), locale);
  const sending = preview.loading;

  useEffect(() => {
    void send.estimateFee();
  }, [send]);

  const confirm = () => {
    if (sending) return;
    // The failure is in the state (shown below); nothing else to do with the rejection here.
    send.send().catch(() => undefined);
  };

  const fee = preview.networkFee;
  return (
    <div className="wp-send">
      <ShadowStylesheet css={sendCss} />
      {/* The token's icon is sized by the token rows' sheet, which no other part of this view brings. */}
      <ShadowStylesheet css={tokenRowCss} />
      <dl className="wp-send-summary">
        <div>
          <dt>{t('send.amount')}</dt>
          <dd>
            {preview.token ? <TokenIcon token={preview.token} /> : null}
            <span className="wp-send-amount" data-testid="send-preview-amount">
              {`${preview.sendTokenAmount} ${preview.token?.symbol ?? ''}`.trim()}
            </span>
          </dd>
        </div>
        {usd ? (
          <div>
            <dt>{t('send.value')}</dt>
            <dd className="wp-ltr">{usd}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('send.to')}</dt>
          <dd className="wp-send-to" data-testid="send-preview-receiver">
            {preview.receiverProfileName ? (
              <span className="wp-send-receiver">
                <Avatar address={preview.receiverAddress} imageUrl={preview.receiverProfileImageUrl} size={24} />
                <span className="wp-send-receiver-name">{preview.receiverProfileName}</span>
              </span>
            ) : null}
            <span className="wp-send-hint wp-ltr">{preview.receiverAddress}</span>
          </dd>
        </div>
        <div>
          <dt>{t('send.networkFee')}</dt>
          <dd data-testid="send-preview-fee">
            {fee ? (
              <span className="wp-ltr">{feeText(fee, locale)}</span>
            ) : preview.feeLoading ? (
              <Spinner label={t('send.estimatingFee')} />
            ) : (
              t('send.unknown')
            )}
          </dd>
        </div>
        {fee?.accountRent ? (
          <div>
            {/* Solana: the receiver has no account for this token yet, and the sender's transfer opens it. */}
            <dt>{t('send.newTokenAccount')}</dt>
            <dd data-testid="send-preview-account-rent" className="wp-ltr">
              {feeText({ ...fee.accountRent, symbol: fee.symbol }, locale)}
            </dd>
          </div>
        ) : null}
      </dl>

      {preview.error ? (
        <p className="wp-send-error" role="alert">
          {localizeMessage(preview.error.shortMessage)}
        </p>
      ) : null}

      <div className="wp-send-actions">
        <button type="button" className="wp-button wp-button-secondary" onClick={() => router.goBack()}>
          {t('send.cancel')}
        </button>
        <BusyButton busy={sending} label={t('send.send')} busyLabel={t('send.sending')} onClick={confirm} />
      </div>
    </div>
  );
}

/** '0.000021 ETH ($0.04)'; the dollar part only when the native currency has a price. */
function feeText(fee: Pick<NetworkFee, 'amount' | 'symbol' | 'usd'>, locale: string): string {
  const usd = formatUsd(fee.usd, locale);
  return `${fee.amount} ${fee.symbol}${usd ? ` (${usd})` : ''}`;
}
