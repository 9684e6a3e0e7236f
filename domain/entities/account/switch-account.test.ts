import { describe, expect, it } from 'vitest';
import { accountTypes, type AccountType } from './account.js';
import { validateAccountSwitch, type ValidateAccountSwitchParameters } from './switch-account.js';

const bitcoinAddress = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const evmAddress = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const solanaAddress = 'So11111111111111111111111111111111111111112';

function errorOf(parameters: ValidateAccountSwitchParameters) {
  const result = validateAccountSwitch(parameters);
  if (result.ok) throw new Error('expected a failure');
  return { code: result.error.code, message: result.error.shortMessage };
}

describe('validateAccountSwitch on bip122', () => {
  it('switches to a payment account', () => {
    expect(validateAccountSwitch({ namespace: 'bip122', address: bitcoinAddress, accountType: 'payment' })).toMatchObject({
      ok: true,
      value: { namespace: 'bip122', address: bitcoinAddress, accountType: 'payment' },
    });
  });

  it.each([undefined, null, ''])('needs an address (%j), before anything else', (address) => {
    expect(errorOf({ namespace: 'bip122', address, accountType: 'ordinal' })).toEqual({
      code: 'BIP122_ADDRESS_REQUIRED',
      message: 'Address parameter is required for switching bip122 connection',
    });
  });

  it.each([...accountTypes.filter((type) => type !== 'payment'), undefined] as (AccountType | undefined)[])(
    'refuses a %s account',
    (accountType) => {
      expect(errorOf({ namespace: 'bip122', address: bitcoinAddress, accountType })).toEqual({
        code: 'NON_PAYMENT_ACCOUNT_SWITCH',
        message: 'Switching to non-payment accounts is not allowed for bip122',
      });
    },
  );

  it('refuses a payment account whose address is not a Bitcoin address', () => {
    expect(errorOf({ namespace: 'bip122', address: evmAddress, accountType: 'payment' })).toEqual({
      code: 'INVALID_ADDRESS',
      message: `Address "${evmAddress}" is invalid.`,
    });
  });
});

describe('validateAccountSwitch on other namespaces', () => {
  it.each([
    ['eip155', evmAddress, 'eoa'],
    ['eip155', evmAddress.toLowerCase(), 'smartAccount'],
    ['solana', solanaAddress, 'eoa'],
    ['solana', solanaAddress, undefined],
  ] as const)('%s switches to %s', (namespace, address, accountType) => {
    expect(validateAccountSwitch({ namespace, address, accountType }).ok).toBe(true);
  });

  it.each([
    ['eip155', solanaAddress],
    ['eip155', evmAddress.replace('a', 'A')],
    ['solana', evmAddress],
    ['polkadot', evmAddress],
    ['cosmos', evmAddress],
    ['eip155', ''],
  ] as const)('%s refuses %j', (namespace, address) => {
    expect(errorOf({ namespace, address, accountType: 'eoa' })).toEqual({
      code: 'INVALID_ADDRESS',
      message: `Address "${address}" is invalid.`,
    });
  });

  it('refuses a missing address as invalid', () => {
    expect(errorOf({ namespace: 'eip155', address: undefined })).toEqual({
      code: 'INVALID_ADDRESS',
      message: 'Address "" is invalid.',
    });
  });

  it('does not apply the payment rule outside bip122', () => {
    expect(validateAccountSwitch({ namespace: 'eip155', address: evmAddress, accountType: 'payment' }).ok).toBe(true);
  });
});
