import { describe, expect, it } from 'vitest';
import { fakeTokenBalance } from '../../../tests/fakes/blockchain-api.fake.js';
import { SWAP_POPULAR_TOKEN_SYMBOLS } from '../../entities/constants.js';
import {
  findSwapToken,
  isNativeSwapToken,
  nativeSwapTokenAddress,
  popularTokens,
  searchSwapTokens,
  tokensWithBalance,
  toSwapTokens,
  withBalances,
} from './swapTokens.js';

const NETWORK = 'eip155:31337';
const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const WETH = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const listed = [
  { name: 'USD Coin', symbol: 'USDC', address: `${NETWORK}:${USDC}`, decimals: 6, logoUri: 'usdc.png' },
  { name: 'Wrapped Ether', symbol: 'WETH', address: `${NETWORK}:${WETH}`, decimals: 18, logoUri: 'weth.png' },
  { name: 'Dai', symbol: 'DAI', address: `${NETWORK}:0x0000000000000000000000000000000000000d0a`, decimals: 18, logoUri: '' },
];
const nativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 };
const balances = [
  fakeTokenBalance({ chainId: NETWORK, price: 2000, value: 3000, quantity: { decimals: '18', numeric: '1.5' } }),
  fakeTokenBalance({ chainId: NETWORK, symbol: 'USDC', name: 'USD Coin', address: `${NETWORK}:${USDC.toLowerCase()}`, price: 1, value: 100.25, quantity: { decimals: '6', numeric: '100.25' } }),
];
const tokens = toSwapTokens({ listed, balances, caipNetworkId: NETWORK, nativeCurrency });

describe('toSwapTokens', () => {
  it('adds the native currency first when the API leaves it out, and fills each balance by address', () => {
    expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'WETH', 'DAI']);
    expect(tokens[0]).toMatchObject({ address: nativeSwapTokenAddress(NETWORK), decimals: 18, quantity: { numeric: '1.5' }, price: 2000 });
    expect(tokens[1]).toMatchObject({ quantity: { decimals: '6', numeric: '100.25' }, price: 1, value: 100.25, logoUri: 'usdc.png' });
    expect(tokens[2]).toMatchObject({ quantity: { decimals: '18', numeric: '0' }, price: 0, value: 0 });
  });

  it('keeps a native entry the API lists, placed first', () => {
    const withNative = toSwapTokens({
      listed: [...listed, { name: 'Ether', symbol: 'ETH', address: `${NETWORK}:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`, decimals: 18, logoUri: 'eth.png' }],
      balances,
      caipNetworkId: NETWORK,
      nativeCurrency,
    });
    expect(withNative.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'WETH', 'DAI']);
    expect(withNative[0]).toMatchObject({ logoUri: 'eth.png', quantity: { numeric: '1.5' } });
  });

  it('withBalances empties what the account no longer holds', () => {
    expect(withBalances(tokens, [])[1]).toMatchObject({ quantity: { numeric: '0' }, price: 0, value: 0 });
  });
});

describe('the token lists', () => {
  it('lists the account tokens with a balance, highest value first', () => {
    expect(tokensWithBalance(tokens).map((token) => token.symbol)).toEqual(['ETH', 'USDC']);
  });

  it('lists the popular symbols the network has, in the popular order', () => {
    expect(SWAP_POPULAR_TOKEN_SYMBOLS).toEqual(['ETH', 'USDC', 'USDT', 'WETH', 'DAI', 'WBTC']);
    expect(popularTokens(tokens).map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'WETH', 'DAI']);
  });

  it.each([
    ['', ['ETH', 'USDC', 'WETH', 'DAI']],
    ['  usd ', ['USDC']],
    ['ether', ['ETH', 'WETH']],
    ['weth', ['WETH']],
    [USDC.slice(0, 8).toUpperCase(), ['USDC']],
    [`${NETWORK}:${WETH.slice(0, 6)}`, ['WETH']],
    ['nothing', []],
  ])('searches by name, symbol or address: %j', (query, expected) => {
    expect(searchSwapTokens(tokens, query).map((token) => token.symbol)).toEqual(expected);
  });

  it('finds a swap argument by symbol or address', () => {
    expect(findSwapToken(tokens, 'usdc')?.symbol).toBe('USDC');
    expect(findSwapToken(tokens, WETH.toLowerCase())?.symbol).toBe('WETH');
    expect(findSwapToken(tokens, `${NETWORK}:${WETH}`)?.symbol).toBe('WETH');
    expect(findSwapToken(tokens, undefined)).toBeUndefined();
    expect(findSwapToken(tokens, 'XYZ')).toBeUndefined();
  });

  it('tells the native currency by its placeholder address', () => {
    expect(isNativeSwapToken({ address: 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' })).toBe(true);
    expect(isNativeSwapToken({ address: `${NETWORK}:${USDC}` })).toBe(false);
  });
});
