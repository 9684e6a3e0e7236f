/**
 * Drives a `siweConfig` (the older sign-in-with-Ethereum configuration) through the sign-in port, so the
 * sign-in flow has one shape. The older configuration cannot list sessions, only say who is signed in: a
 * session it confirms is the one signed on this page when known, else one rebuilt from what it says (with
 * an empty message and signature, since it never gave them back).
 */
import type { SiweConfig } from '../../entities/siwx/siwe-config.js';
import type { SiwxConfig, SiwxMessage, SiwxMessageData, SiwxSession } from '../../entities/siwx/siwx-config.js';

export type SiweConfigToSiwxParameters = {
  siwe: SiweConfig;
  /** The page's origin (`https://app.example`): the message's uri, and its host the domain, by default. */
  pageOrigin: string;
  /** Milliseconds since the epoch (the scheduler's clock). */
  now: () => number;
};

export function siweConfigToSiwx({ siwe, pageOrigin, now }: SiweConfigToSiwxParameters): SiwxConfig {
  let signed: SiwxSession | undefined;

  const createMessage: SiwxConfig['createMessage'] = async ({ accountAddress, chainId, notBefore }) => {
    const nonce = await siwe.getNonce(accountAddress);
    const params = (await siwe.getMessageParams?.()) ?? { domain: hostOf(pageOrigin), uri: pageOrigin };
    const issuedAt = params.iat ?? new Date(now()).toISOString();
    const expirationTime = params.exp ?? (params.expiry ? new Date(now() + params.expiry * 1000).toISOString() : undefined);
    const data: SiwxMessageData = {
      accountAddress,
      chainId,
      domain: params.domain,
      uri: params.uri,
      version: '1',
      nonce,
      statement: params.statement,
      resources: params.resources,
      requestId: params.requestId,
      issuedAt,
      expirationTime,
      notBefore: notBefore ?? params.nbf,
    };
    const text = siwe.createMessage({
      address: accountAddress,
      chainId: chainNumber(chainId),
      nonce,
      domain: data.domain,
      uri: data.uri,
      version: data.version,
      iat: issuedAt,
      statement: data.statement,
      exp: expirationTime,
      nbf: data.notBefore,
      requestId: data.requestId,
      resources: data.resources,
    });
    const message: SiwxMessage = { ...data, toString: () => text };
    return message;
  };

  const signOut = async () => {
    signed = undefined;
    await siwe.signOut();
    siwe.onSignOut?.();
  };

  return {
    createMessage,
    async addSession(session) {
      const verified = await siwe.verifyMessage({ message: session.message, signature: session.signature });
      if (!verified) throw new Error('The sign-in message was not verified');
      signed = session;
      siwe.onSignIn?.({ address: session.data.accountAddress, chainId: chainNumber(session.data.chainId) });
    },
    async revokeSession() {
      await signOut();
    },
    async setSessions(sessions) {
      const [first] = sessions;
      if (first === undefined) await signOut();
      else await this.addSession(first);
    },
    async getSessions(chainId, address) {
      const session = await siwe.getSession();
      if (!session || `eip155:${session.chainId}` !== chainId || session.address.toLowerCase() !== address.toLowerCase()) return [];
      if (signed && signed.data.chainId === chainId && signed.data.accountAddress.toLowerCase() === address.toLowerCase()) return [signed];
      return [rebuiltSession(chainId, address, pageOrigin)];
    },
    getRequired: () => siwe.required !== false,
    signOutOnDisconnect: siwe.signOutOnDisconnect !== false,
    // Sign-In-With-Ethereum only: an account of another namespace (solana) is never asked through it.
    namespaces: ['eip155'],
  };
}

function rebuiltSession(chainId: string, address: string, pageOrigin: string): SiwxSession {
  return {
    data: { accountAddress: address, chainId, domain: hostOf(pageOrigin), uri: pageOrigin, version: '1', nonce: '' },
    // The older configuration never hands the signed text back: these only mark where the session came from.
    message: 'Signed in through siweConfig',
    signature: '0x',
  };
}

function chainNumber(caipNetworkId: string): number {
  return Number(caipNetworkId.split(':')[1]);
}

function hostOf(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return origin;
  }
}
