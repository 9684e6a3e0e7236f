/**
 * The frame's side of the postMessage contract (CONTRACTS.md, docs/EMBEDDED-WALLET.md "The frame"): it
 * handles a message only when it comes from the parent window on the parent's origin, checks it with the
 * product's own schemas, and posts only to the parent with that exact origin as targetOrigin.
 */
import type { FrameRequestType } from '../../../ports/embedded-wallet-frame.port.js';
import {
  frameAppMessageSchema,
  frameErrorMessageType,
  frameRequestPayloadSchemas,
  frameSuccessMessageType,
  parseFrameMessageType,
  type FrameEventName,
  type FrameRequestPayload,
} from '../../../domain/entities/frame/index.js';

export type FrameRequest = { [T in FrameRequestType]: { id: string; name: T; payload: FrameRequestPayload<T> } }[FrameRequestType];

export class Messenger {
  readonly #parentOrigin: string;

  constructor(parentOrigin: string) {
    this.#parentOrigin = parentOrigin;
  }

  /** Calls `onRequest` with every valid request from the parent; answers an invalid payload itself. */
  listen(onRequest: (request: FrameRequest) => void): void {
    window.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (event.origin !== this.#parentOrigin || event.source !== window.parent) return;
      const envelope = frameAppMessageSchema.safeParse(event.data);
      const kind = envelope.success ? parseFrameMessageType(envelope.data.type) : undefined;
      if (!envelope.success || kind?.kind !== 'request') return;
      const payload = frameRequestPayloadSchemas[kind.name].safeParse(envelope.data.payload);
      if (!payload.success) {
        this.fail(kind.name, envelope.data.id, 'Invalid payload');
        return;
      }
      onRequest({ id: envelope.data.id, name: kind.name, payload: payload.data } as FrameRequest);
    });
  }

  succeed(name: FrameRequestType, id: string, payload: unknown): void {
    this.#post(payload === undefined ? { id, type: frameSuccessMessageType(name) } : { id, type: frameSuccessMessageType(name), payload });
  }

  fail(name: FrameRequestType, id: string, message: string): void {
    this.#post({ id, type: frameErrorMessageType(name), payload: { message } });
  }

  event(name: FrameEventName, payload?: unknown): void {
    this.#post(payload === undefined ? { type: `@w3m-frame/${name}` } : { type: `@w3m-frame/${name}`, payload });
  }

  #post(message: object): void {
    window.parent.postMessage(message, this.#parentOrigin);
  }
}
