import { describe, expect, it } from 'vitest';
import { encodeFunctionData } from 'viem';
import { fakeTokenBalance } from '../../../tests/fakes/blockchain-api.fake.js';
import { ERC20_TRANSFER_ABI, encodeErc20Transfer, tokenContractAddress } from './erc20Transfer.js';
import { nameAvatar, resolveNameAddress } from './resolveNameAddress.js';
import { searchTokens } from '../../entities/token/searchTokens.js';
import { sendableTokens } from './sendableTokens.js';

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const usdc = fakeTokenBalance({ symbol: 'USDC', name: 'USD Coin', address: 'eip155:1:0xabc', quantity: { decimals: '6', numeric: '2.5' } });

describe('the send helpers', () => {
  it('encodes transfer(to, amount) exactly as viem does', () => {
    expect(encodeErc20Transfer(TO, 12_500_000n)).toBe(
      encodeFunctionData({ abi: ERC20_TRANSFER_ABI, functionName: 'transfer', args: [TO, 12_500_000n] }),
    );
    expect(tokenContractAddress(usdc)).toBe('0xabc');
    expect(tokenContractAddress(fakeTokenBalance())).toBeUndefined();
  });

  it('lists sendable tokens native first and searches by name or symbol', () => {
    const lowQualityNative = fakeTokenBalance({ symbol: 'BAD', quantity: { decimals: '0', numeric: '5' } });
    const tokens = sendableTokens({ balances: [usdc, lowQualityNative, fakeTokenBalance()] });
    expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC']);
    expect(searchTokens(tokens, ' usd ').map((token) => token.symbol)).toEqual(['USDC']);
    expect(searchTokens(tokens, 'ether')).toHaveLength(1);
    expect(sendableTokens({ balances: [usdc], native: fakeTokenBalance() }).map((token) => token.symbol)).toEqual(['ETH', 'USDC']);
  });

  it("resolves a name's EVM address and avatar", () => {
    const created = '2026-01-01';
    expect(resolveNameAddress({ name: { addresses: { '2147514675': { address: TO, created } } } })).toBe(TO);
    expect(resolveNameAddress({ name: { addresses: { '501': { address: 'So11111111111111111111111111111111111111112', created } } } })).toBeUndefined();
    expect(nameAvatar({ attributes: [{ bio: 'x' }, { avatar: 'https://a.example/x.png' }] }, ['https://a.example'])).toBe('https://a.example/x.png');
    expect(nameAvatar({ attributes: [{ avatar: 'https://tracker.example/x.png' }] }, ['https://a.example'])).toBeUndefined();
  });
});
