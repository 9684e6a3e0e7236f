/**
 * The kind of the shown account, under its name on eip155 (the one namespace with both kinds): 'EOA' or
 * 'Smart account', as the connection typed it from what the wallet said (walletAccountType).
 */
import type { AccountEntry, AccountType } from '../../../domain/entities/account/account.js';
import type { ChainNamespace } from '../../../domain/entities/connector/connector.js';
import type { MessageKey } from '../../../locales/messages.js';
import { useT } from '../../i18n/useT.js';

const LABELS: Partial<Record<AccountType, MessageKey>> = { eoa: 'account.eoa', smartAccount: 'account.smartAccount' };

export type AccountTypeTagProps = { namespace: ChainNamespace | undefined; address: string; allAccounts: readonly AccountEntry[] };

export function AccountTypeTag({ namespace, address, allAccounts }: AccountTypeTagProps) {
  const { t } = useT();
  if (namespace !== 'eip155') return null;
  const type = allAccounts.find((entry) => entry.address.toLowerCase() === address.toLowerCase())?.type;
  const label = type === undefined ? undefined : LABELS[type];
  if (label === undefined) return null;
  return (
    <p className="wp-account-type" data-testid="account-type" data-type={type}>
      {t(label)}
    </p>
  );
}
