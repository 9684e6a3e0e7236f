/**
 * The frame's API for the Solana side of the embedded wallet (docs/EMBEDDED-WALLET.md, "Solana"): the user on
 * the Solana chain (their Solana address), what the approval screen shows for a request, and the request
 * performed after Approve. Only the Solana chain this site serves is accepted (the page names it by its
 * CAIP-2 id): a transaction is never sent to an address the page chose. Called by the frame page only
 * (api.ts checks the Origin), with a live session token.
 */
import { z } from 'zod';
import { PublicError } from '../../mail/http-server.js';
import type { SignedIn } from '../auth/sessions.js';
import { UNSUPPORTED_CHAIN } from '../rpc/chain-book.js';
import { describeSolanaRequest } from '../rpc/solana-describe.js';
import { isSolanaSignMethod, type SolanaSignMethod } from '../rpc/solana-params.js';
import { signSolanaRequest, type SecureSiteSolanaChain } from '../rpc/solana-sign.js';
import { API, type SolanaUserAnswer } from '../shared/api-types.js';
import type { ApiHandler, ApiServices } from './api.js';
import { toUserAnswer } from './user-answer.js';

const chainInput = z.object({ chainId: z.string().max(128).optional() });
const requestInput = z.object({ method: z.string().min(1).max(128), params: z.unknown().optional(), chainId: z.string().max(128).optional() });

export function solanaApiHandlers(services: Pick<ApiServices, 'sessions' | 'vault' | 'chains' | 'solana'>): [string, ApiHandler][] {
  const { sessions, vault } = services;
  const chainFor = (chainId: string | undefined): SecureSiteSolanaChain => {
    const chain = services.solana;
    if (!chain) throw new PublicError(400, UNSUPPORTED_CHAIN);
    const reference = chain.caipNetworkId.slice('solana:'.length);
    if (chainId !== undefined && chainId !== chain.caipNetworkId && chainId !== reference) throw new PublicError(400, UNSUPPORTED_CHAIN);
    return chain;
  };
  const signRequest = (body: unknown): { chain: SecureSiteSolanaChain; method: SolanaSignMethod; params: unknown } => {
    const { method, params, chainId } = parse(requestInput, body);
    if (!isSolanaSignMethod(method)) throw new PublicError(400, `This secure site cannot perform ${method}`);
    return { chain: chainFor(chainId), method, params };
  };
  const userOn = (signedIn: SignedIn, chain: SecureSiteSolanaChain): SolanaUserAnswer => {
    const address = vault.solanaAddressOf(signedIn.user.id);
    return { ...toUserAnswer(signedIn.user, services.chains), address, chainId: chain.caipNetworkId, accounts: [{ address, type: 'eoa' }] };
  };
  return [
    [API.solanaUser, ({ body, token }) => userOn(sessions.require(token), chainFor(parse(chainInput, body ?? {}).chainId))],
    [API.solanaDescribe, ({ body, token }) => {
      sessions.require(token);
      const { chain, method, params } = signRequest(body);
      return describeSolanaRequest(chain, method, params);
    }],
    [API.solanaSign, async ({ body, token }) => {
      const signedIn = sessions.require(token);
      const { chain, method, params } = signRequest(body);
      return { result: await vault.withSolanaKeypair(signedIn.user.id, (keypair) => signSolanaRequest(keypair, chain, method, params)) };
    }],
  ];
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new PublicError(400, 'Invalid payload');
  return parsed.data;
}
