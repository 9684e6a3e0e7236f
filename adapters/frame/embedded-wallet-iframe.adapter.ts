/**
 * The embedded-wallet frame over a real iframe on the secure site's origin (CONTRACTS.md, "Embedded-wallet
 * frame"; docs/EMBEDDED-WALLET.md fixes the wire):
 *
 * - nothing happens until the first ready() or request(): no element, no listener, no timer (SSR-safe);
 * - loading: `beforeLoad` (the allowed-origins check), the iframe, READY within 20 s (else iframe_load_failed
 *   and the iframe goes, so a later call tries again), 500 ms, then SYNC_DAPP_DATA and
 *   GET_SMART_ACCOUNT_ENABLED_NETWORKS; concurrent callers share one load;
 * - requests are checked against the contract before anything is posted, posted to the secure site's exact
 *   origin only, matched to their answer by id, and time out through the scheduler (frame-timing.ts);
 * - a message counts only when it comes from that origin and from this iframe's window, and matches the
 *   contract; anything else is dropped without a word to the sender.
 */
import { walletportError } from '../../domain/entities/errors/catalogue.js';
import { isWalletportError } from '../../domain/entities/errors/base.error.js';
import {
  frameAppMessageType,
  frameToPageMessageSchema,
  parseFrameMessageType,
} from '../../domain/entities/frame/frame-message.schema.js';
import { frameRequestError } from '../../domain/entities/frame/frame-error.js';
import type { FrameRequestPayload } from '../../domain/entities/frame/frame-payloads.schema.js';
import { parseFrameRequestPayload, parseFrameSuccessPayload } from '../../domain/entities/frame/parseFramePayload.js';
import type {
  EmbeddedWalletFrame,
  FrameEvent,
  FrameRect,
  FrameRequestType,
} from '../../ports/embedded-wallet-frame.port.js';
import type { Logger } from '../../ports/logger.port.js';
import type { Scheduler } from '../../ports/scheduler.port.js';
import { createFrameElement, hideFrameElement, showFrameElement, type FrameHostWindow } from './frame-element.js';
import { newFrameMessageId } from './frame-message-id.js';
import { FRAME_INIT_DELAY_MS, FRAME_LOAD_TIMEOUT_MS, frameRequestTimeoutMs } from './frame-timing.js';
import { frameUrl } from './frame-url.js';
import { PendingFrameRequests, type WaitingRequest } from './pending-frame-requests.js';

export type EmbeddedWalletIframeOptions = {
  /** The secure site, e.g. `https://secure.walletconnect.org` or the devstack's `http://127.0.0.1:4300`. */
  secureSiteUrl: string;
  projectId: string;
  sdkType: string;
  sdkVersion: string;
  /** The app's name, description, url and icons, shown on the approval screen. */
  metadata?: FrameRequestPayload<'SYNC_DAPP_DATA'>['metadata'] | undefined;
  scheduler: Scheduler;
  logger: Logger;
  /** Runs once before the iframe is made (the allowed-origins check); a rejection fails ready() with it. */
  beforeLoad?: (() => Promise<void>) | undefined;
  /** Receives the chain ids on which the secure site offers smart accounts. */
  onSmartAccountNetworks?: ((networks: number[]) => void) | undefined;
  /** The page's window; `globalThis.window` when omitted. */
  window?: FrameHostWindow | undefined;
};

type Mounted = { host: FrameHostWindow; iframe: HTMLIFrameElement };

export class EmbeddedWalletIframe implements EmbeddedWalletFrame {
  readonly #options: EmbeddedWalletIframeOptions;
  readonly #src: string;
  readonly #origin: string;
  readonly #pending: PendingFrameRequests;
  readonly #listeners = new Set<(event: FrameEvent) => void>();
  #mounted: Mounted | undefined;
  #loading: Promise<void> | undefined;
  /** Set while the load waits for READY. */
  #readyWaiter: WaitingRequest | undefined;
  #disposed = false;

