/**
 * The embedded (email and social) wallet as the use cases see it: a wallet connector of type AUTH whose
 * EIP-1193 provider speaks to the secure site's frame, plus what the modal needs beyond a plain connector:
 * the frame itself (login and email-change requests go straight to it), the user the frame last reported,
 * and the unsafe RPC requests waiting for the person's approval on the secure site's screen.
 * docs/EMBEDDED-WALLET.md says how the pieces talk.
 */
import type { FrameUser } from '../domain/entities/frame/frame-payloads.schema.js';
import type { EmbeddedWalletFrame } from './embedded-wallet-frame.port.js';
import { serviceToken } from './service-token.js';
import type { WalletConnector } from './wallet-connector.port.js';

/** The two kinds of account the embedded wallet offers on eip155. */
export type EmbeddedAccountType = 'eoa' | 'smartAccount';

/** An unsafe request sent to the frame through the provider, by the page or the modal. */
export type PendingApproval = { id: string; method: string };

export type ApprovalEvent =
  /** The request went to the frame, whose approval screen now waits for the person. */
  | { type: 'approval-requested'; request: PendingApproval }
  /** The frame answered (signed, rejected, failed) or the request was aborted. */
  | {
      type: 'approval-settled';
      request: PendingApproval;
      outcome: 'approved' | 'rejected' | 'failed' | 'aborted';
      /** What the frame answered when approved (eth_sendTransaction: the transaction hash). */
      result?: unknown;
    };

export interface EmbeddedWalletConnector extends WalletConnector {
  readonly frame: EmbeddedWalletFrame;
  /** The user of the last GET_USER (connect, reconnect), or undefined when signed out. */
  user(): FrameUser | undefined;
  /**
   * Switches the account the wallet acts from and
   * resolves with the user read again (its address is the new account's); accountsChanged follows a change.
   */
  setPreferredAccountType(type: EmbeddedAccountType): Promise<FrameUser>;
  /** Follows the unsafe requests; returns the unsubscribe function. */
  subscribeApprovals(listener: (event: ApprovalEvent) => void): () => void;
  /** The unsafe requests still waiting, oldest first. */
  pendingApprovals(): readonly PendingApproval[];
  /**
   * Sends RPC_ABORT and rejects every pending unsafe request (the caller gets a 4001 error reading 'Request
   * was aborted'); safe read-only requests go on.
   */
  abortPendingApprovals(): void;
}

export const EmbeddedWalletConnectorToken = serviceToken<EmbeddedWalletConnector | undefined>('EmbeddedWalletConnector');
