/**
 * An element's attributes as its button's props, in the web's conventions: `label="Sign in"`,
 * `loading-label`, `show-account="false"` (absent or any other value: shown, the button's default) and
 * `balance="hide"` (`show` or `hide`; anything else leaves the default). An absent attribute gives no prop, so
 * the button's own default (and its localized text) applies.
 */
import type { AccountButtonProps } from '../ui-react/components/AccountButton/AccountButton.js';
import type { ConnectButtonProps } from '../ui-react/components/ConnectButton/ConnectButton.js';

export type ElementAttributes = Readonly<Record<string, string | null | undefined>>;

export type ConnectButtonPropsOfParameters = ElementAttributes;
export type ConnectButtonPropsOfReturnType = ConnectButtonProps;
export type ConnectButtonPropsOfErrorType = never;

export function connectButtonPropsOf(attributes: ConnectButtonPropsOfParameters): ConnectButtonPropsOfReturnType {
  const showAccount = attributes['show-account'];
  return {
    label: attributes['label'] ?? undefined,
    loadingLabel: attributes['loading-label'] ?? undefined,
    showAccount: showAccount === null || showAccount === undefined ? undefined : showAccount.trim().toLowerCase() !== 'false',
    balance: balanceOf(attributes['balance']),
  };
}

export type AccountButtonPropsOfParameters = ElementAttributes;
export type AccountButtonPropsOfReturnType = Pick<AccountButtonProps, 'balance'>;
export type AccountButtonPropsOfErrorType = never;

export function accountButtonPropsOf(attributes: AccountButtonPropsOfParameters): AccountButtonPropsOfReturnType {
  return { balance: balanceOf(attributes['balance']) };
}

function balanceOf(value: string | null | undefined): AccountButtonProps['balance'] {
  const normalized = value?.trim().toLowerCase();
  return normalized === 'show' || normalized === 'hide' ? normalized : undefined;
}
