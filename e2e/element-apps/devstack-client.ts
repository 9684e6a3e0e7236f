/**
 * The README's client (`src/walletport.ts`, same export) pointed at this run's devstack, as a developer points
 * their own app at it: the local chains as networks, the local cloud as every service, the secure site. The
 * README's own client names the production services, which the request guard blocks; the element apps are
 * built with this module in its place (tests/readme/element-apps.ts). WalletConnect is off: the journey
 * connects the injected test wallet, and the devstack's relay is not among the addresses a journey is given.
 */
import type { E2eDevstack } from '../global-setup.js';

export type DevstackClientSourceParameters = Pick<E2eDevstack, 'chains' | 'cloudUrl' | 'secureSiteUrl'>;
export type DevstackClientSourceReturnType = string;
export type DevstackClientSourceErrorType = never;

/** The module's source text. */
export function devstackClientSource({ chains, cloudUrl, secureSiteUrl }: DevstackClientSourceParameters): DevstackClientSourceReturnType {
  const options = {
    projectId: 'walletport-element-apps',
    networks: chains.map((chain) => ({
      id: chain.chainId,
      caipNetworkId: `eip155:${chain.chainId}`,
      chainNamespace: 'eip155',
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      testnet: true,
    })),
    apiUrl: cloudUrl,
    rpcUrl: cloudUrl,
    pulseUrl: cloudUrl,
    secureSiteUrl,
    enableWalletConnect: false,
  };
  return [
    "import { createWalletport } from 'walletport';",
    '',
    `export const walletport = createWalletport(${JSON.stringify(options, null, 2)});`,
    '',
  ].join('\n');
}
