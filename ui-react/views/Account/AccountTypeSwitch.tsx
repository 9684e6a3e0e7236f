/**
 * The embedded wallet's preferred account type switch (SPEC.md section 4) under the account's address, on
 * smart-account-enabled networks only: "Switch to your EOA" or "Switch to your smart account" (the address
 * shown then changes), and whether the smart account is deployed yet, asked again each time the view shows
 * (a first transaction deploys it). The rules are AccountTypeUseCase's; this only shows its state.
 */
import { useEffect } from 'react';
import type { AccountTypeState, AccountTypeUseCase } from '../../../domain/usecases/embedded-wallet/account-type/index.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { shallowEqual, useStore } from '../../state/useStore.js';
import { useT } from '../../i18n/useT.js';

const LABELS = { eoa: 'account.switchToEoa', smartAccount: 'account.switchToSmartAccount' } as const;

const select = ({ switchTo, current, smartAccountDeployed, switching, error }: AccountTypeState) => ({ switchTo, current, smartAccountDeployed, switching, error });

/** `namespace`: the shown account's; the switch concerns eip155 accounts only. */
export function AccountTypeSwitch({ namespace }: { namespace: string | undefined }) {
  const { accountType } = useLoadedCore();
  return accountType && namespace === 'eip155' ? <Switch useCase={accountType} /> : null;
}

function Switch({ useCase }: { useCase: AccountTypeUseCase }) {
  const { switchTo, current, smartAccountDeployed, switching, error } = useStore(useCase, select, shallowEqual);
  const { t, localizeMessage } = useT();
  useEffect(() => {
    if (switchTo !== undefined) void useCase.refresh();
  }, [useCase, switchTo, current]);
  if (switchTo === undefined) return null;
  return (
    <>
      {current === 'smartAccount' && smartAccountDeployed !== undefined ? (
        <p className="wp-account-type" data-testid="smart-account-deployed" data-deployed={String(smartAccountDeployed)}>
          {smartAccountDeployed ? t('account.deployed') : t('account.notDeployedYet')}
        </p>
      ) : null}
      <button
        type="button"
        className="wp-account-email"
        data-testid="account-type-switch"
        disabled={switching}
        aria-busy={switching ? true : undefined}
        onClick={() => void useCase.switchTo(switchTo)}
      >
        {t(LABELS[switchTo])}
      </button>
      {error ? (
        <p className="wp-field-error" role="alert">
          {localizeMessage(error.message)}
        </p>
      ) : null}
    </>
  );
}
