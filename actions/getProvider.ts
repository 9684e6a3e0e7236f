/**
 * The connected wallet's EIP-1193 provider on a namespace (eip155 by default), for the page's own requests:
 * `createWalletClient({ transport: custom(provider) })` with viem, or `injected({ target: { id, name,
 * provider } })` with wagmi, without a cast. Undefined while the namespace is not connected. Requests go to
 * the wallet as they are; the answers are the wallet's (viem checks what it reads).
 *
 * On the solana namespace it is the connected Solana wallet instead (SolanaWalletProvider: address, chain,
 * signMessage, signTransaction, signAndSendTransaction over bytes), whatever connector holds it; its code is
 * a chunk of its own, loaded with the first such call, so an EVM page pays nothing for it.
 */
import type { EIP1193Provider } from 'viem';
import { withCore } from '../client/core-access.js';
import type { WalletportClient } from '../client/walletport-client.js';
import type { ChainNamespace } from '../domain/entities/connector/connector.js';
import type { SolanaWalletProvider } from '../domain/usecases/solana-wallet/index.js';
import type { Eip1193Provider } from '../ports/wallet-connector.port.js';

export type { SolanaSendOptions, SolanaWalletProvider } from '../domain/usecases/solana-wallet/index.js';

export type GetProviderParameters = { namespace?: ChainNamespace | undefined };
export type GetProviderReturnType = EIP1193Provider | undefined;
/** getProvider(client, { namespace: 'solana' }): the connected Solana wallet, undefined while not connected. */
export type GetSolanaProviderReturnType = SolanaWalletProvider | undefined;
/** The client's core could not load. */
export type GetProviderErrorType = Error;

export function getProvider(client: WalletportClient, parameters: { namespace: 'solana' }): Promise<GetSolanaProviderReturnType>;
export function getProvider(
  client: WalletportClient,
  parameters?: { namespace?: Exclude<ChainNamespace, 'solana'> | undefined },
): Promise<GetProviderReturnType>;
export function getProvider(client: WalletportClient, parameters?: GetProviderParameters): Promise<GetProviderReturnType | GetSolanaProviderReturnType>;
export function getProvider(
  client: WalletportClient,
  { namespace = 'eip155' }: GetProviderParameters = {},
): Promise<GetProviderReturnType | GetSolanaProviderReturnType> {
  return withCore(client, async (core) => {
    const provider = await core.connection.getProvider(namespace);
    if (provider === undefined) return undefined;
    if (namespace !== 'solana') return asEip1193Provider(provider);
    const { solanaWalletView } = await import('../domain/usecases/solana-wallet/index.js');
    const connection = () => core.connection.snapshot.namespaces.solana ?? { address: undefined, caipNetworkId: undefined };
    return solanaWalletView({ provider, connection: () => ({ address: connection().address, caipNetworkId: connection().caipNetworkId }) });
  });
}

const viewed = new WeakMap<Eip1193Provider, EIP1193Provider>();

/**
 * The wallet's provider with viem's EIP-1193 type. The same view for the same provider, so a page that asks
 * twice gets one object (wagmi keys connectors by it).
 */
function asEip1193Provider(provider: Eip1193Provider): EIP1193Provider {
  const known = viewed.get(provider);
  if (known) return known;
  const view = {
    request: (args: { method: string; params?: unknown }) => provider.request(args as { method: string; params?: readonly unknown[] | object }),
    on: (event: string, listener: (...args: unknown[]) => void) => provider.on?.(event, listener),
    removeListener: (event: string, listener: (...args: unknown[]) => void) => provider.removeListener?.(event, listener),
  } as EIP1193Provider; // viem's request type is generic over its method table: the wallet's JSON answers are what they are.
  viewed.set(provider, view);
  return view;
}
