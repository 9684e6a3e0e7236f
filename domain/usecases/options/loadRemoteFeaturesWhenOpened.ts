/**
 * The project's remote features are read when the modal first opens, not at page load: a page whose visitor
 * never opens the modal makes no request to the configuration service. Until they arrive the modal shows the
 * local features (the request is one small JSON read, usually done before the first view has painted).
 */
import type { Observable } from 'rxjs';
import type { Features } from './options.js';

export type LoadRemoteFeaturesWhenOpenedParameters = {
  readonly modal: { readonly state$: Observable<{ readonly open: boolean }> };
  readonly options: { loadRemoteFeaturesOnce(): Promise<Features> };
};

/** Follows the modal; returns the function that stops following it. */
export function loadRemoteFeaturesWhenOpened({ modal, options }: LoadRemoteFeaturesWhenOpenedParameters): () => void {
  const subscription = modal.state$.subscribe(({ open }) => {
    if (open) void options.loadRemoteFeaturesOnce();
  });
  return () => subscription.unsubscribe();
}
