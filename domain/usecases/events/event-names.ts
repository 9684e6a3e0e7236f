/** The names of the events walletport emits. Host pages and later features may add more. */
export const EVENT_NAMES = [
  'MODAL_CREATED',
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'CONNECT_SUCCESS',
  'CONNECT_ERROR',
  'DISCONNECT_SUCCESS',
  'DISCONNECT_ERROR',
  'SWITCH_NETWORK',
  'SELECT_WALLET',
  'SOCIAL_LOGIN_STARTED',
  'SOCIAL_LOGIN_SUCCESS',
  'SOCIAL_LOGIN_ERROR',
  'SEND_INITIATED',
  'SEND_SUCCESS',
  'SEND_ERROR',
  'SEARCH_WALLET',
  'INITIALIZE',
  'INTERNAL_SDK_ERROR',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'CLICK_CANCEL_SIWX',
  'ERROR_FETCH_TRANSACTIONS',
  'SWAP_APPROVAL_ERROR',
  'SWAP_ERROR',
  // The email login and email change (no address is sent with them)
  'EMAIL_SUBMITTED',
  'EMAIL_VERIFICATION_CODE_SENT',
  'EMAIL_VERIFICATION_CODE_PASS',
  'EMAIL_VERIFICATION_CODE_FAIL',
  'DEVICE_REGISTERED_FOR_EMAIL',
  'EMAIL_LOGIN_ERROR',
  'EMAIL_EDIT',
  'EMAIL_EDIT_COMPLETE',
] as const;

export type KnownEventName = (typeof EVENT_NAMES)[number];
/** A known name, or any other string (autocompletion keeps the known ones). */
export type EventName = KnownEventName | (string & {});

/** Never forwarded to the analytics service. */
export const EVENTS_NEVER_SENT: ReadonlySet<EventName> = new Set<EventName>(['MODAL_CREATED']);

/**
 * Recorded at once but forwarded only with the next event: INITIALIZE is recorded when the client starts,
 * on every page load, and forwarding it then would make every page call the analytics service (and read its
 * config) before its visitor did anything.
 */
export const EVENTS_HELD_UNTIL_ACTIVITY: ReadonlySet<EventName> = new Set<EventName>(['INITIALIZE']);

/** The event name of an error report. */
export const ERROR_REPORT_EVENT = 'INTERNAL_SDK_ERROR' satisfies KnownEventName;
