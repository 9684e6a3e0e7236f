/**
 * Where a batch's status is read: a user operation's receipt from a bundler
 * when the wallet named one, else the wallet's own `wallet_getCallsStatus` when the wallet approved that
 * method, else nowhere ('Fetching call status not approved by the wallet.').
 *
 * The bundler is, in order: the one the WalletConnect session names (`bundler_name`: the project's bundler
 * endpoint on walletport's RPC host, with projectId, chainId and bundler in the query), the URL the session
 * gives (`bundler_url`), or the page's own custom URL. Only an id shaped like a user operation hash (0x plus
 * 64 hex) goes to a bundler: any other id can only be the wallet's.
 */
import { walletportError } from '../errors/catalogue.js';
import type { WalletportError } from '../errors/base.error.js';

/** What the wallet's session says about batches: its properties and the methods it approved. */
export type CallsSession = {
  /** WalletConnect session properties (`bundler_name`, `bundler_url`, `capabilities`). */
  properties?: Readonly<Record<string, string>> | undefined;
  /** The eip155 methods the wallet approved; undefined for a wallet that answers whatever it supports. */
  methods?: readonly string[] | undefined;
};

export type CallsStatusSource = { kind: 'bundler'; url: string } | { kind: 'wallet' };

export type CallsStatusSourceParameters = {
  id: string;
  /** CAIP-2 id of the chain the batch was sent on. */
  caipNetworkId: string;
  /** The wallet's session; undefined for wallets without one (browser wallets, the embedded wallet). */
  session: CallsSession | undefined;
  /** The page's bundler URL (the `bundlerUrl` parameter), used when the session names none. */
  customBundlerUrl?: string | undefined;
  /** walletport's RPC host (the `rpcUrl` option) and the project, for a session's bundler name. */
  rpcUrl: string;
  projectId: string;
};
export type CallsStatusSourceReturnType = CallsStatusSource;
/** No bundler and the wallet did not approve `wallet_getCallsStatus`. */
export type CallsStatusSourceErrorType = WalletportError<'CALL_STATUS_NOT_APPROVED'>;

const USER_OPERATION_HASH = /^0x[0-9a-fA-F]{64}$/;

export function callsStatusSource({
  id,
  caipNetworkId,
  session,
  customBundlerUrl,
  rpcUrl,
  projectId,
}: CallsStatusSourceParameters): CallsStatusSourceReturnType {
  const url = USER_OPERATION_HASH.test(id) ? bundlerUrl({ session, customBundlerUrl, rpcUrl, projectId, caipNetworkId }) : undefined;
  if (url !== undefined) return { kind: 'bundler', url };
  const approved = session?.methods === undefined || session.methods.includes('wallet_getCallsStatus');
  if (approved) return { kind: 'wallet' };
  throw walletportError('CALL_STATUS_NOT_APPROVED');
}

type BundlerUrlParameters = Omit<CallsStatusSourceParameters, 'id'>;

function bundlerUrl({ session, customBundlerUrl, rpcUrl, projectId, caipNetworkId }: BundlerUrlParameters): string | undefined {
  const name = session?.properties?.['bundler_name'];
  if (name !== undefined && name !== '') {
    const query = new URLSearchParams({ projectId, chainId: caipNetworkId, bundler: name });
    return `${rpcUrl.replace(/\/$/, '')}/v1/bundler?${query.toString()}`;
  }
  const sessionUrl = session?.properties?.['bundler_url'];
  if (sessionUrl !== undefined && isHttpUrl(sessionUrl)) return sessionUrl;
  return customBundlerUrl !== undefined && isHttpUrl(customBundlerUrl) ? customBundlerUrl : undefined;
}

/** Only http(s) URLs are fetched: a wallet's session property must not point walletport at another scheme. */
function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
