/**
 * Name Registered: the name now belongs to the account (the names use case reloaded the account data, so the
 * Account view and the account button show it). The name is the service's: text only.
 */
import type { NamesState } from '../../../domain/usecases/names/index.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { useStore } from '../../state/useStore.js';
import { registerAccountNameCss } from '../RegisterAccountName/RegisterAccountName.styles.js';

const selectRegisteredName = (state: NamesState) => state.registeredName;

export function RegisterAccountNameSuccessView() {
  const { names, router } = useLoadedCore();
  const registeredName = useStore(names, selectRegisteredName);
  return (
    <div className="wp-name wp-name-success">
      <ShadowStylesheet css={registerAccountNameCss} />
      <p className="wp-name-success-title" data-testid="registered-name">
        {registeredName ?? 'Your name'}
      </p>
      <p className="wp-name-success-text">is now the name of this account.</p>
      <button type="button" className="wp-button wp-button-primary wp-button-block" onClick={() => router.goBackOrCloseModal()}>
        Back to account
      </button>
    </div>
  );
}
