/**
 * The embedded (email) account's card on ProfileWallets: its email (shortened beyond 30 characters, the whole
 * address in the title), its address (shortened 4/6) and "Change email", which starts the email change
 * (UpdateEmailWallet), afresh. Nothing without a signed-in email account.
 */
import { truncateAddress } from '../../../domain/entities/display/truncateAddress.js';
import { truncateEmail } from '../../../domain/entities/display/truncateEmail.js';
import type { EmbeddedWalletState, EmbeddedWalletUseCase } from '../../../domain/usecases/embedded-wallet/wallet/index.js';
import { MailIcon } from '../../components/Icon/viewIcons.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { shallowEqual, useStore } from '../../state/useStore.js';
import { useT } from '../../i18n/useT.js';

const selectAccount = ({ user, email }: EmbeddedWalletState) => ({ address: user?.address, email: user?.email ?? email });

export function EmbeddedAccountCard({ embedded }: { embedded: EmbeddedWalletUseCase }) {
  const { router, updateEmail } = useLoadedCore();
  const { address, email } = useStore(embedded, selectAccount, shallowEqual);
  const { t } = useT();
  const changeEmail = () => {
    // A change left half-way before is not resumed: this one starts clean.
    updateEmail?.reset();
    router.push('UpdateEmailWallet');
  };
  if (address === undefined || email === undefined) return null;
  return (
    <>
      <div className="wp-profile-card">
        <span className="wp-profile-icon" aria-hidden="true">
          <MailIcon />
        </span>
        <div className="wp-profile-main">
          <p className="wp-profile-email" title={email}>
            {truncateEmail(email)}
          </p>
          <p className="wp-profile-address" title={address}>
            {truncateAddress(address)}
          </p>
        </div>
      </div>
      <button type="button" className="wp-button wp-button-secondary wp-button-block" onClick={() => changeEmail()}>
        {t('wallets.changeEmail')}
      </button>
    </>
  );
}
