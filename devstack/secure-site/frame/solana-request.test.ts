/**
 * The frame's Solana side over a stand-in server and approval screen: the accounts without a screen (none when
 * signed out), the server's description shown with the app's name after it, the signature asked of the server
 * only after Approve, Reject and RPC_ABORT in the contract's words, and GET_USER routed by the chain id.
 */
import { describe, expect, it } from 'vitest';
import { API } from '../shared/api-types.js';
import type { ApiClient } from './api-client.js';
import type { ApprovalScreen, Decision } from './approval-screen.js';
import type { ApprovalDescription } from './describe-request.js';
import type { FrameContext } from './frame-context.js';
import { isSolanaChainId, solanaRpcRequest } from './solana-request.js';

const CHAIN = 'solana:gWrX94S2EYwdZDDp3Uu22AVvitZBW6A5';
const ADDRESS = 'JBBgQwgvxKJZVYRdoVW4VsPNs2J9kwsvo9am64S5Nfce';
const SIGN = { method: 'solana_signMessage', params: { message: '2NEpo7TZRRrLZSi2U', pubkey: ADDRESS }, chainId: CHAIN, chainNamespace: 'solana' as const };

function context({ token = 'token-1', decision = 'approved' as Decision } = {}) {
  const calls: { path: string; body: unknown }[] = [];
  const asked: ApprovalDescription[] = [];
  let aborts = 0;
  const api = {
    call: async (path: string, body: unknown) => {
      calls.push({ path, body });
      if (path === API.solanaUser) return { address: ADDRESS, chainId: CHAIN };
      if (path === API.solanaDescribe) return { heading: 'Sign message', rows: [{ label: 'Message', value: 'hello' }] };
      return { result: { signature: 'sig' } };
    },
  } as unknown as ApiClient;
  const approval = {
    get abortCount() {
      return aborts;
    },
    ask: async (description: ApprovalDescription, _icon: string | undefined, since: number) => {
      asked.push(description);
      return since === aborts ? decision : 'aborted';
    },
    abortAll: () => void (aborts += 1),
  } as unknown as ApprovalScreen;
  const frame = {
    api,
    approval,
    storage: { token },
    state: { appName: 'walletport demo', appIcon: undefined, chainId: 31337, loginId: undefined, changeId: undefined },
  } as unknown as FrameContext;
  return { frame, calls, asked, approval };
}

describe('solanaRpcRequest', () => {
  it('answers the accounts without a screen, none when signed out', async () => {
    const { frame, asked } = context();
    await expect(solanaRpcRequest(frame, { method: 'solana_getAccounts', chainId: CHAIN, chainNamespace: 'solana' })).resolves.toEqual([{ pubkey: ADDRESS }]);
    await expect(solanaRpcRequest(context({ token: '' }).frame, { method: 'solana_requestAccounts', chainNamespace: 'solana' })).resolves.toEqual([]);
    expect(asked).toEqual([]);
  });

  it("shows the server's description, then the app's name, and asks the server to sign only once approved", async () => {
    const { frame, calls, asked } = context();
    await expect(solanaRpcRequest(frame, SIGN)).resolves.toEqual({ signature: 'sig' });
    expect(asked).toEqual([{ heading: 'Sign message', rows: [{ label: 'Message', value: 'hello' }, { label: 'App', value: 'walletport demo' }] }]);
    expect(calls.map((call) => call.path)).toEqual([API.solanaDescribe, API.solanaSign]);
    expect(calls[1]?.body).toEqual({ method: SIGN.method, params: SIGN.params, chainId: CHAIN });
  });

  it('answers Reject and RPC_ABORT in the words of the contract, and signs nothing', async () => {
    const rejected = context({ decision: 'rejected' });
    await expect(solanaRpcRequest(rejected.frame, SIGN)).rejects.toThrow('User rejected the request.');
    const aborted = context();
    const pending = solanaRpcRequest(aborted.frame, SIGN);
    aborted.approval.abortAll(); // while the description is read from the server
    await expect(pending).rejects.toThrow('Request was aborted');
    expect([...rejected.calls, ...aborted.calls].some((call) => call.path === API.solanaSign)).toBe(false);
  });

  it('refuses a method it does not perform, and a signature when signed out', async () => {
    await expect(solanaRpcRequest(context().frame, { ...SIGN, method: 'solana_signAllTransactions' })).rejects.toThrow('This secure site cannot perform solana_signAllTransactions');
    await expect(solanaRpcRequest(context({ token: '' }).frame, SIGN)).rejects.toThrow('Not signed in');
  });

  it('knows a Solana chain id by its namespace', () => {
    expect(isSolanaChainId(CHAIN)).toBe(true);
    expect(isSolanaChainId('eip155:31337')).toBe(false);
    expect(isSolanaChainId(31337)).toBe(false);
  });
});
