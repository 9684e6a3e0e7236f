import type { FrameRequestType } from './frame-request-types.js';
import type { WalletportError } from '../errors/base.error.js';
import { walletportError } from '../errors/catalogue.js';
import { ensureZodMessages } from '../validation/zod-messages.js';
import {
  frameRequestPayloadSchemas,
  frameSuccessPayloadSchemas,
  type FrameRequestPayload,
  type FrameSuccessPayload,
} from './frame-payloads.schema.js';

const FRAME = 'the embedded wallet';

export type ParseFrameRequestPayloadErrorType = WalletportError<'INVALID_REQUEST'>;
export type ParseFrameSuccessPayloadErrorType = WalletportError<'INVALID_RESPONSE'>;

/**
 * Checks a payload before it is posted to the frame; throws INVALID_REQUEST ('Invalid request to the
 * embedded wallet') with the problems in `details` and the ZodError as `cause`. Returns the payload with
 * unknown keys dropped.
 */
export function parseFrameRequestPayload<T extends FrameRequestType>(type: T, payload: unknown): FrameRequestPayload<T> {
  ensureZodMessages();
  const result = frameRequestPayloadSchemas[type].safeParse(payload);
  if (result.success) return result.data as FrameRequestPayload<T>;
  throw walletportError('INVALID_REQUEST', [FRAME], { details: `${type}: ${result.error.message}`, cause: result.error });
}

/**
 * Parses what the frame answered to a request of type `type`; throws INVALID_RESPONSE ('Invalid response from
 * the embedded wallet') when it does not match the contract.
 */
export function parseFrameSuccessPayload<T extends FrameRequestType>(type: T, payload: unknown): FrameSuccessPayload<T> {
  ensureZodMessages();
  const result = frameSuccessPayloadSchemas[type].safeParse(payload);
  if (result.success) return result.data as FrameSuccessPayload<T>;
  throw walletportError('INVALID_RESPONSE', [FRAME], { details: `${type}: ${result.error.message}`, cause: result.error });
}
