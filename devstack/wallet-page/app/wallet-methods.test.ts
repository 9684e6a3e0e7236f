import { recoverMessageAddress, stringToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it, vi } from 'vitest';
import { DEV_ACCOUNTS } from '../../config.js';
import { answerRequest, isWalletMethod, WalletRpcError, type WalletMethodContext } from './wallet-methods.js';

const account = privateKeyToAccount(DEV_ACCOUNTS[0].privateKey);
const chains = [
  { chainId: 31337, name: 'A', rpcUrl: 'http://127.0.0.1:1' },
  { chainId: 31338, name: 'B', rpcUrl: 'http://127.0.0.1:2' },
];

function context(): WalletMethodContext & { switchChain: ReturnType<typeof vi.fn>; addChain: ReturnType<typeof vi.fn> } {
  return { account, chains, switchChain: vi.fn(async () => undefined), addChain: vi.fn(async () => undefined) };
}

async function failure(promise: Promise<unknown>): Promise<{ code: number; message: string }> {
  const error = await promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WalletRpcError);
  const { code, message } = error as WalletRpcError;
  return { code, message };
}

const answer = (method: string, params: unknown, chainId = 'eip155:31337', given = context()) => answerRequest(given, { method, params, chainId });

describe('answerRequest', () => {
  it('signs personal_sign for a hex or plain message, in either parameter order', async () => {
    const hex = stringToHex('hello');
    for (const params of [[hex, account.address], [account.address, hex], ['hello', account.address]]) {
      const signature = (await answer('personal_sign', params)) as `0x${string}`;
      expect(await recoverMessageAddress({ message: { raw: hex }, signature })).toBe(account.address);
    }
  });

  it("refuses to sign for another account (4100) and malformed params (-32602)", async () => {
    expect((await failure(answer('personal_sign', [stringToHex('x'), DEV_ACCOUNTS[1].address]))).code).toBe(4100);
    expect((await failure(answer('eth_signTypedData_v4', [account.address, '{not json']))).code).toBe(-32602);
    expect((await failure(answer('eth_sendTransaction', []))).code).toBe(-32602);
  });

  it('sends transactions only for chains it has an RPC for', async () => {
    expect((await failure(answer('eth_sendTransaction', [{ from: account.address, to: account.address }], 'eip155:1'))).code).toBe(4901);
  });

  it('hands switches and adds of local chains to the session, and answers 4902 for other chains', async () => {
    const given = context();
    expect(await answer('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }], 'eip155:31337', given)).toBeNull();
    expect(given.switchChain).toHaveBeenCalledWith('eip155:31338');
    expect(await answer('wallet_addEthereumChain', [{ chainId: '0x7a69', chainName: 'A', rpcUrls: ['http://127.0.0.1:1'] }], 'eip155:31337', given)).toBeNull();
    expect(given.addChain).toHaveBeenCalledWith('eip155:31337');
    expect((await failure(answer('wallet_switchEthereumChain', [{ chainId: '0x1' }]))).code).toBe(4902);
    expect((await failure(answer('wallet_addEthereumChain', [{ chainId: '0x89', rpcUrls: ['https://polygon.example'] }]))).code).toBe(4902);
    expect((await failure(answer('wallet_switchEthereumChain', [{ chainId: 31338 }]))).code).toBe(-32602);
  });

  it('answers unknown methods with 4200', async () => {
    expect(isWalletMethod('eth_sign')).toBe(false);
    expect((await failure(answer('eth_sign', []))).code).toBe(4200);
  });
});
