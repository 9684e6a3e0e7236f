/**
 * The modal around a sign-in: while sign-in is required and no session exists, the modal cannot be closed on
 * the sign or approve view; an optional sign-in dismissed with the modal stays signed out (connected, not
 * asked again for this account).
 */
import type { ViewName } from '../router/index.js';
import type { SiwxContext } from './siwx.context.js';
import type { SiwxStatus } from './siwx.types.js';

/** The views on which a required sign-in cannot be dismissed. */
const GUARDED_VIEWS: ReadonlySet<ViewName> = new Set<ViewName>(['SIWXSignMessage', 'ApproveTransaction']);
const ASKING: ReadonlySet<SiwxStatus> = new Set<SiwxStatus>(['checking', 'prompting', 'signing']);

/** The close guard: may the modal close now? */
export function mayCloseModal({ deps, state, memory }: Pick<SiwxContext, 'deps' | 'state' | 'memory'>): boolean {
  const { required, status } = state.read();
  if (!required || memory.leaving || !ASKING.has(status)) return true;
  return !GUARDED_VIEWS.has(deps.router.snapshot.view);
}

/** The modal closed: an optional sign-in on screen is dismissed. */
export function onModalClosed({ state }: Pick<SiwxContext, 'state'>): void {
  const { status, required } = state.read();
  if (status === 'prompting' && !required) state.update({ status: 'signed-out', error: undefined });
}
