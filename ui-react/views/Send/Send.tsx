/**
 * Send (SPEC.md section 4 "send"): the token (opens SendSelectToken), the amount with Max and its value in
 * US dollars, and the receiver as an address or a name (resolved with its avatar after the debounce). Preview
 * checks every send rule first ('Insufficient balance' included, before any wallet prompt) and opens
 * SendPreview. The send use case (core.send) holds the form, so going back from the preview keeps it. On a
 * Solana network the receiver is a Solana address (names are eip155's), on a Bitcoin network a Bitcoin address
 * of that network, and the field says so.
 *
 * Token names, symbols, the receiver's name and avatar come from outside: text and safe images only.
 */
import { useEffect, useId } from 'react';
import type { NetworkState } from '../../../domain/usecases/network/index.js';
import type { SendState } from '../../../domain/usecases/send/index.js';
import { Avatar } from '../../components/Avatar/Avatar.js';
import { formatTokenBalance, formatUsd } from '../../components/format/formatMoney.js';
import { TokenLabel } from '../../components/TokenRow/TokenRow.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { shallowEqual, useStore } from '../../state/useStore.js';
import { sendCss } from './Send.styles.js';
import { useT } from '../../i18n/useT.js';
import type { MessageKey } from '../../../locales/messages.js';

const selectNamespace = (state: NetworkState) => state.activeCaipNetwork.chainNamespace;

/** What the receiver field asks for: names resolve on eip155 only. */
const RECEIVER_PLACEHOLDER: Partial<Record<string, MessageKey>> = {
  eip155: 'send.addressOrName',
  solana: 'send.solanaAddress',
  bip122: 'send.bitcoinAddress',
};

const selectForm = (state: SendState) => ({
  token: state.token,
  sendTokenAmount: state.sendTokenAmount,
  receiverInput: state.receiverInput,
  receiverAddress: state.receiverAddress,
  receiverProfileName: state.receiverProfileName,
  receiverProfileImageUrl: state.receiverProfileImageUrl,
  receiverResolving: state.receiverResolving,
  receiverError: state.receiverError,
  feeLoading: state.feeLoading,
  error: state.error,
});

export function SendView() {
  const { send, router, network } = useLoadedCore();
  const form = useStore(send, selectForm, shallowEqual);
  const namespace = useStore(network, selectNamespace);
  const amountId = useId();
  const receiverId = useId();
  const receiverHintId = useId();
  const { t, localizeMessage, locale } = useT();
  const usd = formatUsd(send.amountInUsd(), locale);

  useEffect(() => send.loadTokens(), [send]);

  const preview = () => {
    if (send.validate().ok) router.push('SendPreview');
  };

  return (
    <form
      className="wp-send"
      aria-label={t('send.sendTokens')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        preview();
      }}
    >
      <ShadowStylesheet css={sendCss} />
      <div className="wp-send-field">
        <span className="wp-label">{t('send.token')}</span>
        <button type="button" className="wp-send-token-button" onClick={() => router.push('SendSelectToken')}>
          {form.token ? (
            <TokenLabel token={{ ...form.token, balance: formatTokenBalance(form.token, locale) }} />
          ) : (
            <span className="wp-send-token-empty">{t('send.selectToken')}</span>
          )}
          <span className="wp-visually-hidden">{t('send.changeToken')}</span>
        </button>
      </div>

      <div className="wp-send-field">
        <label className="wp-label" htmlFor={amountId}>
          {t('send.amount')}
        </label>
        <div className="wp-send-row">
          <input
            id={amountId}
            className="wp-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={form.sendTokenAmount}
            onChange={(event) => send.setAmount(event.target.value)}
          />
          <button
            type="button"
            className="wp-button wp-button-secondary"
            aria-disabled={form.token ? undefined : true}
            aria-busy={form.feeLoading ? true : undefined}
            onClick={() => {
              if (form.token) void send.setMax();
            }}
          >
            {t('send.max')}
          </button>
        </div>
        <p className="wp-send-hint wp-ltr" aria-live="polite">
          {usd ? `≈ ${usd}` : null}
        </p>
      </div>

      <div className="wp-send-field">
        <label className="wp-label" htmlFor={receiverId}>
          {t('send.to')}
        </label>
        <input
          id={receiverId}
          className="wp-input"
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={t(RECEIVER_PLACEHOLDER[namespace] ?? 'send.address')}
          aria-describedby={receiverHintId}
          aria-invalid={form.receiverError ? true : undefined}
          value={form.receiverInput}
          onChange={(event) => send.setReceiver(event.target.value)}
        />
        <div id={receiverHintId} className="wp-send-receiver" aria-live="polite" data-testid="send-receiver">
          {form.receiverResolving ? <span className="wp-send-hint">{t('send.resolvingName')}</span> : null}
          {form.receiverError ? <span className="wp-field-error">{localizeMessage(form.receiverError.shortMessage)}</span> : null}
          {form.receiverProfileName && form.receiverAddress ? (
            <>
              <Avatar address={form.receiverAddress} imageUrl={form.receiverProfileImageUrl} size={24} />
              <span className="wp-send-receiver-name">{form.receiverProfileName}</span>
              <span className="wp-send-hint wp-send-receiver-address">{form.receiverAddress}</span>
            </>
          ) : null}
        </div>
      </div>

      {/* A new try clears the error, so each failure mounts a new alert and is announced. */}
      {form.error ? (
        <p className="wp-send-error" role="alert">
          {localizeMessage(form.error.shortMessage)}
        </p>
      ) : null}

      <button type="submit" className="wp-button wp-button-primary wp-button-block">
        {t('send.previewSend')}
      </button>
    </form>
  );
}
