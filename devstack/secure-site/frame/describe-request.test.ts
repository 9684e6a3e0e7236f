import { encodeFunctionData, erc20Abi, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { describeRequest, readableMessage } from './describe-request.js';

const context = { appName: 'Demo <b>app</b>', networkName: 'Walletport Devnet A' };
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('what the approval screen says', () => {
  it('decodes a personal_sign message that is hex of UTF-8, and leaves other hex and plain text alone', () => {
    expect(readableMessage(toHex('hello <script> ✓'))).toBe('hello <script> ✓');
    expect(readableMessage('0xff00fe')).toBe('0xff00fe');
    expect(readableMessage('plain words')).toBe('plain words');
    expect(describeRequest('personal_sign', [toHex('Sign in'), RECIPIENT], context)).toEqual({
      heading: 'Sign this message',
      rows: [
        { label: 'App', value: 'Demo <b>app</b>' },
        { label: 'Network', value: 'Walletport Devnet A' },
        { label: 'Message', value: 'Sign in' },
      ],
    });
  });

  it('shows a transaction’s amount in ETH, the recipient in full and any data', () => {
    const { heading, rows } = describeRequest('eth_sendTransaction', [{ to: RECIPIENT, value: '0x3782dace9d900000', data: '0xabcd' }], { appName: undefined, networkName: 'B' });
    expect(heading).toBe('Approve transaction');
    expect(rows).toEqual([
      { label: 'App', value: 'Unknown app' },
      { label: 'Network', value: 'B' },
      { label: 'Amount', value: '4 ETH' },
      { label: 'Recipient', value: RECIPIENT },
      { label: 'Data', value: '0xabcd' },
    ]);
    expect(describeRequest('eth_sendTransaction', [{ data: '0x60' }], context).rows.find((row) => row.label === 'Recipient')?.value).toBe('A new contract');
  });

  it('names typed data by domain and primary type', () => {
    const typed = { domain: { name: 'walletport', version: '1', verifyingContract: RECIPIENT }, types: {}, primaryType: 'Mail', message: { contents: 'hi' } };
    const { heading, rows } = describeRequest('eth_signTypedData_v4', [RECIPIENT, JSON.stringify(typed)], context);
    expect(heading).toBe('Sign typed data');
    expect(rows.slice(2)).toEqual([
      { label: 'Domain', value: 'walletport, version 1' },
      { label: 'Contract', value: RECIPIENT },
      { label: 'Type', value: 'Mail' },
      { label: 'Message', value: JSON.stringify({ contents: 'hi' }, null, 2) },
    ]);
  });
});

describe('an ERC-20 transfer on the approval screen', () => {
  const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 12_500_000n] });

  it('shows the token amount and the real recipient, not 0 ETH to the token contract', () => {
    const { rows } = describeRequest('eth_sendTransaction', [{ to: USDC, data }], { ...context, token: { symbol: 'USDC', decimals: 6 } });
    expect(rows.slice(2)).toEqual([
      { label: 'Amount', value: '12.5 USDC' },
      { label: 'Recipient', value: RECIPIENT },
      { label: 'Token contract', value: USDC },
    ]);
  });

  it('shows base units when the token did not say its decimals, and other calls as before', () => {
    const { rows } = describeRequest('eth_sendTransaction', [{ to: USDC, data }], context);
    expect(rows.find((row) => row.label === 'Amount')?.value).toBe('12500000 (token base units)');
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [RECIPIENT, 1n] });
    expect(describeRequest('eth_sendTransaction', [{ to: USDC, data: approve }], context).rows.find((row) => row.label === 'Recipient')?.value).toBe(USDC);
  });
});

describe('the approval screen of a batch (wallet_sendCalls)', () => {
  it('lists every call of the batch in order on one screen, and who pays the gas when a paymaster is named', () => {
    const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    const request = { version: '2.0.0', calls: [{ to: RECIPIENT, value: '0xde0b6b3a7640000' }, { to: OTHER, data: '0x1234' }], capabilities: { paymasterService: { url: 'http://127.0.0.1:4000/v1/paymaster' } } };
    const { heading, rows } = describeRequest('wallet_sendCalls', [request], context);
    expect(heading).toBe('Approve calls');
    expect(rows.slice(2)).toEqual([
      { label: 'Call 1 of 2: amount', value: '1 ETH' },
      { label: 'Call 1 of 2: recipient', value: RECIPIENT },
      { label: 'Call 2 of 2: amount', value: '0 ETH' },
      { label: 'Call 2 of 2: recipient', value: OTHER },
      { label: 'Call 2 of 2: data', value: '0x1234' },
      { label: 'Gas paid by', value: 'http://127.0.0.1:4000/v1/paymaster' },
    ]);
    expect(describeRequest('wallet_sendCalls', [{ calls: [{ to: RECIPIENT }] }], context).rows.some((row) => row.label === 'Gas paid by')).toBe(false);
  });
});
