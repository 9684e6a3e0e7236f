/**
 * The secure site's own API between the frame page and its server (same origin, never called by the host
 * page). Paths and answer shapes, shared by both sides so they cannot drift. Every call but the origin check
 * is a POST with a JSON body; the session token travels as `Authorization: Bearer <token>`; a failure answers
 * `{message}` with a 4xx/5xx status.
 */
export const API = {
  originAllowed: '/api/origin-allowed',
  loginEmail: '/api/login/email',
  loginDevice: '/api/login/device',
  loginOtp: '/api/login/otp',
  session: '/api/session',
  signOut: '/api/sign-out',
  user: '/api/user',
  chain: '/api/chain',
  preferredAccount: '/api/preferred-account',
  smartAccountNetworks: '/api/smart-account/networks',
  smartAccount: '/api/smart-account',
  emailChange: '/api/email/change',
  emailChangePrimary: '/api/email/change/primary',
  emailChangeSecondary: '/api/email/change/secondary',
  rpc: '/api/rpc',
  sign: '/api/sign',
  farcasterUri: '/api/farcaster/uri',
  farcasterConnect: '/api/farcaster/connect',
  socialRedirect: '/api/social/redirect',
  socialConnect: '/api/social/connect',
  siwxSign: '/api/siwx/sign',
  solanaUser: '/api/solana/user',
  solanaDescribe: '/api/solana/describe',
  solanaSign: '/api/solana/sign',
} as const;

export type ConnectEmailAnswer = { action: 'CONNECT' } | { action: 'VERIFY_OTP' | 'VERIFY_DEVICE'; loginId: string };

/**
 * GET_USER's payload (CONTRACTS.md "User"), as the server builds it: `email` for a user who signs in by email,
 * `userName` and `socialProvider` for one who signs in with a social account.
 */
export type UserAnswer = {
  email?: string;
  userName?: string;
  socialProvider?: string;
  address: string;
  chainId: number;
  accounts: { address: string; type: 'eoa' | 'smartAccount' }[];
  preferredAccountType: 'eoa' | 'smartAccount';
  smartAccountDeployed: boolean;
};

/** The refusal of a message or typed-data signature from the smart account (SimpleAccount 0.8 has no ERC-1271). */
export const SMART_ACCOUNT_CANNOT_SIGN = 'This smart account cannot sign messages';

/** GET_SMART_ACCOUNT_ENABLED_NETWORKS and INIT_SMART_ACCOUNT, as the server answers them. */
export type SmartAccountNetworksAnswer = { smartAccountEnabledNetworks: number[] };
export type InitSmartAccountAnswer = { address: string; isDeployed: boolean };

/** GET_USER on the Solana chain: the same user, with their Solana address and the chain's CAIP-2 id. */
export type SolanaUserAnswer = Omit<UserAnswer, 'chainId'> & { chainId: string };

/** The server's answer to the frame's social connect: the new session's token (the frame keeps it) and the user. */
export type SocialConnectAnswer = { token: string; user: UserAnswer };

/** What the frame page reads from its own HTML (a JSON data block, not a script). */
export type FramePageConfig = { chains: { chainId: number; name: string }[] };

export const FRAME_CONFIG_ELEMENT_ID = 'secure-site-config';
