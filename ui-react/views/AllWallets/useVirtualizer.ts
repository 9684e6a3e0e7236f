/**
 * A virtualizer of an element's scroll, as a hook: the framework-free @tanstack/virtual-core, re-rendering
 * the component when the visible range changes. Ours rather than @tanstack/react-virtual because that one
 * imports React itself, while everything a view imports must also run under the element renderer, which
 * maps 'react' and 'react-dom' to preact/compat (DEVELOPING.md, "Adding a view"): this file's imports are
 * rewritten with the view's, a third-party package's are not.
 */
import { elementScroll, observeElementOffset, observeElementRect, Virtualizer, type VirtualizerOptions } from '@tanstack/virtual-core';
import { useReducer, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIsomorphicLayoutEffect } from '../../shadow/useIsomorphicLayoutEffect.js';

export type UseVirtualizerParameters<TScroll extends Element, TItem extends Element> = Partial<
  Pick<VirtualizerOptions<TScroll, TItem>, 'scrollToFn' | 'observeElementRect' | 'observeElementOffset'>
> &
  Omit<VirtualizerOptions<TScroll, TItem>, 'scrollToFn' | 'observeElementRect' | 'observeElementOffset'> & {
    /**
     * Re-render synchronously when the virtualizer reports a change during a scroll event, so the rows a
     * scroll brings are laid out in that frame (see WalletGrid.tsx).
     */
    useFlushSync?: boolean | undefined;
  };

export type UseVirtualizerReturnType<TScroll extends Element, TItem extends Element> = Virtualizer<TScroll, TItem>;

export type UseVirtualizerErrorType = never;

/** The element scroll's virtualizer, kept for the component's life; its options follow every render. */
export function useVirtualizer<TScroll extends Element, TItem extends Element>({
  useFlushSync = false,
  ...options
}: UseVirtualizerParameters<TScroll, TItem>): UseVirtualizerReturnType<TScroll, TItem> {
  const rerender = useReducer((count: number) => count + 1, 0)[1];
  const resolved: VirtualizerOptions<TScroll, TItem> = {
    scrollToFn: elementScroll,
    observeElementRect,
    observeElementOffset,
    ...options,
    onChange: (instance, sync) => {
      if (useFlushSync && sync) flushSync(rerender);
      else rerender();
      options.onChange?.(instance, sync);
    },
  };
  const [instance] = useState(() => new Virtualizer<TScroll, TItem>(resolved));
  instance.setOptions(resolved);

  // Mounting subscribes to the scroll element's size and offset (and unsubscribes on unmount); every commit
  // lets the virtualizer pick up a new scroll element or count.
  useIsomorphicLayoutEffect(() => instance._didMount(), [instance]);
  useIsomorphicLayoutEffect(() => instance._willUpdate());
  return instance;
}
