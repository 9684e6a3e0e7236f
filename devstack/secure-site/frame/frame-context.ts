/** Everything a request handler of the frame may use: the wire, the server, storage, the screen, and state. */
import type { FramePageConfig } from '../shared/api-types.js';
import type { ApiClient } from './api-client.js';
import type { ApprovalScreen } from './approval-screen.js';
import type { FrameStorage } from './frame-storage.js';
import type { Messenger } from './messenger.js';

export type FrameState = {
  /** The login CONNECT_EMAIL started (CONNECT_DEVICE and CONNECT_OTP continue it). */
  loginId: string | undefined;
  /** The email change UPDATE_EMAIL started. */
  changeId: string | undefined;
  /** The Farcaster login GET_FARCASTER_URI started (CONNECT_FARCASTER waits for it). */
  farcasterId?: string | undefined;
  /** The chain RPC requests without a chainId go to. */
  chainId: number;
  /** From SYNC_DAPP_DATA, for the approval screen. */
  appName: string | undefined;
  appIcon: string | undefined;
};

export type FrameContext = {
  /** The parent page's origin, verified (parent-origin.ts) and allowed for the project before any request. */
  parentOrigin: string;
  /** The project the frame was opened for (`/sdk?projectId=`). */
  projectId: string;
  messenger: Messenger;
  api: ApiClient;
  storage: FrameStorage;
  approval: ApprovalScreen;
  config: FramePageConfig;
  state: FrameState;
};
