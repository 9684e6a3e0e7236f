/** Renders the router's current view: eager, lazy (behind Suspense with a spinner) or "not available yet". */
import { Suspense, useContext } from 'react';
import { isViewName } from '../../domain/usecases/router/views.js';
import { Spinner } from '../components/Spinner/Spinner.js';
import { useLoadedCore } from '../hooks/useCore.js';
import { ViewErrorBoundary } from './ViewErrorBoundary.js';
import { ViewRegistryContext } from './ViewRegistryContext.js';
import { UnavailableView } from './UnavailableView/UnavailableView.js';

export type ViewOutletProps = { view: string };

export function ViewOutlet({ view }: ViewOutletProps) {
  const registry = useContext(ViewRegistryContext);
  const { events } = useLoadedCore();
  const Eager = isViewName(view) ? registry.eager[view] : undefined;
  const Lazy = isViewName(view) ? registry.lazy[view] : undefined;
  let content;
  if (Eager) content = <Eager />;
  else if (Lazy)
    content = (
      <Suspense fallback={<Spinner label="Loading view" />}>
        <Lazy />
      </Suspense>
    );
  else content = <UnavailableView view={view} />;
  return (
    <ViewErrorBoundary key={view} view={view} onError={(error) => void events.reportError(error)}>
      {content}
    </ViewErrorBoundary>
  );
}
