/**
 * How a built test page finds the devstack: the test opens it with the devstack's addresses in its query string
 * (`?config=<JSON>`, devstackQueryUrl) and the page's script creates its walletport client from them
 * (clientFromDevstackQuery), so one build serves any devstack.
 */
import type { E2eDevstack } from '../global-setup.js';

export type ClientFromDevstackQueryParameters = {
  /** The client's projectId and the name in its metadata. */
  projectId: string;
  name: string;
};

export type ClientFromDevstackQueryReturnType = string;

/**
 * The page's script lines that read the query string and create `client` (also `window.walletport`) on the
 * devstack's chains and cloud, with WalletConnect off; the page imports createWalletport from 'walletport'.
 */
export function clientFromDevstackQuery({ projectId, name }: ClientFromDevstackQueryParameters): string {
  return `
const config = JSON.parse(new URLSearchParams(location.search).get('config'));
const client = createWalletport({
  projectId: ${JSON.stringify(projectId)},
  networks: config.chains.map((chain) => ({
    id: chain.chainId,
    caipNetworkId: 'eip155:' + chain.chainId,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: chain.testnet ?? true,
  })),
  metadata: { name: ${JSON.stringify(name)}, description: ${JSON.stringify(name)}, url: location.origin, icons: [] },
  apiUrl: config.cloudUrl,
  rpcUrl: config.cloudUrl,
  pulseUrl: config.cloudUrl,
  enableWalletConnect: false,
});
window.walletport = client;
`;
}

/** The page's address with the devstack's cloud and chains in its query string. */
export function devstackQueryUrl(pageUrl: string, devstack: Pick<E2eDevstack, 'cloudUrl' | 'chains'>): string {
  const config = JSON.stringify({ cloudUrl: devstack.cloudUrl, chains: devstack.chains });
  return `${pageUrl}/?config=${encodeURIComponent(config)}`;
}

export type DevstackQueryUrlParameters = Parameters<typeof devstackQueryUrl>;
export type DevstackQueryUrlReturnType = ReturnType<typeof devstackQueryUrl>;
