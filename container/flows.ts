/**
 * The flows whose use cases load on first use (lazy-flow.ts), each a literal `import()` so it is a chunk of
 * its own: none of them is needed to open the modal and connect. The container's entries for them
 * (modules/swap.module.ts, ...) build from these; the views that show them load them with their own chunk.
 */
import { lazyFlow, type LazyFlowErrorType } from './lazy-flow.js';

export const FLOWS = {
  swap: lazyFlow({ name: 'swap', importer: () => import('../domain/usecases/swap/index.js') }),
  send: lazyFlow({ name: 'send', importer: () => import('../domain/usecases/send/index.js') }),
  names: lazyFlow({ name: 'names', importer: () => import('../domain/usecases/names/index.js') }),
  activity: lazyFlow({ name: 'activity', importer: () => import('../domain/usecases/activity/index.js') }),
  calls: lazyFlow({ name: 'calls', importer: () => import('../domain/usecases/calls/index.js') }),
  onramp: lazyFlow({ name: 'onramp', importer: () => import('../domain/usecases/onramp/index.js') }),
} as const;

export type FlowName = keyof typeof FLOWS;

export type LoadFlowsParameters = FlowName[];
export type LoadFlowsReturnType = Promise<void>;
export type LoadFlowsErrorType = LazyFlowErrorType;

/** Loads these flows' modules (each once); rejects with the first failure. */
export async function loadFlows(...names: LoadFlowsParameters): LoadFlowsReturnType {
  await Promise.all(names.map((name) => FLOWS[name].load()));
}

/** True when every one of these flows is loaded (synchronous: a view can render in the navigation's commit). */
export function flowsLoaded(...names: FlowName[]): boolean {
  return names.every((name) => FLOWS[name].loaded() !== undefined);
}