  constructor(options: EmbeddedWalletIframeOptions) {
    this.#options = options;
    const { src, origin } = frameUrl(options);
    this.#src = src;
    this.#origin = origin;
    this.#pending = new PendingFrameRequests(options.scheduler);
  }

  ready(): Promise<void> {
    if (this.#disposed) return Promise.reject(disposedError());
    this.#loading ??= this.#load().catch((error: unknown) => {
      this.#loading = undefined;
      this.#unmount(error);
      throw error;
    });
    return this.#loading;
  }

  async request(type: FrameRequestType, payload?: unknown, options?: { timeoutMs?: number }): Promise<unknown> {
    // Checked first: a request off the contract neither loads the frame nor reaches it.
    const checked = parseFrameRequestPayload(type, payload);
    await this.ready();
    return this.#send(type, checked, frameRequestTimeoutMs(type, options?.timeoutMs));
  }

  subscribe(listener: (event: FrameEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  show(rect: FrameRect): void {
    const iframe = this.#mounted?.iframe;
    if (!iframe) return;
    showFrameElement(iframe, rect);
    iframe.focus();
  }

  hide(): void {
    const iframe = this.#mounted?.iframe;
    if (iframe) hideFrameElement(iframe);
  }

  /** Removes the listener and the iframe and rejects whatever still waits; the frame is not used again. */
  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    this.#listeners.clear();
    this.#unmount(disposedError());
  }

  async #load(): Promise<void> {
    await this.#options.beforeLoad?.();
    const { host, iframe } = this.#mount();
    const signalled = new Promise<unknown>((resolve, reject) => {
      const cancel = this.#options.scheduler.schedule(() => {
        this.#readyWaiter = undefined;
        reject(walletportError('IFRAME_LOAD_FAILED', [], { details: `No READY within ${FRAME_LOAD_TIMEOUT_MS} ms` }));
      }, FRAME_LOAD_TIMEOUT_MS);
      this.#readyWaiter = {
        resolve: (value) => {
          cancel();
          resolve(value);
        },
        reject: (error) => {
          cancel();
          reject(error);
        },
      };
    });
    host.document.body?.append(iframe);
    await signalled;
    await new Promise<void>((resolve) => this.#options.scheduler.schedule(resolve, FRAME_INIT_DELAY_MS));
    if (this.#disposed) throw disposedError();
    await this.#initialise();
  }

  /** The iframe (hidden) and the message listener; both go again in #unmount. */
  #mount(): Mounted {
    if (this.#disposed) throw disposedError();
    const host = this.#options.window ?? (globalThis as { window?: FrameHostWindow }).window;
    if (!host?.document.body) {
      throw walletportError('IFRAME_LOAD_FAILED', [], { details: 'There is no page to put the frame in' });
    }
    this.#mounted = { host, iframe: createFrameElement(host, this.#src) };
    host.addEventListener('message', this.#onMessage);
    return this.#mounted;
  }

  #unmount(reason: unknown): void {
    const waiter = this.#readyWaiter;
    this.#readyWaiter = undefined;
    waiter?.reject(reason);
    this.#pending.rejectAll(reason);
    const mounted = this.#mounted;
    this.#mounted = undefined;
    mounted?.host.removeEventListener('message', this.#onMessage);
    mounted?.iframe.remove();
  }

  /**
   * Tells the frame who the app is and learns the smart-account networks. A refused domain fails the load
   * (every later request would be refused too); any other failure here leaves the frame usable, so it is
   * only logged.
   */
  async #initialise(): Promise<void> {
    const { projectId, sdkType, sdkVersion, metadata } = this.#options;
    const dappData = { projectId, sdkType, sdkVersion, ...(metadata === undefined ? {} : { metadata }) };
    const [synced, networks] = await Promise.allSettled([
      this.#send('SYNC_DAPP_DATA', parseFrameRequestPayload('SYNC_DAPP_DATA', dappData), frameRequestTimeoutMs('SYNC_DAPP_DATA')),
      this.#send('GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined, frameRequestTimeoutMs('GET_SMART_ACCOUNT_ENABLED_NETWORKS')),
    ]);
    for (const result of [synced, networks]) {
      if (result.status === 'fulfilled') continue;
      if (isWalletportError(result.reason, 'UNVERIFIED_DOMAIN')) throw result.reason;
      this.#options.logger.warn('The embedded-wallet frame did not complete its set-up', result.reason);
    }
    if (networks.status === 'fulfilled') {
      const { smartAccountEnabledNetworks } = networks.value as { smartAccountEnabledNetworks: number[] };
      this.#options.onSmartAccountNetworks?.(smartAccountEnabledNetworks);
    }
  }

  #send(type: FrameRequestType, payload: unknown, timeoutMs: number | undefined): Promise<unknown> {
    const target = this.#mounted?.iframe.contentWindow;
    if (!target) return Promise.reject(walletportError('IFRAME_LOAD_FAILED', [], { details: 'The frame has no window' }));
    const id = newFrameMessageId();
    const answer = this.#pending.add(id, type, timeoutMs);
    const message = { id, type: frameAppMessageType(type), ...(payload === undefined ? {} : { payload }) };
    try {
      target.postMessage(message, this.#origin);
    } catch (cause) {
      // A payload the browser cannot clone (a function in RPC params, say).
      this.#pending.take(id, type)?.reject(walletportError('INVALID_REQUEST', ['the embedded wallet'], { details: type, cause }));
    }
    return answer;
  }

  readonly #onMessage = (event: MessageEvent): void => {
    const source = this.#mounted?.iframe.contentWindow;
    if (event.origin !== this.#origin || !source || event.source !== source) return;
    const parsed = frameToPageMessageSchema.safeParse(event.data);
    const kind = parsed.success ? parseFrameMessageType(parsed.data.type) : undefined;
    if (!parsed.success || !kind) {
      this.#options.logger.debug('Dropped a message from the embedded-wallet frame that is off the contract');
      return;
    }
    const { id, payload } = parsed.data as { id?: string; payload?: unknown };
    switch (kind.kind) {
      case 'event':
        if (kind.name === 'READY') {
          const waiter = this.#readyWaiter;
          this.#readyWaiter = undefined;
          if (waiter) waiter.resolve(undefined);
          else this.#onRestart();
          this.#emit({ type: 'READY' });
        } else {
          this.#emit({ type: 'SESSION_UPDATE', payload });
        }
        return;
      case 'success':
        this.#settle(id, kind.name, () => parseFrameSuccessPayload(kind.name, payload));
        return;
      case 'error':
        this.#settle(id, kind.name, () => {
          throw frameRequestError(kind.name, (payload as { message: string }).message);
        });
        return;
      default:
        return; // a request: the frame does not send those
    }
  };

  /**
   * A READY after the load: the frame's document started again (RELOAD, or the browser reloaded the frame).
   * The new document never saw the requests posted to the old one (nor those posted while it loaded: a post
   * to a window not yet on the secure origin is dropped by the browser), so no answer will ever come for
   * them; waiting on (an RPC request has no timeout) left a person's approved signature hanging forever. They
   * are refused now, and the new document is told who the app is again.
   */
  #onRestart(): void {
    if (!this.#mounted || this.#loading === undefined) return;
    this.#pending.rejectAll(walletportError('REQUEST_ABORTED', [], { details: 'The embedded-wallet frame restarted before it answered' }));
    this.#initialise().catch((error: unknown) => {
      this.#options.logger.warn('The restarted embedded-wallet frame did not complete its set-up', error);
    });
  }

  #settle(id: string | undefined, type: FrameRequestType, outcome: () => unknown): void {
    const waiting = id === undefined ? undefined : this.#pending.take(id, type);
    if (!waiting) return;
    try {
      waiting.resolve(outcome());
    } catch (error) {
      waiting.reject(error);
    }
  }

  #emit(event: FrameEvent): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(event);
      } catch (error) {
        this.#options.logger.error('An embedded-wallet frame listener failed', error);
      }
    }
  }
}

function disposedError() {
  return walletportError('REQUEST_ABORTED', [], { details: 'The embedded-wallet frame was disposed' });
}
