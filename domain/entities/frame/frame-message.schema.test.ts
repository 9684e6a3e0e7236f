import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  frameAppMessageSchema,
  frameAppMessageType,
  frameErrorMessageSchema,
  frameErrorMessageType,
  frameEventMessageSchema,
  frameSuccessMessageSchema,
  frameSuccessMessageType,
  frameToPageMessageSchema,
  parseFrameMessageType,
  type FrameAppMessage,
} from './frame-message.schema.js';
import { frameRequestTypes, isFrameRequestType } from './frame-request-types.js';

describe('message types', () => {
  it('are built from the request name', () => {
    expect(frameAppMessageType('CONNECT_EMAIL')).toBe('@w3m-app/CONNECT_EMAIL');
    expect(frameSuccessMessageType('GET_USER')).toBe('@w3m-frame/GET_USER_SUCCESS');
    expect(frameErrorMessageType('RPC_REQUEST')).toBe('@w3m-frame/RPC_REQUEST_ERROR');
  });

  it('read back to what they name', () => {
    expect(parseFrameMessageType('@w3m-app/SIGN_OUT')).toEqual({ kind: 'request', name: 'SIGN_OUT' });
    expect(parseFrameMessageType('@w3m-frame/UPDATE_EMAIL_SUCCESS')).toEqual({ kind: 'success', name: 'UPDATE_EMAIL' });
    expect(parseFrameMessageType('@w3m-frame/UPDATE_EMAIL_PRIMARY_OTP_ERROR')).toEqual({
      kind: 'error',
      name: 'UPDATE_EMAIL_PRIMARY_OTP',
    });
    expect(parseFrameMessageType('@w3m-frame/READY')).toEqual({ kind: 'event', name: 'READY' });
    expect(parseFrameMessageType('@w3m-frame/SESSION_UPDATE')).toEqual({ kind: 'event', name: 'SESSION_UPDATE' });
  });

  it.each([
    '@w3m-app/UNKNOWN',
    '@w3m-app/SIGN_OUT_SUCCESS',
    '@w3m-frame/SIGN_OUT',
    '@w3m-frame/READY_SUCCESS',
    '@w3m-frame/_SUCCESS',
    '@w3m-app/sign_out',
    'w3m-app/SIGN_OUT',
    '@w3m-frame/SIGN_OUT_SUCCESS ',
    '',
    42,
  ])('reject %j', (type) => {
    expect(parseFrameMessageType(type)).toBeUndefined();
  });

  it('list every request name once', () => {
    expect(new Set(frameRequestTypes).size).toBe(frameRequestTypes.length);
    expect(frameRequestTypes).toHaveLength(23);
    expect(isFrameRequestType('RPC_REQUEST')).toBe(true);
    expect(isFrameRequestType('toString')).toBe(false);
  });
});

describe('envelopes', () => {
  it('a request needs an id and an @w3m-app type', () => {
    expect(frameAppMessageSchema.parse({ id: 'a1', type: '@w3m-app/GET_USER', payload: {} })).toEqual({
      id: 'a1',
      type: '@w3m-app/GET_USER',
      payload: {},
    });
    expect(frameAppMessageSchema.safeParse({ id: 'a1', type: '@w3m-app/SIGN_OUT' }).success).toBe(true);
    expect(frameAppMessageSchema.safeParse({ type: '@w3m-app/SIGN_OUT' }).success).toBe(false);
    expect(frameAppMessageSchema.safeParse({ id: '', type: '@w3m-app/SIGN_OUT' }).success).toBe(false);
    expect(frameAppMessageSchema.safeParse({ id: 'a1', type: '@w3m-frame/SIGN_OUT_SUCCESS' }).success).toBe(false);
    expectTypeOf<FrameAppMessage['type']>().toEqualTypeOf<`@w3m-app/${(typeof frameRequestTypes)[number]}`>();
  });

  it('an answer keeps its id; an error carries a message, defaulting to the catalogue text', () => {
    expect(frameSuccessMessageSchema.safeParse({ id: 'a1', type: '@w3m-frame/GET_USER_SUCCESS', payload: {} }).success).toBe(
      true,
    );
    expect(
      frameErrorMessageSchema.parse({ id: 'a1', type: '@w3m-frame/GET_USER_ERROR', payload: { message: 'Nope' } }),
    ).toEqual({ id: 'a1', type: '@w3m-frame/GET_USER_ERROR', payload: { message: 'Nope' } });
    for (const payload of [undefined, null, {}, { message: '' }, { message: 3 }, 'text']) {
      expect(frameErrorMessageSchema.parse({ id: 'a1', type: '@w3m-frame/GET_USER_ERROR', payload }).payload).toEqual({
        message: 'An error occurred',
      });
    }
  });

  it('events need no id', () => {
    expect(frameEventMessageSchema.safeParse({ type: '@w3m-frame/READY' }).success).toBe(true);
    expect(frameEventMessageSchema.safeParse({ id: 'x', type: '@w3m-frame/SESSION_UPDATE', payload: { token: 't' } }).success).toBe(
      true,
    );
    expect(frameEventMessageSchema.safeParse({ type: '@w3m-frame/GET_USER_SUCCESS' }).success).toBe(false);
  });

  it('the frame-to-page union takes answers and events but not requests', () => {
    expect(frameToPageMessageSchema.safeParse({ id: '1', type: '@w3m-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: true } }).success).toBe(true);
    expect(frameToPageMessageSchema.safeParse({ id: '1', type: '@w3m-frame/IS_CONNECTED_ERROR' }).success).toBe(true);
    expect(frameToPageMessageSchema.safeParse({ type: '@w3m-frame/READY' }).success).toBe(true);
    expect(frameToPageMessageSchema.safeParse({ id: '1', type: '@w3m-app/IS_CONNECTED' }).success).toBe(false);
    expect(frameToPageMessageSchema.safeParse({ type: '@w3m-frame/IS_CONNECTED_SUCCESS' }).success).toBe(false);
    expect(frameToPageMessageSchema.safeParse('@w3m-frame/READY').success).toBe(false);
  });
});
