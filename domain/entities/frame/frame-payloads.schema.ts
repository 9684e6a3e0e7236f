/**
 * The payloads of the embedded-wallet frame messages, with their
 * rules: connect-email, update-email and new-email payloads carry a valid email; an OTP is a
 * string; a social provider is one of SOCIAL_PROVIDERS; a theme mode is light or dark.
 *
 * Requests are what the page sends, so their schemas are what the use cases must produce. Success payloads
 * come from another origin, so they are parsed before use; a request whose success carries nothing accepts
 * whatever the frame sends and yields undefined.
 */
import { z } from 'zod/mini';
import type { FrameRequestType } from './frame-request-types.js';
import { CHAIN_NAMESPACES, SOCIAL_PROVIDERS } from '../constants.js';
import { frameSignedInFields, frameSiwxMessageSchema } from './frame-sign-in.schema.js';
import { lazySchema } from '../validation/lazySchema.js';

/**
 * A valid email: zod's practical pattern (dot-separated atoms of letters, digits and `_'+-` before the `@`,
 * the last not ending in `'`; dot-separated labels after it, each starting with a letter or digit, and a
 * top-level domain of two or more letters). Stricter than RFC 5322 on purpose: quoted local parts, IP
 * literals and single-label domains are not addresses people sign in with.
 */
export const frameEmailSchema = lazySchema(() => z.email());
/** A one-time code as typed; the frame judges it. */
export const otpSchema = lazySchema(() => z.string());
/** The social providers the frame can redirect to (farcaster has its own requests). */
export const socialProviderSchema = lazySchema(() => z.enum(SOCIAL_PROVIDERS));
export type FrameSocialProvider = z.infer<typeof socialProviderSchema>;
export const frameThemeModes = ['light', 'dark'] as const;
export const themeModeSchema = lazySchema(() => z.enum(frameThemeModes));
/** The account types the embedded wallet offers. */
export const preferredAccountTypeSchema = lazySchema(() => z.enum(['eoa', 'smartAccount']));

/** An EVM chain number or a string reference (a Solana genesis hash, a CAIP-2 id). */
const positiveInt = lazySchema(() => z.number().check(z.int(), z.positive()));
const nonEmpty = lazySchema(() => z.string().check(z.minLength(1)));
const chainIdSchema = lazySchema(() => z.union([positiveInt, nonEmpty]));

/** No payload is sent. */
const noRequestPayload = lazySchema(() => z.undefined());
/** The frame answers with no payload; anything it does send is ignored. */
const noSuccessPayload = lazySchema(() => z.pipe(z.optional(z.unknown()), z.transform((): undefined => undefined)));

const emailPayload = lazySchema(() => z.object({ email: frameEmailSchema }));
const otpPayload = lazySchema(() => z.object({ otp: otpSchema }));

export const frameRequestPayloadSchemas = {
  SWITCH_NETWORK: lazySchema(() => z.object({ chainId: chainIdSchema, rpcUrl: z.optional(nonEmpty) })),
  CONNECT_EMAIL: emailPayload,
  CONNECT_DEVICE: noRequestPayload,
  CONNECT_OTP: otpPayload,
  CONNECT_SOCIAL: lazySchema(() => z.object({
    uri: nonEmpty,
    preferredAccountType: z.optional(preferredAccountTypeSchema),
    chainId: z.optional(chainIdSchema),
    siwxMessage: z.optional(frameSiwxMessageSchema),
    rpcUrl: z.optional(nonEmpty),
  })),
  GET_SOCIAL_REDIRECT_URI: lazySchema(() => z.object({ provider: socialProviderSchema })),
  CONNECT_FARCASTER: noRequestPayload,
  GET_FARCASTER_URI: noRequestPayload,
  GET_USER: lazySchema(() => z.object({
    chainId: z.optional(chainIdSchema),
    preferredAccountType: z.optional(preferredAccountTypeSchema),
    socialUri: z.optional(nonEmpty),
    siwxMessage: z.optional(frameSiwxMessageSchema),
    rpcUrl: z.optional(nonEmpty),
  })),
  SIGN_OUT: noRequestPayload,
  RELOAD: noRequestPayload,
  RPC_ABORT: noRequestPayload,
  IS_CONNECTED: lazySchema(() => z.object({ token: z.optional(z.string()) })),
  GET_CHAIN_ID: noRequestPayload,
  RPC_REQUEST: lazySchema(() => z.object({
    method: nonEmpty,
    params: z.optional(z.unknown()),
    chainId: z.optional(chainIdSchema),
    chainNamespace: z.optional(z.enum(CHAIN_NAMESPACES)),
    rpcUrl: z.optional(nonEmpty),
  })),
  UPDATE_EMAIL: emailPayload,
  UPDATE_EMAIL_PRIMARY_OTP: otpPayload,
  UPDATE_EMAIL_SECONDARY_OTP: otpPayload,
  SYNC_THEME: lazySchema(() => z.object({
    themeMode: z.optional(themeModeSchema),
    themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
    /** The wallet modal's own variables. */
    w3mThemeVariables: z.optional(z.record(z.string(), z.string())),
  })),
  SYNC_DAPP_DATA: lazySchema(() => z.object({
    metadata: z.optional(
      z.object({ name: z.string(), description: z.string(), url: z.string(), icons: z.array(z.string()) }),
    ),
    sdkVersion: z.optional(nonEmpty),
    sdkType: z.optional(nonEmpty),
    projectId: nonEmpty,
  })),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: noRequestPayload,
  INIT_SMART_ACCOUNT: noRequestPayload,
  SET_PREFERRED_ACCOUNT: lazySchema(() => z.object({ type: preferredAccountTypeSchema })),
} as const satisfies Record<FrameRequestType, z.ZodMiniType>;

