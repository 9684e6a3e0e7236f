/**
 * The CACAOs (CAIP-74) a wallet returns for a one-click sign-in (`wc_sessionAuthenticate`), checked at the
 * edge and turned into the port's WalletConnectSignIn. The Sign client already verified each signature
 * before handing the CACAOs out, but it hands them out as it got them: the structure is still the wallet's
 * word, so any CACAO that is not well formed fails the whole sign-in with a typed error (a sign-in with a
 * hole in it is not one the caller can trust).
 *
 * The message is rebuilt by the Sign client's own `formatAuthMessage`, the function the wallet used to make
 * the text it signed, so the caller can verify the signature over exactly that text.
 */
import { z } from 'zod/mini';
import { isCaipAddress } from '../../../domain/entities/caip/index.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { ensureZodMessages } from '../../../domain/entities/validation/zod-messages.js';
import type { WalletConnectCacao, WalletConnectSignIn } from '../../../ports/walletconnect.port.js';
import { lazySchema } from '../../../domain/entities/validation/lazySchema.js';

const DID_PKH = 'did:pkh:';
const HEX = /^0x[0-9a-fA-F]+$/;

const optionalString = lazySchema(() => z.optional(z.string()));

const cacaoSchema = lazySchema(() => z.object({
  h: z.object({ t: z.string() }),
  p: z.object({
    domain: z.string().check(z.minLength(1)),
    aud: z.string().check(z.minLength(1)),
    version: z.string().check(z.minLength(1)),
    nonce: z.string().check(z.minLength(1)),
    iat: z.string().check(z.minLength(1)),
    exp: optionalString,
    nbf: optionalString,
    statement: optionalString,
    requestId: optionalString,
    resources: z.optional(z.array(z.string())),
    iss: z.string().check(
      z.refine((iss) => iss.startsWith(DID_PKH) && isCaipAddress(iss.slice(DID_PKH.length)), 'iss must be did:pkh: and a CAIP-10 account'),
    ),
  }),
  s: z.object({
    t: z.string().check(z.minLength(1)),
    s: z.string().check(z.regex(HEX, 'the signature must be hex')),
    m: optionalString,
  }),
}));

type ParsedCacao = z.infer<typeof cacaoSchema>;

/** The Sign client's `formatAuthMessage`: the CAIP-122 text for a CACAO payload and its issuer. */
export type FormatAuthMessage = (params: { request: ParsedCacao['p']; iss: string }) => string;

/**
 * One sign-in per CACAO, in the wallet's order. Throws INVALID_RESPONSE ('Invalid response from WalletConnect
 * sign-in') when the list or any CACAO in it is malformed, or its message cannot be formatted.
 */
export function parseWalletConnectSignIns(raw: unknown, formatAuthMessage: FormatAuthMessage): WalletConnectSignIn[] {
  ensureZodMessages();
  if (raw === undefined) return []; // the wallet answered the fallback proposal: no CACAO at all
  if (!Array.isArray(raw)) throw invalid('The CACAOs are not a list');
  return raw.map((item, index) => {
    const parsed = cacaoSchema.safeParse(item);
    if (!parsed.success) throw invalid(`CACAO ${index}: ${parsed.error.issues[0]?.message ?? 'malformed'}`);
    const cacao = parsed.data;
    let message: string;
    try {
      message = formatAuthMessage({ request: cacao.p, iss: cacao.p.iss });
    } catch (error) {
      throw walletportError('INVALID_RESPONSE', ['WalletConnect sign-in'], { details: `CACAO ${index}: its message could not be formatted`, cause: error });
    }
    return { message, signature: cacao.s.s, caipAddress: cacao.p.iss.slice(DID_PKH.length), cacao: plainCacao(cacao) };
  });
}

function invalid(details: string) {
  return walletportError('INVALID_RESPONSE', ['WalletConnect sign-in'], { details });
}

/** A copy holding only the CACAO fields, without keys that are absent (the port's type has no undefined). */
function plainCacao(cacao: ParsedCacao): WalletConnectCacao {
  const { p, s } = cacao;
  const present = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));
  return {
    h: { t: cacao.h.t },
    p: {
      domain: p.domain,
      aud: p.aud,
      version: p.version,
      nonce: p.nonce,
      iat: p.iat,
      ...present('exp', p.exp),
      ...present('nbf', p.nbf),
      ...present('statement', p.statement),
      ...present('requestId', p.requestId),
      ...present('resources', p.resources === undefined ? undefined : [...p.resources]),
      iss: p.iss,
    },
    s: { t: s.t, s: s.s, ...present('m', s.m) },
  };
}
