/**
 * How the actions reach a client's core. Reads (`getAccount`, ...) never wait: before the core has loaded they
 * answer from the options alone. Commands (`connect`, ...) wait for it. Watchers follow the core's arrival, so
 * a page can watch from its first render.
 */
import type { WalletportCore } from '../container/walletport-core.js';
import { coreSlotOf, type WalletportClient } from './walletport-client.js';

/** The core if it has loaded, else undefined. */
export function loadedCore(client: WalletportClient): WalletportCore | undefined {
  return coreSlotOf(client).getCore();
}

/** The core, loading it if needed (and starting the client, as the provider would). */
export function requireCore(client: WalletportClient): Promise<WalletportCore> {
  client.start();
  return coreSlotOf(client).load();
}

/**
 * Runs a command against the core: at once (in the caller's task, so a click's update is not a frame late)
 * when it has loaded, else once it has.
 */
export function withCore<TResult>(client: WalletportClient, command: (core: WalletportCore) => TResult | Promise<TResult>): Promise<TResult> {
  const core = loadedCore(client);
  if (core) {
    try {
      return Promise.resolve(command(core));
    } catch (error) {
      return Promise.reject(error);
    }
  }
  return requireCore(client).then(command);
}

/** Something whose changes can be listened to (every use case fits). */
export type Listenable = { subscribe(listener: () => void): () => void };

/**
 * Calls `onChange` whenever one of the stores `pick` chooses changes, and when the core's slot changes (the
 * core arrived: the stores then exist). Returns the function that stops listening.
 */
export function watchCore(client: WalletportClient, pick: (core: WalletportCore) => readonly Listenable[], onChange: () => void): () => void {
  const slot = coreSlotOf(client);
  let releaseStores: (() => void)[] = [];
  let followed: WalletportCore | undefined;
  let stopped = false;
  const follow = (core: WalletportCore) => {
    followed = core;
    releaseStores = pick(core).map((store) => store.subscribe(onChange));
  };
  const current = slot.getCore();
  if (current) follow(current);
  // The slot speaks when the core arrives, a load fails, or a stored session is about to be restored.
  const releaseSlot = slot.subscribe(() => {
    if (stopped) return;
    const core = slot.getCore();
    if (core && core !== followed) follow(core);
    onChange();
  });
  return () => {
    stopped = true;
    releaseSlot();
    for (const release of releaseStores) release();
    releaseStores = [];
  };
}

/**
 * Calls `onChange(next, previous)` each time `read` answers a different value (by identity: reads are
 * memoized) after a change of the stores `pick` chooses or the core's arrival.
 */
export function watchValue<TValue>(
  client: WalletportClient,
  read: () => TValue,
  pick: (core: WalletportCore) => readonly Listenable[],
  onChange: (next: TValue, previous: TValue) => void,
): () => void {
  let previous = read();
  return watchCore(client, pick, () => {
    const next = read();
    if (Object.is(next, previous)) return;
    const before = previous;
    previous = next;
    onChange(next, before);
  });
}

/**
 * Keeps a derived value's identity while its inputs are the same objects, per client and key, so a read
 * handed to React's useSyncExternalStore is stable until something it reads changed.
 */
export function memoized<TValue>(client: WalletportClient, key: string, inputs: readonly unknown[], compute: () => TValue): TValue {
  let entries = memo.get(client);
  if (!entries) {
    entries = new Map();
    memo.set(client, entries);
  }
  const previous = entries.get(key);
  if (previous && previous.inputs.length === inputs.length && previous.inputs.every((input, index) => Object.is(input, inputs[index]))) {
    return previous.value as TValue;
  }
  const value = compute();
  entries.set(key, { inputs, value });
  return value;
}

const memo = new WeakMap<WalletportClient, Map<string, { inputs: readonly unknown[]; value: unknown }>>();
