/**
 * The email and embedded-wallet views need a use case that exists only when email or social login is on
 * (`core.emailLogin` and the like are undefined otherwise). A host page may still open such a view by name:
 * the view then says the login is off, with the way back, instead of failing. This builds such a view from
 * the part that renders the use case.
 */
import type { ComponentType } from 'react';
import type { WalletportCore } from '../../../container/walletport-core.js';
import type { ViewName } from '../../../domain/usecases/router/views.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { UnavailableView } from '../UnavailableView/UnavailableView.js';

export const EMBEDDED_OFF_MESSAGE = 'Email and social login are not available';

export function viewWithUseCase<TUseCase>(
  view: ViewName,
  pick: (core: WalletportCore) => TUseCase | undefined,
  Body: ComponentType<{ useCase: TUseCase }>,
): ComponentType {
  function ViewWithUseCase() {
    const useCase = pick(useLoadedCore());
    return useCase === undefined ? <UnavailableView view={view} message={EMBEDDED_OFF_MESSAGE} /> : <Body useCase={useCase} />;
  }
  ViewWithUseCase.displayName = `${view}View`;
  return ViewWithUseCase;
}
