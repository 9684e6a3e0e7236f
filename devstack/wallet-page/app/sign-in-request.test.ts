// The wallet page's half of one-click sign-in: narrowing the dapp's payload to what the wallet has, and
// CACAOs whose signatures verify over the very message the dapp will rebuild.
import { createEncodedRecap, formatMessage, getChainsFromRecap, getMethodsFromRecap, getRecapFromResources } from '@walletconnect/utils';
import { verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { DEV_ACCOUNTS } from '../../config.js';
import { payloadToSign, requestedMethods, signCacaos, type AuthPayload } from './sign-in-request.js';

const A = 'eip155:31337';
const B = 'eip155:31338';
const account = privateKeyToAccount(DEV_ACCOUNTS[0].privateKey);

/** What a dapp's sign client sends: the methods it wants as a ReCap in `resources`. */
function request(chains: string[], methods: string[]): AuthPayload {
  return {
    type: 'caip122',
    chains,
    domain: 'dapp.example',
    aud: 'https://dapp.example/login',
    version: '1',
    nonce: 'n0nce123',
    iat: '2026-11-24T12:00:00.000Z',
    statement: 'Sign in',
    resources: [createEncodedRecap('eip155', 'request', methods)],
  };
}

const formatAuthMessage = ({ request: payload, iss }: { request: AuthPayload; iss: string }) => formatMessage(payload, iss);

describe('payloadToSign', () => {
  it('keeps the requested chains the wallet has and the requested methods it answers, in the ReCap', () => {
    const payload = payloadToSign(request([A, 'eip155:1', B], ['personal_sign', 'eth_sendTransaction', 'eth_unknown']), [A, B]);
    expect(payload.chains).toEqual([A, B]);
    const recap = getRecapFromResources(payload.resources)!;
    expect([...getMethodsFromRecap(recap)].sort()).toEqual(['eth_sendTransaction', 'personal_sign']);
    expect(getChainsFromRecap(recap)).toEqual([A, B]);
    expect(requestedMethods(request([A], ['personal_sign', 'eth_unknown'])).sort()).toEqual(['eth_unknown', 'personal_sign']);
  });

  it('throws when the wallet has none of the chains', () => {
    expect(() => payloadToSign(request(['eip155:1'], ['personal_sign']), [A, B])).toThrow(/No supported chains/);
  });
});

describe('signCacaos', () => {
  it('signs one CACAO per chain, each verifying over the message formatted from it', async () => {
    const payload = payloadToSign(request([A, B], ['personal_sign']), [A, B]);
    const cacaos = await signCacaos({ payload, account, formatAuthMessage });
    expect(cacaos.map((cacao) => cacao.p.iss)).toEqual([`did:pkh:${A}:${account.address}`, `did:pkh:${B}:${account.address}`]);
    for (const cacao of cacaos) {
      expect(cacao.h.t).toBe('caip122');
      expect(cacao.s.t).toBe('eip191');
      expect(cacao.p).toMatchObject({ domain: 'dapp.example', aud: 'https://dapp.example/login', nonce: 'n0nce123' });
      const message = formatMessage(cacao.p, cacao.p.iss);
      expect(await verifyMessage({ address: account.address, message, signature: cacao.s.s as `0x${string}` })).toBe(true);
    }
  });
});
