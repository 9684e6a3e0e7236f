/**
 * The frame's answer to each request of CONTRACTS.md's table (docs/EMBEDDED-WALLET.md fixes the details).
 * A handler returns the success payload or throws an Error whose message becomes `_ERROR {message}`.
 */
import type { FrameRequestType } from '../../../ports/embedded-wallet-frame.port.js';
import type { FrameRequestPayload } from '../../../domain/entities/frame/index.js';
import { API, type ConnectEmailAnswer, type InitSmartAccountAnswer, type SmartAccountNetworksAnswer, type UserAnswer } from '../shared/api-types.js';
import { farcasterHandlers } from './farcaster-handlers.js';
import type { FrameContext } from './frame-context.js';
import { rpcRequest } from './rpc-request.js';
import { withSignIn } from './sign-in.js';
import { isSolanaChainId, solanaUser } from './solana-request.js';
import { socialHandlers } from './social-handlers.js';

type Handlers = { [T in FrameRequestType]: (context: FrameContext, payload: FrameRequestPayload<T>) => Promise<unknown> };

const DEVICE_POLL_MS = 1_000;

/** The session started: keep the token and tell the page (it stores its copy for IS_CONNECTED). */
function signedIn(context: FrameContext, token: string): void {
  context.storage.token = token;
  context.messenger.event('SESSION_UPDATE', { token });
}

function requireLogin(context: FrameContext): string {
  const { loginId } = context.state;
  if (!loginId) throw new Error('Start with CONNECT_EMAIL');
  return loginId;
}

function requireChange(context: FrameContext): string {
  const { changeId } = context.state;
  if (!changeId) throw new Error('Start with UPDATE_EMAIL');
  return changeId;
}

async function isConnected(context: FrameContext, pageToken: string | undefined): Promise<boolean> {
  const { api, storage } = context;
  if (storage.token && (await api.call<{ isConnected: boolean }>(API.session)).isConnected) return true;
  if (pageToken && pageToken !== storage.token && (await api.call<{ isConnected: boolean }>(API.session, {}, pageToken)).isConnected) {
    storage.token = pageToken;
    return true;
  }
  storage.token = undefined;
  return false;
}

export const handlers: Handlers = {
  async CONNECT_EMAIL(context, { email }) {
    const answer = await context.api.call<ConnectEmailAnswer>(API.loginEmail, { email, deviceId: context.storage.deviceId });
    if (answer.action === 'CONNECT') {
      signedIn(context, context.storage.token!);
      return { action: 'CONNECT' };
    }
    context.state.loginId = answer.loginId;
    return { action: answer.action };
  },
  async CONNECT_DEVICE(context) {
    const loginId = requireLogin(context);
    for (;;) {
      if ((await context.api.call<{ approved: boolean }>(API.loginDevice, { loginId })).approved) return undefined;
      await new Promise((resolve) => setTimeout(resolve, DEVICE_POLL_MS));
      if (context.state.loginId !== loginId) throw new Error('A newer login replaced this one');
    }
  },
  async CONNECT_OTP(context, { otp }) {
    const { token } = await context.api.call<{ token: string }>(API.loginOtp, { loginId: requireLogin(context), otp });
    context.state.loginId = undefined;
    signedIn(context, token);
    return undefined;
  },
  async GET_USER(context, { chainId, siwxMessage, preferredAccountType }) {
    // The same user on the Solana chain: their Solana address; the EVM chain the user is on does not change.
    if (isSolanaChainId(chainId)) return solanaUser(context, chainId);
    const user = await context.api.call<UserAnswer>(API.user, {
      ...(chainId === undefined ? {} : { chainId }),
      ...(preferredAccountType === undefined ? {} : { preferredAccountType }),
    });
    context.state.chainId = user.chainId;
    return withSignIn(context, user, siwxMessage);
  },
  async IS_CONNECTED(context, { token }) {
    return { isConnected: await isConnected(context, token) };
  },
  async SIGN_OUT(context) {
    await context.api.call(API.signOut);
    context.storage.token = undefined;
    context.messenger.event('SESSION_UPDATE', { token: null });
    return undefined;
  },
  async GET_CHAIN_ID(context) {
    if (context.storage.token) context.state.chainId = (await context.api.call<UserAnswer>(API.user)).chainId;
    return { chainId: context.state.chainId };
  },
  async SWITCH_NETWORK(context, { chainId }) {
    const answer = await context.api.call<{ chainId: number }>(API.chain, { chainId });
    context.state.chainId = answer.chainId;
    return { chainId: answer.chainId };
  },
  RPC_REQUEST: rpcRequest,
  async RPC_ABORT(context) {
    context.approval.abortAll();
    return undefined;
  },
  async UPDATE_EMAIL(context, { email }) {
    context.state.changeId = (await context.api.call<{ changeId: string }>(API.emailChange, { email })).changeId;
    return { action: 'VERIFY_PRIMARY_OTP' };
  },
  async UPDATE_EMAIL_PRIMARY_OTP(context, { otp }) {
    await context.api.call(API.emailChangePrimary, { changeId: requireChange(context), otp });
    return undefined;
  },
  async UPDATE_EMAIL_SECONDARY_OTP(context, { otp }) {
    const answer = await context.api.call<{ newEmail: string }>(API.emailChangeSecondary, { changeId: requireChange(context), otp });
    context.state.changeId = undefined;
    return { newEmail: answer.newEmail };
  },
  async SYNC_THEME(_context, { themeMode }) {
    if (themeMode) document.documentElement.dataset['theme'] = themeMode;
    return undefined;
  },
  async SYNC_DAPP_DATA(context, { metadata }) {
    context.state.appName = metadata?.name;
    context.state.appIcon = metadata?.icons.find((icon) => /^(https?:|data:image\/)/.test(icon));
    return undefined;
  },
  async GET_SMART_ACCOUNT_ENABLED_NETWORKS(context) {
    return context.api.call<SmartAccountNetworksAnswer>(API.smartAccountNetworks);
  },
  async INIT_SMART_ACCOUNT(context) {
    return context.api.call<InitSmartAccountAnswer>(API.smartAccount);
  },
  async SET_PREFERRED_ACCOUNT(context, { type }) {
    return context.api.call<{ type: string; address: string }>(API.preferredAccount, { type });
  },
  // RELOAD is answered by main.ts, which must post the answer before the page goes away.
  async RELOAD() {
    return undefined;
  },
  ...socialHandlers(signedIn),
  ...farcasterHandlers(signedIn),
};
