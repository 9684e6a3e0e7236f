/**
 * What the local provider sells and where: USDC and ETH on Devnet A and B, the USDC-like token and SOL on the
 * local Solana chain. Networks are named as a provider names them ('walletport-devnet-a'); a quote or an order
 * may also name one by its CAIP-2 id, so the product's fallback options (which only know the active network's
 * CAIP-2 id) still get quotes while the options call is down.
 */
import { DEPLOYED_CONTRACTS } from '../chains/deployment.js';
import { DEFAULT_PRICES } from '../cloud/chain/assets.js';
import { DEVSTACK_CHAINS } from '../config.js';
import { SOLANA_TOKEN_MINT_ADDRESS } from '../solana/dev-keys.js';
import { SOLANA_DEVSTACK_NAME, SOLANA_DEVSTACK_TOKEN } from '../solana/genesis.js';

export type OnrampNamespace = 'eip155' | 'solana';

export type OnrampNetwork = {
  /** The provider's name of the network ('walletport-devnet-a'). */
  readonly name: string;
  readonly displayName: string;
  readonly namespace: OnrampNamespace;
  /** The CAIP-2 reference: '31337', or the Solana chain's genesis hash prefix. */
  readonly reference: string;
  readonly caip2: string;
  readonly rpcUrl: string;
};

export type OnrampAsset = {
  readonly id: string;
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
  /** USD per whole token (the cloud's DEFAULT_PRICES, so balances and quotes agree). */
  readonly usdPrice: bigint;
  /** Where it is sold: the network and the token's contract (mint) address, '' for the native coin. */
  readonly listings: readonly { readonly network: OnrampNetwork; readonly contractAddress: string }[];
};

export type OnrampCatalogue = { readonly networks: readonly OnrampNetwork[]; readonly assets: readonly OnrampAsset[] };

export type CatalogueChains = {
  /** The running EVM chains; only Devnet A and B are sold on (C is the smart-account chain). */
  evm: readonly { chainId: number; name: string; rpcUrl: string }[];
  solana: { caip2: string; rpcUrl: string };
};

const SOLD_ON = [
  { chainId: DEVSTACK_CHAINS.a.chainId, name: 'walletport-devnet-a' },
  { chainId: DEVSTACK_CHAINS.b.chainId, name: 'walletport-devnet-b' },
] as const;

export const SOLANA_NETWORK_NAME = 'walletport-solana';

function price(symbol: string): bigint {
  const value = DEFAULT_PRICES[symbol];
  if (value === undefined || !Number.isInteger(value)) throw new Error(`no whole-dollar price for ${symbol}`);
  return BigInt(value);
}

export type BuildCatalogueParameters = CatalogueChains;
export type BuildCatalogueReturnType = OnrampCatalogue;
/** A price in the cloud's DEFAULT_PRICES is missing or not whole dollars (a programming error). */
export type BuildCatalogueErrorType = Error;

export function buildCatalogue(chains: BuildCatalogueParameters): BuildCatalogueReturnType {
  const evm: OnrampNetwork[] = SOLD_ON.flatMap(({ chainId, name }) => {
    const chain = chains.evm.find((running) => running.chainId === chainId);
    if (!chain) return [];
    return [{ name, displayName: chain.name, namespace: 'eip155', reference: String(chainId), caip2: `eip155:${chainId}`, rpcUrl: chain.rpcUrl }];
  });
  const solanaReference = chains.solana.caip2.replace(/^solana:/, '');
  const solana: OnrampNetwork = {
    name: SOLANA_NETWORK_NAME,
    displayName: SOLANA_DEVSTACK_NAME,
    namespace: 'solana',
    reference: solanaReference,
    caip2: `solana:${solanaReference}`,
    rpcUrl: chains.solana.rpcUrl,
  };
  const assets: OnrampAsset[] = [
    {
      id: 'usdc',
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
      usdPrice: price('USDC'),
      listings: [
        ...evm.map((network) => ({ network, contractAddress: DEPLOYED_CONTRACTS.usdc as string })),
        { network: solana, contractAddress: SOLANA_TOKEN_MINT_ADDRESS },
      ],
    },
    { id: 'eth', name: 'Ethereum', symbol: 'ETH', decimals: 18, usdPrice: price('ETH'), listings: evm.map((network) => ({ network, contractAddress: '' })) },
    { id: 'sol', name: 'Solana', symbol: 'SOL', decimals: 9, usdPrice: price('SOL'), listings: [{ network: solana, contractAddress: '' }] },
  ];
  if (SOLANA_DEVSTACK_TOKEN.decimals !== 6) throw new Error('the Solana USDC-like token must have 6 decimals like USDC');
  return { networks: [...evm, solana], assets };
}

/** The network named by its provider name or its CAIP-2 id. */
export function findNetwork(catalogue: OnrampCatalogue, nameOrCaip2: string): OnrampNetwork | undefined {
  return catalogue.networks.find((network) => network.name === nameOrCaip2 || network.caip2 === nameOrCaip2);
}

/** The asset with this id or symbol (case-insensitive: the product may send either). */
export function findAsset(catalogue: OnrampCatalogue, idOrSymbol: string): OnrampAsset | undefined {
  const wanted = idOrSymbol.toLowerCase();
  return catalogue.assets.find((asset) => asset.id === wanted || asset.symbol.toLowerCase() === wanted);
}

/** The options answer's `purchaseCurrencies` (SPEC.md section 7, CONTRACTS.md). */
export function purchaseCurrencyOptions(catalogue: OnrampCatalogue): {
  id: string;
  name: string;
  symbol: string;
  networks: { name: string; display_name: string; chain_id: string; contract_address: string }[];
}[] {
  return catalogue.assets.map((asset) => ({
    id: asset.id,
    name: asset.name,
    symbol: asset.symbol,
    networks: asset.listings.map(({ network, contractAddress }) => ({
      name: network.name,
      display_name: network.displayName,
      chain_id: network.reference,
      contract_address: contractAddress,
    })),
  }));
}
