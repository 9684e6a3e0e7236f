import { describe, expect, it } from 'vitest';
import { errorMessage } from '../errors/catalogue.js';
import { validateSendInput, type ValidateSendInputParameters } from './validateSendInput.js';

const evmAddress = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const solanaAddress = 'So11111111111111111111111111111111111111112';
const token = { symbol: 'ETH' };

const base: ValidateSendInputParameters<typeof token> = {
  token,
  amount: '1.5',
  receiverAddress: evmAddress,
  namespace: 'eip155',
};

function errorOf(parameters: Partial<ValidateSendInputParameters<typeof token>>) {
  const result = validateSendInput({ ...base, ...parameters });
  if (result.ok) throw new Error('expected a failure');
  return { code: result.error.code, message: result.error.shortMessage, details: result.error.details };
}

describe('validateSendInput', () => {
  it('accepts a complete send and hands back the parsed amount', () => {
    const result = validateSendInput(base);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ token, amount: '1.5', receiverAddress: evmAddress, namespace: 'eip155' });
    expect(result.value.parsedAmount.toString()).toBe('1.5');
  });

  it('accepts a Solana send', () => {
    expect(validateSendInput({ ...base, namespace: 'solana', receiverAddress: solanaAddress }).ok).toBe(true);
  });

  it.each(['polkadot', 'cosmos', 'unknown', ''])('refuses to send on %j', (namespace) => {
    expect(errorOf({ namespace })).toMatchObject({
      code: 'SEND_NAMESPACE_NOT_SUPPORTED',
      message: 'Unsupported chain',
    });
    expect(errorMessage('SEND_NAMESPACE_NOT_SUPPORTED')).toBe('Unsupported chain');
  });

  it.each([
    ['no amount', { amount: undefined }],
    ['an empty amount', { amount: '' }],
    ['no receiver', { receiverAddress: undefined }],
    ['an empty receiver', { receiverAddress: '' }],
    ['neither', { amount: null, receiverAddress: null }],
    ['neither, and no token either', { amount: '', receiverAddress: '', token: undefined }],
  ])('requires an amount and a receiver: %s', (_, parameters) => {
    expect(errorOf(parameters)).toMatchObject({
      code: 'SEND_AMOUNT_AND_RECEIVER_REQUIRED',
      message: 'An amount and receiver address are required',
    });
  });

  it.each([undefined, null])('requires a token (%j)', (missing) => {
    expect(errorOf({ token: missing })).toMatchObject({ code: 'SEND_TOKEN_REQUIRED', message: 'A token is required' });
  });

  it('takes any present token, even a falsy one', () => {
    expect(validateSendInput({ ...base, token: 0 }).ok).toBe(true);
  });

  it.each(['0', '0.0', '.0', '-1', '+1', '1e3', '1,5', ' 1', '1 ', 'abc', '1.2.3', '.', '0x10', '0.000000000000000000001'])(
    'rejects the amount %j as incorrect',
    (amount) => {
      expect(errorOf({ amount })).toMatchObject({
        code: 'INCORRECT_AMOUNT',
        message: 'Incorrect amount',
        details: 'Please enter a valid amount',
      });
    },
  );

  it.each(['1', '1.', '.5', '0.00000000000000000001', '007.50'])('accepts the amount %j', (amount) => {
    expect(validateSendInput({ ...base, amount }).ok).toBe(true);
  });

  it.each([
    ['a lowercase-broken checksum', 'eip155', evmAddress.replace('a', 'A')],
    ['a Solana address on eip155', 'eip155', solanaAddress],
    ['an EVM address on solana', 'solana', evmAddress],
    ['a short hex address', 'eip155', '0x1234'],
  ])('rejects %s as the receiver', (_, namespace, receiverAddress) => {
    expect(errorOf({ namespace, receiverAddress })).toMatchObject({
      code: 'INVALID_ADDRESS',
      message: `Address "${receiverAddress}" is invalid.`,
    });
  });

  it('accepts an amount up to the balance, exactly', () => {
    expect(validateSendInput({ ...base, amount: '1.5', balance: '1.5' }).ok).toBe(true);
    expect(validateSendInput({ ...base, amount: '1.5', balance: '1.50000000000000000001' }).ok).toBe(true);
    expect(errorOf({ amount: '1.50000000000000000001', balance: '1.5' })).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Insufficient balance',
    });
    expect(errorOf({ amount: '0.3', balance: 0.1 + 0.2 - 0.0000000000000001 })).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
    });
  });

  it('skips the balance rule when no balance is known', () => {
    expect(validateSendInput({ ...base, amount: '1000000', balance: undefined }).ok).toBe(true);
    expect(validateSendInput({ ...base, amount: '1000000', balance: null }).ok).toBe(true);
  });

  it('reports the first failing rule', () => {
    expect(errorOf({ namespace: 'cosmos', amount: '' }).code).toBe('SEND_NAMESPACE_NOT_SUPPORTED');
    expect(errorOf({ token: undefined, amount: 'x' }).code).toBe('SEND_TOKEN_REQUIRED');
    expect(errorOf({ amount: 'x', receiverAddress: 'y' }).code).toBe('INCORRECT_AMOUNT');
    expect(errorOf({ receiverAddress: 'y', balance: '0' }).code).toBe('INVALID_ADDRESS');
  });

  it('throws on a balance that is not a number (a bug upstream)', () => {
    expect(() => validateSendInput({ ...base, balance: 'lots' })).toThrow(expect.objectContaining({ code: 'INVALID_NUMBER' }));
  });
});

describe('validateSendInput on bip122', () => {
  const bitcoin = { token: { symbol: 'BTC' }, amount: '0.5', receiverAddress: 'bcrt1qwerepfw0m9wmxlfg274xa8ep6dyyws39evv6e4', namespace: 'bip122', balance: '1' };

  it("checks the receiver by the active network's address rules and the amount against BTC's 8 decimals", () => {
    expect(validateSendInput({ ...bitcoin, caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' }).ok).toBe(true);
    expect(validateSendInput({ ...bitcoin, caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' })).toMatchObject({ ok: false, error: { code: 'INVALID_ADDRESS' } });
    expect(validateSendInput({ ...bitcoin, amount: '0.000000001', caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' })).toMatchObject({ ok: false, error: { code: 'INCORRECT_AMOUNT' } });
  });
});
