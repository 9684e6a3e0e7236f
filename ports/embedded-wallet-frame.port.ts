/**
 * The embedded-wallet frame: a hidden iframe on the secure site's origin spoken to with postMessage.
 * The adapter checks origins both ways, correlates answers by id and enforces timeouts.
 */

import type { FrameRequestType } from '../domain/entities/frame/frame-request-types.js';

export type { FrameRequestType };

export type FrameEvent = { type: 'READY' } | { type: 'SESSION_UPDATE'; payload: unknown };

/** A rectangle of the page's viewport, in CSS pixels (what getBoundingClientRect gives). */
export type FrameRect = { top: number; left: number; width: number; height: number };

export interface EmbeddedWalletFrame {
  /** Creates the frame (only once) and resolves when it signalled ready; rejects after the load timeout. */
  ready(): Promise<void>;
  /**
   * Sends a request and resolves with the frame's success payload (unvalidated: callers parse it), or
   * rejects with the frame's error message or a timeout error.
   */
  request(type: FrameRequestType, payload?: unknown, options?: { timeoutMs?: number }): Promise<unknown>;
  subscribe(listener: (event: FrameEvent) => void): () => void;
  /**
   * Shows the frame over this rectangle of the viewport, above the modal, and focuses it: the secure site's
   * approval screen appears inside the ApproveTransaction view without leaving its origin. Called again
   * when the rectangle moves. Does nothing before the frame exists.
   */
  show(rect: FrameRect): void;
  /** Hides the frame again (it stays loaded, with its session). */
  hide(): void;
}

