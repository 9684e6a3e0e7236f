/**
 * Waiting for a social login's popup (docs/EMBEDDED-WALLET.md step 5): the popup is
 * polled every 1000 ms (closed: 'Popup closed'), the whole wait may last 45 000 ms ('Social login timed out.
 * Please try again.'), and the result is the `{resultUri}` the secure site's callback page posts to its
 * opener. A message counts only when its origin is exactly the secure site's and its source is the popup
 * this login opened; anything else (another origin, another window, another shape) is ignored without a
 * word. The first of the three outcomes settles `result`; every timer and the message listener stop then,
 * or on `stop()`, whichever comes first (a result still pending then rejects with SOCIAL_LOGIN_STOPPED).
 */
import type { Platform, PopupHandle, WindowMessage } from '../../../../ports/platform.port.js';
import type { Scheduler } from '../../../../ports/scheduler.port.js';
import { SOCIAL_LOGIN_TIMEOUT_MS, SOCIAL_POPUP_POLL_INTERVAL_MS } from '../../../entities/constants.js';
import type { WalletportError } from '../../../entities/errors/base.error.js';
import { walletportError } from '../../../entities/errors/catalogue.js';

export type WatchSocialPopupParameters = {
  popup: PopupHandle;
  platform: Pick<Platform, 'onMessage'>;
  scheduler: Pick<Scheduler, 'schedule' | 'every'>;
  /** The secure site's origin (`new URL(secureSiteUrl).origin`). */
  secureSiteOrigin: string;
};

export type SocialPopupWatch = {
  /**
   * The result URI; rejects with POPUP_CLOSED or SOCIAL_LOGIN_TIMED_OUT. Already handled (no unhandled
   * rejection when nobody awaits it any more): the caller catches it where it awaits it.
   */
  readonly result: Promise<string>;
  /**
   * Stops the timers and the listener; a result still pending rejects with SOCIAL_LOGIN_STOPPED, so nothing
   * waits on an abandoned login. Safe to call more than once.
   */
  stop(): void;
};

/** What `result` rejects with when the watch was stopped before an outcome (the login was abandoned). */
export const SOCIAL_LOGIN_STOPPED: unique symbol = Symbol('social login stopped');

export type WatchSocialPopupErrorType = WalletportError<'POPUP_CLOSED' | 'SOCIAL_LOGIN_TIMED_OUT'>;

export function watchSocialPopup({ popup, platform, scheduler, secureSiteOrigin }: WatchSocialPopupParameters): SocialPopupWatch {
  let resolve!: (resultUri: string) => void;
  let reject!: (error: WatchSocialPopupErrorType) => void;
  let rejectStopped!: (marker: typeof SOCIAL_LOGIN_STOPPED) => void;
  const result = new Promise<string>((onResult, onFailure) => {
    resolve = onResult;
    reject = onFailure;
    rejectStopped = onFailure;
  });
  result.catch(() => undefined);

  const cancels: (() => void)[] = [];
  let stopped = false;
  const cancelAll = () => {
    stopped = true;
    for (const cancel of cancels.splice(0)) cancel();
  };
  const settle = (outcome: () => void) => {
    if (stopped) return;
    cancelAll();
    outcome();
  };
  const stop = () => settle(() => rejectStopped(SOCIAL_LOGIN_STOPPED));

  cancels.push(
    scheduler.schedule(() => settle(() => reject(walletportError('SOCIAL_LOGIN_TIMED_OUT'))), SOCIAL_LOGIN_TIMEOUT_MS),
    scheduler.every(() => {
      if (popup.isClosed()) settle(() => reject(walletportError('POPUP_CLOSED')));
    }, SOCIAL_POPUP_POLL_INTERVAL_MS),
    platform.onMessage((message) => {
      const resultUri = socialResultUri(message, { popup, secureSiteOrigin });
      if (resultUri !== undefined) settle(() => resolve(resultUri));
    }),
  );
  return { result, stop };
}

/**
 * The result URI a window message carries, when the message is the secure site's answer from this popup:
 * origin exactly the secure site's, source the popup's window, data `{resultUri}` with an http(s) URI on the
 * secure site's origin. Undefined for anything else.
 */
export function socialResultUri(
  { origin, source, data }: WindowMessage,
  { popup, secureSiteOrigin }: { popup: Pick<PopupHandle, 'isSource'>; secureSiteOrigin: string },
): string | undefined {
  if (origin !== secureSiteOrigin || !popup.isSource(source)) return undefined;
  const resultUri = typeof data === 'object' && data !== null ? (data as { resultUri?: unknown }).resultUri : undefined;
  return typeof resultUri === 'string' && isOnOrigin(resultUri, secureSiteOrigin) ? resultUri : undefined;
}

/** Whether `uri` is an http(s) URL on exactly `origin`. */
export function isOnOrigin(uri: string, origin: string): boolean {
  try {
    const url = new URL(uri);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === origin;
  } catch {
    return false;
  }
}
