/**
 * Renders the router's current view: eager, lazy or "not available yet". A lazy view whose chunk has loaded
 * renders in the navigation's own commit; one still loading shows a busy spinner, replaced by the view as
 * soon as the chunk arrives (a state update, not a Suspense retry: React holds a Suspense boundary's content
 * back until 300 ms after its fallback showed, a fixed wait before every lazily shown view).
 */
import { useContext, useEffect, useState, type ComponentType } from 'react';
import { isViewName } from '../../domain/usecases/router/index.js';
import { Spinner } from '../components/Spinner/Spinner.js';
import { useLoadedCore } from '../hooks/useCore.js';
import { useT } from '../i18n/useT.js';
import { loadedView, loadView, type ViewLoader } from './registry.js';
import { ViewErrorBoundary } from './ViewErrorBoundary.js';
import { ViewRegistryContext } from './ViewRegistryContext.js';
import { UnavailableView } from '../components/UnavailableView/UnavailableView.js';

export type ViewOutletProps = { view: string };

type LoadState = { component?: ComponentType; error?: unknown };

/** A lazy view: its component at once when loaded, else a spinner until it is (a failed load throws to the boundary). */
function LazyView({ loader }: { loader: ViewLoader }) {
  const [state, setState] = useState<LoadState>(() => ({ component: loadedView(loader) }));
  const { t } = useT();
  useEffect(() => {
    if (state.component) return;
    let live = true;
    loadView(loader).then(
      (component) => live && setState({ component }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [loader, state.component]);
  if (state.error !== undefined) throw state.error;
  const View = state.component;
  return View ? <View /> : <Spinner label={t('shell.loadingView')} />;
}

export function ViewOutlet({ view }: ViewOutletProps) {
  const registry = useContext(ViewRegistryContext);
  const { events } = useLoadedCore();
  const Eager = isViewName(view) ? registry.eager[view] : undefined;
  const loader = isViewName(view) ? registry.lazy[view] : undefined;
  let content;
  if (Eager) content = <Eager />;
  else if (loader) content = <LazyView loader={loader} />;
  else content = <UnavailableView view={view} />;
  return (
    <ViewErrorBoundary key={view} view={view} onError={(error) => void events.reportError(error)}>
      {content}
    </ViewErrorBoundary>
  );
}
