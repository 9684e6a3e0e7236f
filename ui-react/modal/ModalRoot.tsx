/**
 * Where the modal goes, as the provider renders it: nothing until the client's core has loaded (nothing on
 * the server), then the modal layer (ModalLayer.tsx), whose chunk is fetched once and shared with prefetch.
 */
import { lazy, Suspense } from 'react';
import { useCore } from '../hooks/useCore.js';
import { loadModalLayer } from '../views/prefetch.js';

export { HOST_ATTRIBUTE } from './host-attribute.js';

const ModalLayer = lazy(() => loadModalLayer().then((module) => ({ default: module.ModalLayer })));

export function ModalRoot() {
  const core = useCore();
  if (!core) return null;
  return (
    <Suspense fallback={null}>
      <ModalLayer />
    </Suspense>
  );
}
