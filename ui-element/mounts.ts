/**
 * The elements on the page, as the one render tree draws them: each connected element with its tag, its
 * shadow root (where its button is portalled) and its attributes. A small store of its own, framework-free,
 * so the elements (plain DOM classes) write to it and the tree (PageRoot.tsx) reads it with
 * useSyncExternalStore. A new snapshot on every change, the same one between changes.
 */
import type { WalletportElementTag } from './tags.js';

export type MountedElement = {
  /** The element's key in the tree, the same for its life on the page. */
  readonly key: number;
  readonly element: HTMLElement;
  readonly tag: WalletportElementTag;
  readonly root: ShadowRoot;
  /** The observed attributes' values (null when absent). */
  readonly attributes: Readonly<Record<string, string | null>>;
};

export type ElementMounts = {
  /** Adds the element, or replaces its entry (its attributes changed); the store gives the key. */
  set(mounted: Omit<MountedElement, 'key'>): void;
  remove(element: HTMLElement): void;
  snapshot(): readonly MountedElement[];
  subscribe(listener: () => void): () => void;
};

export function createElementMounts(): ElementMounts {
  const mounted = new Map<HTMLElement, MountedElement>();
  const listeners = new Set<() => void>();
  const keys = new WeakMap<HTMLElement, number>();
  let nextKey = 0;
  let snapshot: readonly MountedElement[] = [];
  const changed = () => {
    snapshot = [...mounted.values()];
    for (const listener of [...listeners]) listener();
  };
  return {
    set(entry) {
      let key = keys.get(entry.element);
      if (key === undefined) keys.set(entry.element, (key = nextKey++));
      mounted.set(entry.element, { ...entry, key });
      changed();
    },
    remove(element) {
      if (mounted.delete(element)) changed();
    },
    snapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
