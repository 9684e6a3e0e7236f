/**
 * walletport/siwx: sign in with the wallet. Pass one of these as the `siwx` option of createWalletport:
 * `createLocalSiwx({ networks })` keeps sessions in the browser and verifies them there;
 * `createCloudSiwx({ projectId })` uses the sign-in server. Or implement `SiwxConfig` yourself.
 * Importing this module does no I/O; the implementations load with their first use.
 */
export {
  createCloudSiwx,
  createLocalSiwx,
  type CloudSiwxOptions,
  type CreateCloudSiwxErrorType,
  type CreateCloudSiwxParameters,
  type CreateCloudSiwxReturnType,
  type CreateLocalSiwxErrorType,
  type CreateLocalSiwxParameters,
  type CreateLocalSiwxReturnType,
  type LocalSiwxOptions,
  type SiwxCommonOptions,
  type SiwxNetwork,
} from './adapters/siwx/create-siwx.js';
export type { SiwxCacao, SiwxConfig, SiwxMessage, SiwxMessageData, SiwxMessageInput, SiwxSession } from './domain/entities/siwx/siwx-config.js';
export type { SiweConfig, SiweCreateMessageArgs, SiweMessageParams, SiweSession } from './domain/entities/siwx/siwe-config.js';
