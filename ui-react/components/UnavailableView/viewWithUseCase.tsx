/**
 * The one "this use case is off" view. Some views need a use case that exists only when its feature is on
 * (`core.emailLogin` and the like without email or social login, `core.walletConnect` without a WalletConnect
 * project). A host page may still open such a view by name: the view then says the feature is off, with the
 * way back (UnavailableView), instead of failing. This builds such a view from the part that renders the use
 * case.
 */
import type { ComponentType } from 'react';
import type { WalletportCore } from '../../../container/walletport-core.js';
import type { ViewName } from '../../../domain/usecases/router/index.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { enShell } from '../../../locales/en/shell.js';
import { UnavailableView, type UnavailableMessage } from './UnavailableView.js';

/** What the view says by default, in English (what tests read). */
export const EMBEDDED_OFF_MESSAGE = enShell['shell.embeddedLoginOff'];

export function viewWithUseCase<TUseCase>(
  view: ViewName,
  pick: (core: WalletportCore) => TUseCase | undefined,
  Body: ComponentType<{ useCase: TUseCase }>,
  /** What the view says when the use case is off (a catalogue key); email and social login's by default. */
  offMessage: UnavailableMessage = 'shell.embeddedLoginOff',
): ComponentType {
  function ViewWithUseCase() {
    const useCase = pick(useLoadedCore());
    return useCase === undefined ? <UnavailableView view={view} message={offMessage} /> : <Body useCase={useCase} />;
  }
  ViewWithUseCase.displayName = `${view}View`;
  return ViewWithUseCase;
}
