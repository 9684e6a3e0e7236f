/**
 * Sessions built from what a wallet signed: the sign view's signature
 * over a message, and a one-click sign-in's signature made while connecting. Pure, so the use case
 * (siwx.usecase.ts) only decides when, and what is kept is tested on its own.
 */
import type { OneClickSignedIn, OneClickSignInRequest } from '../../../ports/one-click-sign-in.port.js';
import type { SiwxMessage, SiwxMessageData, SiwxSession } from '../../entities/siwx/siwx-config.js';
import { parseSiwxSession } from '../../entities/siwx/siwx-session.schema.js';

/** A session from what a wallet signed while connecting; undefined when its account is not CAIP-10 eip155. */
export function oneClickSession(request: OneClickSignInRequest, entry: OneClickSignedIn): SiwxSession | undefined {
  const match = /^(eip155:\d{1,20}):(0x[0-9a-fA-F]{40})$/.exec(entry.caipAddress);
  if (!match?.[1] || !match[2]) return undefined;
  const cacao = entry.cacao?.p;
  const session: SiwxSession = {
    data: {
      accountAddress: match[2],
      chainId: match[1],
      // What the wallet signed wins over what was asked: a CACAO records the signed fields.
      domain: cacao?.domain ?? request.domain,
      uri: cacao?.aud ?? request.uri,
      version: cacao?.version ?? request.version,
      nonce: cacao?.nonce ?? request.nonce,
      statement: cacao ? cacao.statement : request.statement,
      resources: cacao ? cacao.resources : request.resources,
      requestId: cacao ? cacao.requestId : request.requestId,
      issuedAt: cacao?.iat ?? request.issuedAt,
      expirationTime: cacao ? cacao.exp : request.expirationTime,
      notBefore: cacao ? cacao.nbf : request.notBefore,
    },
    message: entry.message,
    signature: entry.signature,
    cacao: entry.cacao,
  };
  return parseSiwxSession(session);
}

/** The message's data without its methods (what a session stores and a server is sent). */
export function messageData(message: SiwxMessage): SiwxMessageData {
  const { accountAddress, chainId, domain, uri, version, nonce, statement, resources, requestId, issuedAt, expirationTime, notBefore } = message;
  return { accountAddress, chainId, domain, uri, version, nonce, statement, resources, requestId, issuedAt, expirationTime, notBefore };
}