/** The signed-in user the frame reports after a social connect or on GET_USER. */
export const frameUserSchema = lazySchema(() => z.object({
  email: z.optional(z.string()),
  userName: z.optional(z.string()),
  address: nonEmpty,
  chainId: chainIdSchema,
  accounts: z.optional(z.array(z.object({ address: nonEmpty, type: preferredAccountTypeSchema }))),
  preferredAccountType: z.optional(preferredAccountTypeSchema),
  smartAccountDeployed: z.optional(z.boolean()),
  /** The sign-in the frame signed for a `siwxMessage` (frame-sign-in.schema.ts). */
  ...frameSignedInFields,
}));
export type FrameUser = z.infer<typeof frameUserSchema>;

export const connectEmailActions = ['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'] as const;
export const updateEmailActions = ['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'] as const;

export const frameSuccessPayloadSchemas = {
  SWITCH_NETWORK: lazySchema(() => z.object({ chainId: chainIdSchema })),
  CONNECT_EMAIL: lazySchema(() => z.object({ action: z.enum(connectEmailActions) })),
  CONNECT_DEVICE: noSuccessPayload,
  CONNECT_OTP: noSuccessPayload,
  CONNECT_SOCIAL: frameUserSchema,
  GET_SOCIAL_REDIRECT_URI: lazySchema(() => z.object({ uri: nonEmpty })),
  CONNECT_FARCASTER: lazySchema(() => z.object({ userName: z.string() })),
  GET_FARCASTER_URI: lazySchema(() => z.object({ url: nonEmpty })),
  GET_USER: frameUserSchema,
  SIGN_OUT: noSuccessPayload,
  RELOAD: noSuccessPayload,
  RPC_ABORT: noSuccessPayload,
  IS_CONNECTED: lazySchema(() => z.object({ isConnected: z.boolean() })),
  GET_CHAIN_ID: lazySchema(() => z.object({ chainId: chainIdSchema })),
  /** The RPC result itself, whatever the method returns; the caller validates it per method. */
  RPC_REQUEST: lazySchema(() => z.unknown()),
  UPDATE_EMAIL: lazySchema(() => z.object({ action: z.enum(updateEmailActions) })),
  UPDATE_EMAIL_PRIMARY_OTP: noSuccessPayload,
  UPDATE_EMAIL_SECONDARY_OTP: lazySchema(() => z.object({ newEmail: frameEmailSchema })),
  SYNC_THEME: noSuccessPayload,
  SYNC_DAPP_DATA: noSuccessPayload,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: lazySchema(() => z.object({ smartAccountEnabledNetworks: z.array(positiveInt) })),
  INIT_SMART_ACCOUNT: lazySchema(() => z.object({ address: nonEmpty, isDeployed: z.boolean() })),
  SET_PREFERRED_ACCOUNT: lazySchema(() => z.object({ type: preferredAccountTypeSchema, address: nonEmpty })),
} as const satisfies Record<FrameRequestType, z.ZodMiniType>;

/** What the page sends with a request of type `T`. */
export type FrameRequestPayload<T extends FrameRequestType> = z.input<(typeof frameRequestPayloadSchemas)[T]>;
/** What a request of type `T` resolves with, once parsed. */
export type FrameSuccessPayload<T extends FrameRequestType> = z.output<(typeof frameSuccessPayloadSchemas)[T]>;
