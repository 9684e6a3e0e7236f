/**
 * The email of the embedded (email) wallet under the account's address, shortened beyond 30 characters
 * (the whole address in its title): a button to the embedded account's page (ProfileWallets), where the
 * email can be changed. The email comes from outside: text only.
 */
import { truncateEmail } from '../../../domain/entities/display/truncateEmail.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { useT } from '../../i18n/useT.js';

export function EmbeddedEmailButton({ email }: { email: string }) {
  const { router } = useLoadedCore();
  const { t } = useT();
  return (
    <button type="button" className="wp-account-email" title={email} onClick={() => router.push('ProfileWallets')}>
      <span className="wp-visually-hidden">{`${t('account.emailWallet')} `}</span>
      {truncateEmail(email)}
    </button>
  );
}
