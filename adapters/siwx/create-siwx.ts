/**
 * The factories host pages call (`walletport/siwx`). They are tiny on purpose: what they return loads its
 * implementation (viem's siwe module, the HTTP client) with the first call, which the modal makes only once
 * a wallet is connected, so a page pays nothing for sign-in before its visitor connects. Building one does
 * no I/O and touches no storage.
 */
import type { SiwxConfig, SiwxMessage, SiwxMessageInput, SiwxSession } from '../../domain/entities/siwx/siwx-config.js';
import type { CloudSiwxOptions, LocalSiwxOptions } from './siwx-options.js';

export type { CloudSiwxOptions, LocalSiwxOptions, SiwxCommonOptions, SiwxNetwork } from './siwx-options.js';

export type CreateLocalSiwxParameters = LocalSiwxOptions;
export type CreateLocalSiwxReturnType = SiwxConfig;
export type CreateLocalSiwxErrorType = never;

/**
 * Sign-in with sessions in this browser's storage, verified on the client: EIP-4361 messages, EOA,
 * ERC-1271 and ERC-6492 signatures (the last two need the network's RPC: pass `networks`).
 */
export function createLocalSiwx(parameters: CreateLocalSiwxParameters = {}): CreateLocalSiwxReturnType {
  return lazySiwx(parameters, async () => {
    const { LocalSiwx } = await import('./local-siwx.impl.js');
    return new LocalSiwx(parameters);
  });
}

export type CreateCloudSiwxParameters = CloudSiwxOptions;
export type CreateCloudSiwxReturnType = SiwxConfig;
export type CreateCloudSiwxErrorType = never;

/**
 * Sign-in verified by the sign-in server (`/auth/v1`: nonce, authenticate, me, sign-out): the server issues the nonce,
 * checks the signature against the chain and keeps the session; a reload asks `me`.
 */
export function createCloudSiwx(parameters: CreateCloudSiwxParameters): CreateCloudSiwxReturnType {
  return lazySiwx(parameters, async () => {
    const { CloudSiwx } = await import('./cloud-siwx.impl.js');
    return new CloudSiwx(parameters);
  });
}

function lazySiwx(options: { required?: boolean | undefined; signOutOnDisconnect?: boolean | undefined }, load: () => Promise<SiwxConfig>): SiwxConfig {
  let loading: Promise<SiwxConfig> | undefined;
  const impl = () => {
    loading ??= load().catch((error: unknown) => {
      // A chunk that failed to load (offline for a moment) is tried again on the next call.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    createMessage: async (input: SiwxMessageInput): Promise<SiwxMessage> => (await impl()).createMessage(input),
    addSession: async (session: SiwxSession) => (await impl()).addSession(session),
    revokeSession: async (chainId: string, address: string) => (await impl()).revokeSession(chainId, address),
    setSessions: async (sessions: readonly SiwxSession[]) => (await impl()).setSessions(sessions),
    getSessions: async (chainId: string, address: string) => (await impl()).getSessions(chainId, address),
    getRequired: () => options.required === true,
    signOutOnDisconnect: options.signOutOnDisconnect !== false,
  };
}
