/**
 * The embedded-wallet frame as a table of answers per request type, set by the test: `respond` (a payload or
 * a function of the request payload), `fail` (the frame answers `_ERROR` with a message, which rejects with
 * the same typed error the frame adapter raises: frameRequestError) or `hang` (no answer). Timeouts are not
 * the fake's business: a hung request stays pending, and the request's `timeoutMs` is recorded so a test can
 * assert what the use case asked for. Types whose success payload is empty (SIGN_OUT, SYNC_THEME, ...)
 * answer undefined by default; the others reject until an answer is set.
 */
import { frameRequestError } from '../../domain/entities/frame/frame-error.js';
import type { EmbeddedWalletFrame, FrameEvent, FrameRect, FrameRequestType } from '../../ports/embedded-wallet-frame.port.js';

export type FakeFrameRequest = { type: FrameRequestType; payload: unknown; options: { timeoutMs?: number } | undefined };

type FrameAnswer =
  | { kind: 'respond'; answer: (payload: unknown) => unknown }
  | { kind: 'fail'; message: string }
  | { kind: 'hang' };

/** Requests whose success carries no payload (CONTRACTS.md). */
const EMPTY_SUCCESS: readonly FrameRequestType[] = [
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'SIGN_OUT',
  'RELOAD',
  'RPC_ABORT',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
];

export class FakeEmbeddedWalletFrame implements EmbeddedWalletFrame {
  readonly requests: FakeFrameRequest[] = [];
  /** How many times ready() was called. */
  readyCount = 0;
  /** When set, ready() rejects with this (frame failed to load). */
  failReadyWith: unknown;
  /** When true, ready() never settles (the frame never signals READY). */
  hangReady = false;
  /** Where the frame is shown (ApproveTransaction), or undefined while it is hidden. */
  shownAt: FrameRect | undefined;

  readonly #answers = new Map<FrameRequestType, FrameAnswer>();
  readonly #listeners = new Set<(event: FrameEvent) => void>();

  async ready(): Promise<void> {
    this.readyCount += 1;
    if (this.failReadyWith !== undefined) throw this.failReadyWith;
    if (this.hangReady) await new Promise<never>(() => {});
  }

  async request(type: FrameRequestType, payload?: unknown, options?: { timeoutMs?: number }): Promise<unknown> {
    this.requests.push({ type, payload, options });
    const answer = this.#answers.get(type);
    if (!answer) {
      if (EMPTY_SUCCESS.includes(type)) return undefined;
      throw new Error(`FakeEmbeddedWalletFrame: no answer set for ${type}`);
    }
    switch (answer.kind) {
      case 'respond':
        return answer.answer(payload);
      case 'fail':
        throw frameRequestError(type, answer.message);
      case 'hang':
        return new Promise<never>(() => {});
    }
  }

  /** Answers `type` with this payload, or with what the function returns for the request payload. */
  respond(type: FrameRequestType, answer: unknown): void {
    const answerOf = typeof answer === 'function' ? (answer as (payload: unknown) => unknown) : () => answer;
    this.#answers.set(type, { kind: 'respond', answer: answerOf });
  }

  /**
   * Answers `type` with `@w3m-frame/<TYPE>_ERROR` carrying this message: 'User rejected the request.' rejects
   * with the 4001 UserRejectedRequestError, 'unverified_domain' with UNVERIFIED_DOMAIN, and so on.
   */
  fail(type: FrameRequestType, message: string): void {
    this.#answers.set(type, { kind: 'fail', message });
  }

  /** Never answers `type`. */
  hang(type: FrameRequestType): void {
    this.#answers.set(type, { kind: 'hang' });
  }

  /** Forgets the answer set for `type` (back to the default). */
  reset(type: FrameRequestType): void {
    this.#answers.delete(type);
  }

  show(rect: FrameRect): void {
    this.shownAt = rect;
  }

  hide(): void {
    this.shownAt = undefined;
  }

  subscribe(listener: (event: FrameEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  get listenerCount(): number {
    return this.#listeners.size;
  }

  /** Plays an unsolicited frame message (READY, SESSION_UPDATE). */
  emit(event: FrameEvent): void {
    for (const listener of [...this.#listeners]) listener(event);
  }

  /** The requests of one type, in order. */
  requestsOf(type: FrameRequestType): FakeFrameRequest[] {
    return this.requests.filter((request) => request.type === type);
  }
}
