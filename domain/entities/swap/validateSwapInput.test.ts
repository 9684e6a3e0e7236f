import { describe, expect, it } from 'vitest';
import { isCompleteSwapToken, validateSwapInput, type ValidateSwapInputParameters } from './validateSwapInput.js';

type Token = { symbol: string; address?: string | undefined; decimals?: number | undefined };
const usdc: Token = { symbol: 'USDC', address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', decimals: 6 };
const eth: Token = { symbol: 'ETH', address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', decimals: 18 };

const base: ValidateSwapInputParameters<Token, Token> = {
  walletAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  sourceToken: usdc,
  sourceTokenAmount: '12.5',
  toToken: eth,
};

function errorOf(parameters: Partial<ValidateSwapInputParameters<Token, Token>>) {
  const result = validateSwapInput({ ...base, ...parameters });
  if (result.ok) throw new Error('expected a failure');
  return { code: result.error.code, message: result.error.shortMessage, details: result.error.details };
}

describe('validateSwapInput', () => {
  it('accepts a complete swap and keeps the tokens as given', () => {
    const result = validateSwapInput(base);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.sourceToken).toBe(usdc);
    expect(result.value.toToken).toBe(eth);
    expect(result.value.sourceTokenAmount).toBe('12.5');
    expect(result.value.parsedSourceAmount.toString()).toBe('12.5');
  });

  it.each([undefined, null, ''])('needs a wallet address (%j)', (walletAddress) => {
    expect(errorOf({ walletAddress })).toEqual({
      code: 'NO_SWAP_ADDRESS',
      message: 'No address found to swap the tokens from.',
      details: undefined,
    });
  });

  const incompleteTokens: [string, Token | null | undefined][] = [
    ['no token', undefined],
    ['a null token', null],
    ['no address', { ...usdc, address: undefined }],
    ['an empty address', { ...usdc, address: '' }],
    ['no decimals', { ...usdc, decimals: undefined }],
    ['fractional decimals', { ...usdc, decimals: 1.5 }],
    ['negative decimals', { ...usdc, decimals: -1 }],
    ['decimals above a uint8', { ...usdc, decimals: 256 }],
    ['NaN decimals', { ...usdc, decimals: Number.NaN }],
  ];

  it.each(incompleteTokens)('needs a source token with address and decimals: %s', (_, sourceToken) => {
    expect(errorOf({ sourceToken })).toMatchObject({
      code: 'SWAP_SOURCE_TOKEN_REQUIRED',
      message: 'A source token with an address and decimals is required',
    });
  });

  it.each(incompleteTokens)('needs a destination token with address and decimals: %s', (_, toToken) => {
    expect(errorOf({ toToken })).toMatchObject({
      code: 'SWAP_DESTINATION_TOKEN_REQUIRED',
      message: 'A destination token with an address and decimals is required',
    });
  });

  it('takes tokens with zero decimals', () => {
    expect(validateSwapInput({ ...base, sourceToken: { ...usdc, decimals: 0 }, toToken: { ...eth, decimals: 0 } }).ok).toBe(
      true,
    );
  });

  it.each([undefined, null, '', '0', '0.000', '-1', '1e3', 'abc', '1,5'])('needs a positive amount (%j)', (amount) => {
    expect(errorOf({ sourceTokenAmount: amount })).toEqual({
      code: 'INCORRECT_AMOUNT',
      message: 'Incorrect amount',
      details: 'Please enter a valid amount',
    });
  });

  it('reports the first failing rule, in the order of the spec', () => {
    const allBad = { walletAddress: '', sourceToken: undefined, sourceTokenAmount: '0', toToken: undefined };
    expect(errorOf(allBad).code).toBe('NO_SWAP_ADDRESS');
    expect(errorOf({ ...allBad, walletAddress: '0x1' }).code).toBe('SWAP_SOURCE_TOKEN_REQUIRED');
    expect(errorOf({ ...allBad, walletAddress: '0x1', sourceToken: usdc }).code).toBe('INCORRECT_AMOUNT');
    expect(errorOf({ ...allBad, walletAddress: '0x1', sourceToken: usdc, sourceTokenAmount: '1' }).code).toBe(
      'SWAP_DESTINATION_TOKEN_REQUIRED',
    );
  });
});

describe('isCompleteSwapToken', () => {
  it('narrows a token to one with address and decimals', () => {
    const token: Token = { symbol: 'X', address: '0x1', decimals: 18 };
    expect(isCompleteSwapToken(token)).toBe(true);
    expect(isCompleteSwapToken(undefined)).toBe(false);
  });
});
