import { describe, expect, it } from 'vitest';
import { parseSendCallsAnswer, sendCallsRequest } from './sendCallsRequest.js';

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('sendCallsRequest', () => {
  it('builds a 2.0.0 request: hex chain and values, atomicRequired false unless forced, capabilities passed through', () => {
    const paymasterService = { url: 'http://127.0.0.1:4000/paymaster' };
    expect(sendCallsRequest({ calls: [{ to: TO, value: 255n, capabilities: { x: 1 } }], from: FROM, chainId: 10, capabilities: { paymasterService }, id: 'mine' })).toEqual([
      { version: '2.0.0', id: 'mine', from: FROM, chainId: '0xa', atomicRequired: false, calls: [{ to: TO, value: '0xff', capabilities: { x: 1 } }], capabilities: { paymasterService } },
    ]);
  });

  it('refuses an empty batch and a call breaking SPEC.md section 5, naming it', () => {
    expect(() => sendCallsRequest({ calls: [], from: FROM, chainId: 1 })).toThrow('Invalid calls: at least one call is needed');
    expect(() => sendCallsRequest({ calls: [{ to: TO }, { to: TO, data: 'abcd' as `0x${string}` }], from: FROM, chainId: 1 })).toThrow('Invalid calls: call 1: `data` must start with 0x');
  });
});

describe('parseSendCallsAnswer', () => {
  it('reads { id, capabilities } and the bare id of version 1 wallets', () => {
    expect(parseSendCallsAnswer({ answer: { id: 'x', capabilities: { a: 1 } } })).toEqual({ id: 'x', capabilities: { a: 1 } });
    expect(parseSendCallsAnswer({ answer: 'x' })).toEqual({ id: 'x' });
  });

  it.each([null, '', { id: '' }, { id: 7 }])('refuses %j', (answer) => {
    expect(() => parseSendCallsAnswer({ answer })).toThrow('Invalid response from wallet_sendCalls');
  });
});
