// A record, not a list: the type below is its keys, so the names and the type cannot drift apart.
const requestTypes = {
  SWITCH_NETWORK: true,
  CONNECT_EMAIL: true,
  CONNECT_DEVICE: true,
  CONNECT_OTP: true,
  CONNECT_SOCIAL: true,
  GET_SOCIAL_REDIRECT_URI: true,
  CONNECT_FARCASTER: true,
  GET_FARCASTER_URI: true,
  GET_USER: true,
  SIGN_OUT: true,
  RELOAD: true,
  RPC_ABORT: true,
  IS_CONNECTED: true,
  GET_CHAIN_ID: true,
  RPC_REQUEST: true,
  UPDATE_EMAIL: true,
  UPDATE_EMAIL_PRIMARY_OTP: true,
  UPDATE_EMAIL_SECONDARY_OTP: true,
  SYNC_THEME: true,
  SYNC_DAPP_DATA: true,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: true,
  INIT_SMART_ACCOUNT: true,
  SET_PREFERRED_ACCOUNT: true,
} as const;

/**
 * A request the page may send the embedded-wallet frame. Here, not in the frame port, so the entities that
 * parse the frame's messages need no port (the port imports it).
 */
export type FrameRequestType = keyof typeof requestTypes;

/** Every request the page may send the embedded-wallet frame. */
export const frameRequestTypes = Object.keys(requestTypes) as readonly FrameRequestType[];

const known: ReadonlySet<string> = new Set(frameRequestTypes);

/** True when `value` is one of the frame request names. */
export function isFrameRequestType(value: unknown): value is FrameRequestType {
  return typeof value === 'string' && known.has(value);
}
