/**
 * Name Registered: the name now belongs to the account (the names use case reloaded the account data, so the
 * Account view and the account button show it). The name is the service's: text only. It is shown large, and
 * the catalogue's sentence around it below; a language that does not start that sentence with the name gets
 * the whole sentence there instead.
 */
import type { NamesState } from '../../../domain/usecases/names/index.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { useT } from '../../i18n/useT.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { useStore } from '../../state/useStore.js';
import { splitAtPlaceholder } from '../Account/splitAtPlaceholder.js';
import { registerAccountNameCss } from '../RegisterAccountName/RegisterAccountName.styles.js';

const selectRegisteredName = (state: NamesState) => state.registeredName;

export function RegisterAccountNameSuccessView() {
  const { names, router } = useLoadedCore();
  const registeredName = useStore(names, selectRegisteredName);
  const { t } = useT();
  const name = registeredName ?? t('names.yourName');
  const { before, after } = splitAtPlaceholder(t('names.registered'), 'name');
  const text = before.trim() === '' ? after.trim() : t('names.registered', { name });
  return (
    <div className="wp-name wp-name-success">
      <ShadowStylesheet css={registerAccountNameCss} />
      <p className={registeredName === undefined ? 'wp-name-success-title' : 'wp-name-success-title wp-ltr'} data-testid="registered-name">
        {name}
      </p>
      <p className="wp-name-success-text">{text}</p>
      <button type="button" className="wp-button wp-button-primary wp-button-block" onClick={() => router.goBackOrCloseModal()}>
        {t('names.backToAccount')}
      </button>
    </div>
  );
}
