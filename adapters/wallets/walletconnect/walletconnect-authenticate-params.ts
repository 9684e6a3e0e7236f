/**
 * When a connect may be a one-click sign-in, and the universal provider's `authenticate` parameters for it.
 *
 * Universal-provider authentication applies only when all chains are eip155. The session
 * a `wc_sessionAuthenticate` answer creates is built from the CACAOs' ReCap, which the Sign client writes
 * for eip155 only, so a proposal with another namespace (solana, bip122) could not be honoured by it.
 */
import type { UniversalProvider } from '@walletconnect/universal-provider';
import type { WalletConnectAuthentication } from '../../../ports/walletconnect.port.js';

type Provider = InstanceType<typeof UniversalProvider>;
type ProviderNamespaces = NonNullable<Parameters<Provider['connect']>[0]['optionalNamespaces']>;

/**
 * The `authenticate` parameters, plus the proposal as `optionalNamespaces`: the provider keeps those (the
 * same way as for connect) and takes each chain's rpcMap URL from them, so reads still go to our RPC URLs.
 */
export type ProviderAuthenticateParams = Parameters<Provider['authenticate']>[0] & { optionalNamespaces: ProviderNamespaces };

const EIP155 = 'eip155';

/** True when the authentication names at least one chain and it, and the proposal, are eip155 only. */
export function authenticationApplies(authentication: WalletConnectAuthentication, proposal: ProviderNamespaces): boolean {
  return (
    authentication.chains.length > 0 &&
    authentication.chains.every((chain) => chain.startsWith(`${EIP155}:`)) &&
    Object.keys(proposal).every((key) => key === EIP155 || key.startsWith(`${EIP155}:`))
  );
}

/**
 * The Sign client's parameters. `issuedAt` has no place here: the Sign client stamps `iat` itself when it
 * sends the request. `methods` defaults to the proposal's eip155 methods, and is never empty: the wallet's
 * answer creates a session only for the methods its ReCap grants.
 */
export function authenticateParams(authentication: WalletConnectAuthentication, proposal: ProviderNamespaces): ProviderAuthenticateParams {
  const proposed = proposal[EIP155]?.methods ?? [];
  const methods = authentication.methods && authentication.methods.length > 0 ? authentication.methods : proposed;
  const optional = <K extends string>(key: K, value: string | string[] | undefined) => (value === undefined ? {} : { [key]: value });
  return {
    chains: [...authentication.chains],
    domain: authentication.domain,
    uri: authentication.uri,
    nonce: authentication.nonce,
    methods: methods.length > 0 ? [...methods] : ['personal_sign'],
    ...optional('statement', authentication.statement),
    ...optional('resources', authentication.resources === undefined ? undefined : [...authentication.resources]),
    ...optional('exp', authentication.expirationTime),
    ...optional('nbf', authentication.notBefore),
    ...optional('requestId', authentication.requestId),
    optionalNamespaces: proposal,
  };
}
