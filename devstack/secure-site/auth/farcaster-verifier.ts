/**
 * Checks a completed Sign In With Farcaster answer with @farcaster/auth-client's verifySignInMessage: the
 * message's form (statement, chain id 10, one FID resource, times), its nonce and domain against the ones
 * this site put in the channel, its signature, and that the signer is the custody address of the FID in the
 * devstack's ID registry on a local chain. The siweUri is checked here too (the library leaves it out).
 *
 * The library is handed its own reads instead of viemConnector (which reads Farcaster's registries at their
 * Optimism addresses): getFid is the registry's idOf on the local chain, and auth addresses are refused (the
 * devstack's FIDs sign with their custody keys; it has no key registry).
 */
import { createAppClient, type AppClient, type CreateClientArgs } from '@farcaster/auth-client';
import { createPublicClient, http } from 'viem';
import { idRegistryReader } from '../../farcaster/registry/id-registry.js';

export type SignInToCheck = {
  nonce: string;
  domain: string;
  siweUri: string;
  message: string;
  signature: `0x${string}`;
};

/** The FID proven by the message, or the reason it proves nothing. */
export type FarcasterVerdict = { ok: true; fid: number } | { ok: false; reason: string };

export type FarcasterVerifier = (signIn: SignInToCheck) => Promise<FarcasterVerdict>;

export function registryConnector(registryRpcUrl: string): CreateClientArgs['ethereum'] {
  const publicClient = createPublicClient({ transport: http(registryRpcUrl, { retryCount: 0 }) });
  const registry = idRegistryReader(publicClient);
  return {
    getFid: (custody) => registry.idOf(custody),
    isValidAuthAddress: async () => false,
    publicClient,
  };
}

/** `client` is the app client of the relay the channel lives on (its ethereum connector does the reads). */
export function farcasterVerifier(client: AppClient): FarcasterVerifier {
  return async ({ nonce, domain, siweUri, message, signature }) => {
    const result = await client.verifySignInMessage({ nonce, domain, message, signature, acceptAuthAddress: false });
    if (result.isError) return { ok: false, reason: result.error?.message ?? 'verification failed' };
    if (!result.success) return { ok: false, reason: 'the signature does not verify' };
    if (result.data.uri !== siweUri) return { ok: false, reason: `the message is for ${result.data.uri}, not ${siweUri}` };
    return { ok: true, fid: result.fid };
  };
}

export function farcasterAppClient(relayUrl: string, registryRpcUrl: string): AppClient {
  return createAppClient({ relay: relayUrl, ethereum: registryConnector(registryRpcUrl) });
}
