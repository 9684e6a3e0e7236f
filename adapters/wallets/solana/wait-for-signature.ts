/**
 * Waits for a signature to be confirmed by polling getSignatureStatuses (one HTTP read a poll, no socket to
 * keep: the modal waits for one transfer at a time). 'confirmed' is the commitment the sends ask for; a
 * transaction that landed with an error is 'reverted', one not confirmed in time a REQUEST_TIMEOUT.
 */
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import type { WalletportError } from '../../../domain/entities/errors/base.error.js';
import type { SolanaReads } from './solana-reads.js';

export type WaitForSignatureParameters = {
  reads: SolanaReads;
  signature: string;
  timeoutMs: number;
  pollingIntervalMs: number;
};
export type WaitForSignatureReturnType = Promise<'success' | 'reverted'>;
/** Besides the reads' errors (solana-reads.ts). */
export type WaitForSignatureErrorType = WalletportError<'REQUEST_TIMEOUT'>;

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function waitForSignature({ reads, signature, timeoutMs, pollingIntervalMs }: WaitForSignatureParameters): WaitForSignatureReturnType {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await reads.signatureStatus(signature);
    // 'processed' can still be rolled back on a cluster: only a confirmed outcome is reported.
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') {
      return status.failed ? 'reverted' : 'success';
    }
    const left = deadline - Date.now();
    if (left <= 0) throw walletportError('REQUEST_TIMEOUT', [], { details: `${signature} was not confirmed within ${String(timeoutMs)} ms` });
    await pause(Math.min(pollingIntervalMs, left));
  }
}
