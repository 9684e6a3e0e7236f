/**
 * The wallet's approvals: every call a real wallet would show the user (connect, sign, send) goes through
 * `prompt`, which logs it and decides it: approved at once, rejected by an armed rejectNext(), or left waiting
 * (manual mode, hangNext()) until approveNext() / rejectNext().
 */
import type { BitcoinRequestLogEntry, BitcoinTestWalletControl } from './types.js';

/** sats-connect's RpcErrorCode values the wallet answers with. */
export const RPC_ERROR = {
  userRejection: -32000,
  methodNotSupported: -32001,
  accessDenied: -32002,
  invalidParams: -32602,
  internal: -32603,
} as const;
export const USER_REJECTED_MESSAGE = 'User rejected the request.';

/** A failure the provider answers as a JSON-RPC error object (sats-connect's error shape). */
export class SatsConnectRpcError extends Error {
  override readonly name = 'SatsConnectRpcError';
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

type Armed = { kind: 'reject' | 'hang'; method: string | undefined };

export type Prompts = Pick<BitcoinTestWalletControl, 'requests' | 'approveNext' | 'rejectNext' | 'hangNext'> & {
  manual: boolean;
  /** Runs `approved` once the user lets `method` go on; logs the outcome. */
  prompt<T>(method: string, approved: () => Promise<T>): Promise<T>;
};

export function createPrompts(manual: boolean): Prompts {
  const requests: BitcoinRequestLogEntry[] = [];
  const armed: Armed[] = [];
  const waiting: ((outcome: 'approve' | 'reject') => void)[] = [];

  function takeArmed(method: string): Armed | undefined {
    const index = armed.findIndex((entry) => entry.method === undefined || entry.method === method);
    return index === -1 ? undefined : armed.splice(index, 1)[0];
  }

  async function decide(entry: BitcoinRequestLogEntry, wait: boolean): Promise<void> {
    const armedSwitch = takeArmed(entry.method);
    if (armedSwitch?.kind === 'reject') throw new SatsConnectRpcError(RPC_ERROR.userRejection, USER_REJECTED_MESSAGE);
    if (!wait && armedSwitch?.kind !== 'hang') return;
    entry.outcome = 'waiting';
    const outcome = await new Promise<'approve' | 'reject'>((resolve) => waiting.push(resolve));
    entry.outcome = 'pending';
    if (outcome === 'reject') throw new SatsConnectRpcError(RPC_ERROR.userRejection, USER_REJECTED_MESSAGE);
  }

  const prompts: Prompts = {
    requests,
    manual,
    approveNext() {
      const next = waiting.shift();
      next?.('approve');
      return next !== undefined;
    },
    rejectNext(options) {
      const next = waiting.shift();
      if (next !== undefined) next('reject');
      else armed.push({ kind: 'reject', method: options?.method });
    },
    hangNext: (options) => void armed.push({ kind: 'hang', method: options?.method }),
    async prompt(method, approved) {
      const entry: BitcoinRequestLogEntry = { method, outcome: 'pending' };
      requests.push(entry);
      try {
        await decide(entry, prompts.manual);
        const result = await approved();
        entry.outcome = 'ok';
        return result;
      } catch (error) {
        entry.outcome = 'error';
        const code = error instanceof SatsConnectRpcError ? error.code : RPC_ERROR.internal;
        entry.error = { code, message: error instanceof Error ? error.message : String(error) };
        throw error;
      }
    },
  };
  return prompts;
}
