/**
 * EIP-5792 answers for a mock wallet (MockEip1193Provider, a MockConnector's `provider`, or the wallet behind
 * FakeWalletConnectClient: anything scripted with ScriptedAnswers): it
 * announces capabilities, takes `wallet_sendCalls` (each batch recorded, its id chosen by the test or made
 * up) and answers `wallet_getCallsStatus` from what the test set with `settle`. Failures go through the
 * provider's own switches (`failNext('wallet_sendCalls', atomicityNotSupported)`, `fail(...)`, `handle(...)`).
 */
import type { ScriptedAnswers } from '../../testing/scripted-answers.js';

export type CallsWalletOptions = {
  /** The wallet_getCapabilities answer (hex chain id to capabilities); one atomic chain by default. */
  capabilities?: Record<string, Record<string, unknown>> | undefined;
  /** The ids wallet_sendCalls answers, in order; `batch-1`, `batch-2`... after them. */
  ids?: readonly string[] | undefined;
};

/** A status the wallet answers for a batch (EIP-5792 wire shape: hex quantities in receipts). */
export type WireCallsStatus = { status: number | string; atomic?: boolean; receipts?: unknown[]; chainId?: string };

export type CallsWallet = {
  /** Each wallet_sendCalls param the wallet received, in order. */
  readonly batches: Record<string, unknown>[];
  /** The params of each wallet_getCapabilities request. */
  readonly capabilityRequests: unknown[][];
  /** What wallet_getCallsStatus answers for `id` from now on (unknown ids: 5730, as EIP-5792 says). */
  settle(id: string, status: WireCallsStatus): void;
};

export function answerCalls(provider: Pick<ScriptedAnswers, 'handle'>, options: CallsWalletOptions = {}): CallsWallet {
  const batches: Record<string, unknown>[] = [];
  const capabilityRequests: unknown[][] = [];
  const statuses = new Map<string, WireCallsStatus>();
  const ids = [...(options.ids ?? [])];
  provider.handle('wallet_getCapabilities', (params: readonly unknown[]) => {
    capabilityRequests.push([...params]);
    return options.capabilities ?? { '0x1': { atomic: { status: 'supported' } } };
  });
  provider.handle('wallet_sendCalls', (params: readonly unknown[]) => {
    const batch = params[0] as Record<string, unknown>;
    batches.push(batch);
    const id = ids.shift() ?? (typeof batch['id'] === 'string' ? batch['id'] : `batch-${batches.length}`);
    statuses.set(id, { status: 100, atomic: true });
    return { id };
  });
  provider.handle('wallet_getCallsStatus', (params: readonly unknown[]) => {
    const id = String(params[0]);
    const status = statuses.get(id);
    if (!status) throw { code: 5730, message: 'This bundle id is unknown or has not been submitted' };
    return { version: '2.0.0', id, chainId: '0x1', atomic: true, ...status };
  });
  return { batches, capabilityRequests, settle: (id, status) => void statuses.set(id, status) };
}
