import { encodeAbiParameters, encodeFunctionData, erc20Abi, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { readTokenMetadata, tokenTransferOf } from './token-transfer.js';

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('token transfers', () => {
  it('finds an ERC-20 transfer in data or input, and nothing in other calls', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 5n] });
    expect(tokenTransferOf({ to: TOKEN, data })).toEqual({ token: TOKEN, recipient: RECIPIENT, amount: 5n });
    expect(tokenTransferOf({ to: TOKEN, input: data })).toEqual({ token: TOKEN, recipient: RECIPIENT, amount: 5n });
    expect(tokenTransferOf({ to: TOKEN, data: '0xa9059cbb00' })).toBeUndefined();
    expect(tokenTransferOf({ to: TOKEN, value: '0x1' })).toBeUndefined();
    expect(tokenTransferOf(null)).toBeUndefined();
  });

  it('reads symbol and decimals, and gives up on a contract that answers nonsense', async () => {
    const answers: Record<string, Hex> = {
      [encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' })]: encodeAbiParameters([{ type: 'string' }], ['USDC']),
      [encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' })]: encodeAbiParameters([{ type: 'uint8' }], [6]),
    };
    expect(await readTokenMetadata(TOKEN, async (_to, data) => answers[data])).toEqual({ symbol: 'USDC', decimals: 6 });
    expect(await readTokenMetadata(TOKEN, async () => '0x')).toBeUndefined();
    expect(await readTokenMetadata(TOKEN, async () => Promise.reject(new Error('reverted')))).toBeUndefined();
  });
});
