/**
 * The approve / reject / hang switches: every call a real wallet would prompt for goes through `prompt`, which
 * logs it and applies the first armed switch that matches it.
 */
import type { SolanaRequestLogEntry, SolanaTestWalletControl } from './types.js';

/** A Wallet Standard error with an EIP-1193-style code (4001 when the user said no), as Solana wallets throw. */
export class WalletStandardError extends Error {
  readonly code: number;

  constructor(code: number, message: string) {
    super(message);
    this.name = 'WalletStandardError';
    this.code = code;
  }
}

export const USER_REJECTED_CODE = 4001;
export const USER_REJECTED_MESSAGE = 'User rejected the request.';

function userRejected(): WalletStandardError {
  return new WalletStandardError(USER_REJECTED_CODE, USER_REJECTED_MESSAGE);
}

type Armed = { kind: 'reject' | 'hang'; feature: string | undefined };

export type Prompts = Pick<SolanaTestWalletControl, 'requests' | 'rejectNext' | 'hangNext' | 'releaseHung'> & {
  /** Runs `approved` once the user (the armed switches) lets `feature` go on; logs the outcome. */
  prompt<T>(feature: string, approved: () => Promise<T>): Promise<T>;
};

export function createPrompts(): Prompts {
  const requests: SolanaRequestLogEntry[] = [];
  const armed: Armed[] = [];
  const hung: ((outcome: 'approve' | 'reject') => void)[] = [];

  function takeArmed(feature: string): Armed | undefined {
    const index = armed.findIndex((entry) => entry.feature === undefined || entry.feature === feature);
    return index === -1 ? undefined : armed.splice(index, 1)[0];
  }

  async function decide(entry: SolanaRequestLogEntry): Promise<void> {
    const switchFor = takeArmed(entry.feature);
    if (switchFor?.kind === 'reject') throw userRejected();
    if (switchFor?.kind === 'hang') {
      entry.outcome = 'hung';
      const outcome = await new Promise<'approve' | 'reject'>((resolve) => hung.push(resolve));
      entry.outcome = 'pending';
      if (outcome === 'reject') throw userRejected();
    }
  }

  return {
    requests,
    rejectNext: (options) => armed.push({ kind: 'reject', feature: options?.feature }),
    hangNext: (options) => armed.push({ kind: 'hang', feature: options?.feature }),
    releaseHung(outcome = 'approve') {
      const released = hung.splice(0);
      for (const resume of released) resume(outcome);
      return released.length;
    },
    async prompt(feature, approved) {
      const entry: SolanaRequestLogEntry = { feature, outcome: 'pending' };
      requests.push(entry);
      try {
        await decide(entry);
        const result = await approved();
        entry.outcome = 'ok';
        return result;
      } catch (error) {
        entry.outcome = 'error';
        const code = error instanceof WalletStandardError ? error.code : -32603;
        entry.error = { code, message: error instanceof Error ? error.message : String(error) };
        throw error;
      }
    },
  };
}
