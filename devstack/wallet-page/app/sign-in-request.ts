/**
 * One-click sign-in (CAIP-222, the sign client's `session_authenticate`): what the card shows, and the CACAOs
 * the wallet answers with when the person approves.
 *
 * The wallet signs one message per requested chain it has (the devstack chains), each with the dev key over
 * EIP-191 (personal_sign). The payload is first narrowed by @walletconnect/utils' `populateAuthPayload` to
 * those chains and to the requested methods this wallet answers: it rewrites the ReCap in `resources` (and
 * the statement line that spells it out), and the dapp builds the session from that ReCap, so the session
 * holds exactly what the wallet signed for.
 */
import type { AuthTypes } from '@walletconnect/types';
import { buildAuthObject, getMethodsFromRecap, getRecapFromResources, populateAuthPayload } from '@walletconnect/utils';
import type { PrivateKeyAccount } from 'viem/accounts';
import { WALLET_METHODS } from './approved-namespaces.js';

export type AuthPayload = AuthTypes.PayloadParams;

/** The sign client's `formatAuthMessage`: the exact CAIP-122 text a wallet signs for a payload and account. */
export type FormatAuthMessage = (params: { request: AuthPayload; iss: string }) => string;

/** The payload the wallet will sign: the dapp's, narrowed to the wallet's chains and methods. */
export function payloadToSign(authPayload: AuthPayload, walletChains: readonly string[]): AuthPayload {
  const methods = requestedMethods(authPayload).filter((method) => (WALLET_METHODS as readonly string[]).includes(method));
  // populateAuthPayload throws ("No supported chains", unsatisfied methods) when the wallet can grant nothing.
  return populateAuthPayload({ authPayload, chains: [...walletChains], methods: methods.length > 0 ? methods : [...WALLET_METHODS] });
}

/** The issuer of a chain's CACAO: the account as a did:pkh (`did:pkh:eip155:31337:0xf39F…`). */
export function issuer(chain: string, address: string): string {
  return `did:pkh:${chain}:${address}`;
}

/** One CACAO per chain of the (narrowed) payload, each signed with personal_sign over its formatted message. */
export async function signCacaos(params: {
  payload: AuthPayload;
  account: PrivateKeyAccount;
  formatAuthMessage: FormatAuthMessage;
}): Promise<AuthTypes.Cacao[]> {
  const { payload, account, formatAuthMessage } = params;
  const cacaos: AuthTypes.Cacao[] = [];
  for (const chain of payload.chains) {
    const iss = issuer(chain, account.address);
    const message = formatAuthMessage({ request: payload, iss });
    const signature = await account.signMessage({ message });
    cacaos.push(buildAuthObject(payload, { t: 'eip191', s: signature }, iss));
  }
  return cacaos;
}

/** The methods the dapp's ReCap asks for (`request/personal_sign` becomes `personal_sign`). */
export function requestedMethods(authPayload: AuthPayload): string[] {
  const recap = getRecapFromResources(authPayload.resources);
  if (recap === undefined) return [];
  try {
    return (getMethodsFromRecap(recap) as unknown[]).filter((method): method is string => typeof method === 'string');
  } catch {
    return []; // a ReCap the library cannot read: populateAuthPayload leaves the payload as it is
  }
}
