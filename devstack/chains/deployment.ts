/**
 * What every local chain holds after startChains(): the same contracts at the same addresses on chain A, B
 * and C, and the same seeded balances. The addresses follow from the deployer and its nonce alone, so they
 * are computed here, up front, without a running chain; the local cloud imports them to read balances.
 *
 * Deployment order (DEV_ACCOUNTS[0], from nonce 0; changing it moves the addresses):
 *   nonce 0  USDC  DevERC20('USD Coin', 'USDC', 6, 1,000,000 USDC to DEV_ACCOUNTS[0])
 *   nonce 1  WETH  DevERC20('Wrapped Ether', 'WETH', 18, 1,000 WETH to DEV_ACCOUNTS[0])
 *   nonce 2  NFT   ERC721PresetMinterPauserAutoId('Walletport Devnet Pass', 'WPASS', base URI)
 *   then     the NFT mints and the transfers of SEED_TRANSFERS, in order.
 * Multicall3 is not deployed but written with anvil_setCode at its canonical address.
 */
import { getContractAddress, parseEther, parseUnits, type Address } from 'viem';
import { DEV_ACCOUNTS } from '../config.js';
import { MULTICALL3_ADDRESS } from './multicall3.js';

export { MULTICALL3_ADDRESS } from './multicall3.js';

/** The account that deploys everything (anvil's first default account). */
export const DEPLOYER: Address = DEV_ACCOUNTS[0].address;

/** The deployer's nonce for each contract. */
export const DEPLOYMENT_NONCES = { usdc: 0, weth: 1, nft: 2 } as const;

function deployedAt(nonce: number): Address {
  return getContractAddress({ from: DEPLOYER, nonce: BigInt(nonce) });
}

export type DeployedContracts = {
  readonly usdc: Address;
  readonly weth: Address;
  readonly nft: Address;
  readonly multicall3: Address;
};

/** Contract addresses, identical on every local chain and every run. */
export const DEPLOYED_CONTRACTS: DeployedContracts = Object.freeze({
  usdc: deployedAt(DEPLOYMENT_NONCES.usdc),
  weth: deployedAt(DEPLOYMENT_NONCES.weth),
  nft: deployedAt(DEPLOYMENT_NONCES.nft),
  multicall3: MULTICALL3_ADDRESS,
});

export type TokenKey = 'usdc' | 'weth';

export type DevToken = {
  readonly key: TokenKey;
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
  readonly address: Address;
  /** Minted to DEPLOYER at deployment, in base units. */
  readonly initialSupply: bigint;
};

/** The ERC-20 tokens on every local chain. */
export const TOKENS: readonly DevToken[] = Object.freeze([
  {
    key: 'usdc',
    symbol: 'USDC',
    name: 'USD Coin',
    decimals: 6,
    address: DEPLOYED_CONTRACTS.usdc,
    initialSupply: parseUnits('1000000', 6),
  },
  {
    key: 'weth',
    symbol: 'WETH',
    name: 'Wrapped Ether',
    decimals: 18,
    address: DEPLOYED_CONTRACTS.weth,
    initialSupply: parseUnits('1000', 18),
  },
] as const);

/** The ERC-721 collection. Token ids count from 0 in mint order. */
export const NFT_COLLECTION = {
  name: 'Walletport Devnet Pass',
  symbol: 'WPASS',
  address: DEPLOYED_CONTRACTS.nft,
  /** Owner of each minted token id, in mint order. */
  owners: [
    DEV_ACCOUNTS[0].address,
    DEV_ACCOUNTS[0].address,
    DEV_ACCOUNTS[0].address,
    DEV_ACCOUNTS[1].address,
    DEV_ACCOUNTS[1].address,
  ] as readonly Address[],
} as const;

/** Default base URI of the NFT's tokenURI (tokenURI(n) = base + n); startChains can override it. */
export function defaultNftBaseUri(cloudPort: number): string {
  return `http://127.0.0.1:${cloudPort}/devstack/nft/`;
}

export type SeedTransfer = {
  /** Index into DEV_ACCOUNTS of the sender (it signs the transaction). */
  readonly from: 0 | 1 | 2;
  readonly to: 0 | 1 | 2;
  /** 'native' for a plain value transfer, else the token moved with ERC-20 transfer(). */
  readonly asset: 'native' | TokenKey;
  readonly amount: bigint;
};

/**
 * Transfers made after the deployment, in order, so DEV_ACCOUNTS[1] and [2] hold tokens and every account
 * has some history (incoming and outgoing, native and ERC-20).
 */
export const SEED_TRANSFERS: readonly SeedTransfer[] = Object.freeze([
  { from: 0, to: 1, asset: 'usdc', amount: parseUnits('5000', 6) },
  { from: 0, to: 2, asset: 'usdc', amount: parseUnits('2500', 6) },
  { from: 0, to: 1, asset: 'weth', amount: parseUnits('10', 18) },
  { from: 0, to: 2, asset: 'weth', amount: parseUnits('5', 18) },
  { from: 1, to: 0, asset: 'usdc', amount: parseUnits('125.5', 6) },
  { from: 2, to: 0, asset: 'weth', amount: parseUnits('1.5', 18) },
  { from: 0, to: 2, asset: 'native', amount: parseEther('0.5') },
] as const);

/** Native balance anvil gives each of its accounts at genesis. */
export const GENESIS_NATIVE_BALANCE: bigint = parseEther('10000');

/** ERC-20 balances of DEV_ACCOUNTS right after startChains() (before any test moves funds). */
export function seededTokenBalances(): Record<Address, Record<TokenKey, bigint>> {
  const balances: Record<Address, Record<TokenKey, bigint>> = {};
  for (const account of DEV_ACCOUNTS) balances[account.address] = { usdc: 0n, weth: 0n };
  for (const token of TOKENS) balances[DEPLOYER]![token.key] += token.initialSupply;
  for (const transfer of SEED_TRANSFERS) {
    if (transfer.asset === 'native') continue;
    balances[DEV_ACCOUNTS[transfer.from].address]![transfer.asset] -= transfer.amount;
    balances[DEV_ACCOUNTS[transfer.to].address]![transfer.asset] += transfer.amount;
  }
  return balances;
}
