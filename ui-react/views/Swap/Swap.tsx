/**
 * Swap (SPEC.md section 4 "Swap"): what is paid (amount, token, balance with Max, its value in US dollars),
 * the switch button, what is received (the quoted amount, read-only, and its value), the quote's details,
 * and one action button whose label and press follow the state's `action` (the use case's swapAction.ts) and
 * lead to SwapPreview.
 *
 * The use case starts from the router entry this view is opened with (router data `swap`, SwapArguments), and
 * coming back to the same entry (from the token picker or the preview) keeps the form; the token button whose
 * picker just closed takes focus back (the state's `returnFocusTo`). This view holds no state of its own.
 * 'Network not supported for Swaps'
 * (router data `swapUnsupportedChain`, or the use case's finding) offers a way back and to switch networks.
 * A failed initialize is the use case's to handle (it goes back); this view shows the error it holds.
 *
 * Token names, symbols and logos come from the swap API: text and safe images only.
 */
import { useEffect, useId, useRef } from 'react';
import type { SwapTarget } from '../../../domain/usecases/router/index.js';
import { BusyButton } from '../../components/BusyButton/BusyButton.js';
import { Spinner } from '../../components/Spinner/Spinner.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { useStore } from '../../state/useStore.js';
import { PanelState } from '../../components/PanelState/PanelState.js';
import { SwapDetails } from './SwapDetails.js';
import { SwapErrorBanner } from './SwapErrorBanner.js';
import { formatTokenBalance, formatUsd } from '../../components/format/formatMoney.js';
import { swapCss } from './Swap.styles.js';
import { SwapTokenButton } from './SwapTokenButton.js';
import { SwitchTokensIcon } from '../../components/Icon/viewIcons.js';
import { useT } from '../../i18n/useT.js';

export function SwapView() {
  const { swap, router } = useLoadedCore();
  const { t, localizeMessage, locale } = useT();
  const state = useStore(swap);
  const data = useStore(router, (routerState) => routerState.data);
  const amountId = useId();
  const toAmountId = useId();
  const amountInput = useRef<HTMLInputElement>(null);
  const sourceButton = useRef<HTMLButtonElement>(null);
  const toButton = useRef<HTMLButtonElement>(null);
  const unsupported = data?.swapUnsupportedChain === true || state.unsupportedChain;
  const ready = state.status === 'initialized' && !unsupported;

  useEffect(() => {
    if (!ready) return;
    const returnTo = swap.snapshot.returnFocusTo;
    const target = returnTo === 'toToken' ? toButton : returnTo === 'sourceToken' ? sourceButton : amountInput;
    target.current?.focus({ preventScroll: true });
  }, [ready, swap]);

  const pickToken = (swapTarget: SwapTarget) => {
    swap.setTokenSearch('');
    router.push('SwapSelectToken', { swapTarget });
  };

  if (unsupported) {
    return (
      <div className="wp-swap">
        <ShadowStylesheet css={swapCss} />
        <PanelState
          title={t('swap.unsupportedTitle')}
          text={t('swap.unsupportedText')}
          action={
            <div className="wp-swap-actions">
              <button type="button" className="wp-button wp-button-secondary" onClick={() => router.goBack()}>
                {t('swap.goBack')}
              </button>
              <button type="button" className="wp-button wp-button-primary" onClick={() => router.push('Networks')}>
                {t('swap.switchNetwork')}
              </button>
            </div>
          }
        />
      </div>
    );
  }

  if (!ready) {
    return (
      <div className="wp-swap">
        <ShadowStylesheet css={swapCss} />
        <div className="wp-swap-skeleton" aria-hidden="true">
          <span />
          <span />
        </div>
        <Spinner label={t('swap.loadingTokens')} />
        <SwapErrorBanner error={state.error} title={t('swap.unavailable')} />
      </div>
    );
  }

  const { action } = state;
  const source = state.sourceToken;
  const sourceUsd = formatUsd(state.sourceTokenAmountInUSD, locale);
  const toUsd = formatUsd(state.toTokenAmountInUSD, locale);
  const quoted = state.toTokenAmount !== '' && !state.loadingQuote;

  return (
    <form
      className="wp-swap"
      aria-label={t('swap.formLabel')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const next = swap.snapshot.action;
        if (next.retry) swap.retryQuote();
        else if (next.ready) router.push('SwapPreview');
      }}
    >
      <ShadowStylesheet css={swapCss} />
      <div className="wp-swap-panels">
        <div className="wp-swap-panel">
          <label className="wp-label" htmlFor={amountId}>
            {t('swap.youPay')}
          </label>
          <input
            ref={amountInput}
            id={amountId}
            className="wp-swap-amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={state.sourceTokenAmount}
            onChange={(event) => swap.setSourceTokenAmount(event.target.value)}
          />
          <SwapTokenButton ref={sourceButton} token={source} sideLabel={t('swap.changeTokenYouPay')} onClick={() => pickToken('sourceToken')} />
          <p className="wp-swap-hint" aria-live="polite">
            {sourceUsd ? t('swap.approximately', { value: sourceUsd }) : null}
          </p>
          {source ? (
            <p className="wp-swap-hint wp-swap-balance">
              <span>{t('swap.balance', { balance: formatTokenBalance(source, locale) })}</span>
              <button type="button" className="wp-swap-max" onClick={() => swap.setMax()}>
                {t('swap.max')}
              </button>
            </p>
          ) : null}
        </div>

        <button type="button" className="wp-swap-switch" aria-label={t('swap.switchTokens')} onClick={() => swap.switchTokens()}>
          <SwitchTokensIcon />
        </button>

        <div className="wp-swap-panel">
          <label className="wp-label" htmlFor={toAmountId}>
            {t('swap.youReceive')}
          </label>
          <input
            id={toAmountId}
            className="wp-swap-amount"
            type="text"
            readOnly
            placeholder="0"
            aria-busy={state.loadingQuote ? true : undefined}
            value={state.toTokenAmount}
            data-testid="swap-to-amount"
          />
          <SwapTokenButton ref={toButton} token={state.toToken} sideLabel={t('swap.changeTokenYouReceive')} onClick={() => pickToken('toToken')} />
          <p className="wp-swap-hint" aria-live="polite">
            {toUsd && quoted ? t('swap.approximately', { value: toUsd }) : null}
          </p>
        </div>
      </div>

      {quoted && action.ready ? <SwapDetails state={state} /> : null}

      {/* The action button's label says it too; this makes a screen reader say it when it appears. */}
      <p className="wp-visually-hidden" role="status">
        {state.inputError ? localizeMessage(state.inputError.shortMessage) : null}
      </p>
      <SwapErrorBanner error={state.error} title={t('swap.error')} />

      <BusyButton
        type="submit"
        block
        busy={action.busy}
        unavailable={!(action.ready || action.retry)}
        label={localizeMessage(action.label)}
        busyLabel={localizeMessage(action.label)}
        data-testid="swap-action"
      />
    </form>
  );
}
