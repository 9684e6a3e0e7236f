/**
 * The envelope of every embedded-wallet frame message: `{id, type, payload?}`. Requests from
 * the page are `@w3m-app/<NAME>`; the frame answers `@w3m-frame/<NAME>_SUCCESS` or `@w3m-frame/<NAME>_ERROR`
 * (payload `{message}`) with the same id, and sends `@w3m-frame/READY` and `@w3m-frame/SESSION_UPDATE` on
 * its own. Payloads are left unknown here: frame-payloads.schema.ts parses them per request name.
 */
import { z } from 'zod/mini';
import { errorMessage } from '../errors/catalogue.js';
import { frameRequestTypes, isFrameRequestType, type FrameRequestType } from './frame-request-types.js';
import { lazySchema } from '../validation/lazySchema.js';

export const FRAME_APP_PREFIX = '@w3m-app/';
export const FRAME_PREFIX = '@w3m-frame/';
/** The messages the frame sends unasked. */
export const frameEventNames = ['READY', 'SESSION_UPDATE'] as const;
export type FrameEventName = (typeof frameEventNames)[number];

export type FrameAppMessageType<T extends FrameRequestType = FrameRequestType> = `@w3m-app/${T}`;
export type FrameSuccessMessageType<T extends FrameRequestType = FrameRequestType> = `@w3m-frame/${T}_SUCCESS`;
export type FrameErrorMessageType<T extends FrameRequestType = FrameRequestType> = `@w3m-frame/${T}_ERROR`;
export type FrameEventMessageType<T extends FrameEventName = FrameEventName> = `@w3m-frame/${T}`;

export function frameAppMessageType<T extends FrameRequestType>(name: T): FrameAppMessageType<T> {
  return `${FRAME_APP_PREFIX}${name}`;
}
export function frameSuccessMessageType<T extends FrameRequestType>(name: T): FrameSuccessMessageType<T> {
  return `${FRAME_PREFIX}${name}_SUCCESS`;
}
export function frameErrorMessageType<T extends FrameRequestType>(name: T): FrameErrorMessageType<T> {
  return `${FRAME_PREFIX}${name}_ERROR`;
}

/** What a message type names: a request, its success or error answer, or an unsolicited event. */
export type FrameMessageKind =
  | { kind: 'request'; name: FrameRequestType }
  | { kind: 'success'; name: FrameRequestType }
  | { kind: 'error'; name: FrameRequestType }
  | { kind: 'event'; name: FrameEventName };

/** Reads a message `type`; undefined for anything that is not exactly one of the forms above. */
export function parseFrameMessageType(type: unknown): FrameMessageKind | undefined {
  if (typeof type !== 'string') return undefined;
  if (type.startsWith(FRAME_APP_PREFIX)) {
    const name = type.slice(FRAME_APP_PREFIX.length);
    return isFrameRequestType(name) ? { kind: 'request', name } : undefined;
  }
  if (!type.startsWith(FRAME_PREFIX)) return undefined;
  const rest = type.slice(FRAME_PREFIX.length);
  if ((frameEventNames as readonly string[]).includes(rest)) return { kind: 'event', name: rest as FrameEventName };
  const success = nameBefore(rest, '_SUCCESS');
  if (success) return { kind: 'success', name: success };
  const error = nameBefore(rest, '_ERROR');
  if (error) return { kind: 'error', name: error };
  return undefined;
}

function nameBefore(text: string, suffix: string): FrameRequestType | undefined {
  const name = text.slice(0, -suffix.length);
  return text.endsWith(suffix) && isFrameRequestType(name) ? name : undefined;
}

const messageId = lazySchema(() => z.string().check(z.minLength(1)));

/**
 * An error answer's payload: a frame error without a usable message reads
 * 'An error occurred'.
 */
export const frameErrorPayloadSchema = lazySchema(() => z.pipe(
  z.optional(z.unknown()),
  z.transform((payload: unknown): { message: string } => {
    const message = (payload as { message?: unknown } | null | undefined)?.message;
    return { message: typeof message === 'string' && message.length > 0 ? message : errorMessage('FRAME_ERROR') };
  }),
));

export const frameAppMessageSchema = lazySchema(() => z.object({
  id: messageId,
  type: z.enum(frameRequestTypes.map(frameAppMessageType)),
  payload: z.optional(z.unknown()),
}));

export const frameSuccessMessageSchema = lazySchema(() => z.object({
  id: messageId,
  type: z.enum(frameRequestTypes.map(frameSuccessMessageType)),
  payload: z.optional(z.unknown()),
}));

export const frameErrorMessageSchema = lazySchema(() => z.object({
  id: messageId,
  type: z.enum(frameRequestTypes.map(frameErrorMessageType)),
  payload: frameErrorPayloadSchema,
}));

/** READY and SESSION_UPDATE answer no request, so their id is not required. */
export const frameEventMessageSchema = lazySchema(() => z.object({
  id: z.optional(messageId),
  type: z.enum(frameEventNames.map((name): FrameEventMessageType => `${FRAME_PREFIX}${name}`)),
  payload: z.optional(z.unknown()),
}));

/** Everything the frame may post to the page. */
export const frameToPageMessageSchema = lazySchema(() => z.union([
  frameSuccessMessageSchema,
  frameErrorMessageSchema,
  frameEventMessageSchema,
]));

export type FrameAppMessage = z.infer<typeof frameAppMessageSchema>;
export type FrameSuccessMessage = z.infer<typeof frameSuccessMessageSchema>;
export type FrameErrorMessage = z.output<typeof frameErrorMessageSchema>;
export type FrameEventMessage = z.infer<typeof frameEventMessageSchema>;
export type FrameToPageMessage = z.output<typeof frameToPageMessageSchema>;
