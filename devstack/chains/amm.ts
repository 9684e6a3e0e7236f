/**
 * The devstack's token-swap exchange, the same on every local chain: a real Uniswap V2 (WETH9, factory,
 * Router02 from @uniswap/v2-core 1.0.1 and @uniswap/v2-periphery 1.1.0-beta.0) behind our SwapFeeRouter
 * (contracts/SwapFeeRouter.sol), which keeps the provider fee of SWAP_FEE_BPS / 10,000 of the input and swaps
 * the rest. Like ./deployment.ts, every address follows from a deployer and its nonces, so it is computed
 * here without a chain; the local cloud imports it to quote and build swaps.
 *
 * Deployment order (AMM_DEPLOYER, from nonce 0; changing it moves the addresses):
 *   nonce 0  WETH9
 *   nonce 1  UniswapV2Factory(feeToSetter = AMM_DEPLOYER)
 *   nonce 2  UniswapV2Router02(factory, WETH9)
 *   nonce 3  SwapFeeRouter(router, SWAP_FEE_ACCOUNT)
 *   then     an approval per token and the liquidity of AMM_POOLS (./deploy-amm.ts).
 */
import { encodePacked, getContractAddress, isAddressEqual, keccak256, parseAbi, parseEther, parseUnits, type Address, type Hex, type PublicClient } from 'viem';
import { DEPLOYED_CONTRACTS, type TokenKey } from './deployment.js';

export { SWAP_FEE_ROUTER_ABI } from './artifacts/swap-fee-router.js';

/**
 * anvil's account 3 of the "test … junk" mnemonic (unlocked, 10,000 ETH at genesis). Nothing else uses it:
 * DEV_ACCOUNTS are 0 to 2, account 8 deploys the smart-account factory and 9 the Farcaster ID registry. So the
 * AMM neither moves other addresses nor adds history to the funded DEV_ACCOUNTS.
 */
export const AMM_DEPLOYER: Address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

/**
 * Where SwapFeeRouter sends the provider fee. No key is known for it and it holds nothing at genesis, so its
 * balance is exactly the fees taken since the chain started.
 */
export const SWAP_FEE_ACCOUNT: Address = '0x5EE0000000000000000000000000000000000085';

/** The provider fee, in basis points (of 10,000) of the swap's input, rounded down. Must match FEE_BPS in the contract. */
export const SWAP_FEE_BPS = 85n;

/** The fee SwapFeeRouter keeps from `amountIn` (what its feeOf view returns). */
export function swapFee(amountIn: bigint): bigint {
  return (amountIn * SWAP_FEE_BPS) / 10_000n;
}

/** AMM_DEPLOYER's nonce for each contract. */
export const AMM_DEPLOYMENT_NONCES = { weth9: 0, factory: 1, router: 2, feeRouter: 3 } as const;

export type DevAmm = {
  /** Canonical WETH9: the router's WETH(), through which 'native' ETH is swapped. Not the DevERC20 "WETH" token. */
  readonly weth9: Address;
  readonly factory: Address;
  readonly router: Address;
  /** SwapFeeRouter: users approve and call this one, not the Uniswap router. */
  readonly feeRouter: Address;
};

const ammDeployedAt = (contract: keyof DevAmm): Address => getContractAddress({ from: AMM_DEPLOYER, nonce: BigInt(AMM_DEPLOYMENT_NONCES[contract]) });

export const DEV_AMM: DevAmm = Object.freeze({
  weth9: ammDeployedAt('weth9'),
  factory: ammDeployedAt('factory'),
  router: ammDeployedAt('router'),
  feeRouter: ammDeployedAt('feeRouter'),
});

export type AmmAsset = 'native' | TokenKey;

export type AmmPool = {
  readonly tokenA: AmmAsset;
  readonly tokenB: AmmAsset;
  /** Liquidity added at startChains(), in base units of tokenA and tokenB. */
  readonly reserveA: bigint;
  readonly reserveB: bigint;
};

/**
 * The pools, seeded at the devstack's price table (ETH 3000, USDC 1, WETH 3000: cloud/chain/assets.ts), each
 * worth about $600,000, so a swap of a few hundred dollars moves the price by about 0.1%.
 */
export const AMM_POOLS: readonly AmmPool[] = Object.freeze([
  { tokenA: 'native', tokenB: 'usdc', reserveA: parseEther('100'), reserveB: parseUnits('300000', 6) },
  { tokenA: 'native', tokenB: 'weth', reserveA: parseEther('100'), reserveB: parseEther('100') },
  { tokenA: 'usdc', tokenB: 'weth', reserveA: parseUnits('300000', 6), reserveB: parseEther('100') },
] as const);

/** The token contract of an asset: 'native' ETH trades as DEV_AMM.weth9. */
export function ammAssetAddress(asset: AmmAsset): Address {
  return asset === 'native' ? DEV_AMM.weth9 : DEPLOYED_CONTRACTS[asset];
}

/**
 * keccak256 of UniswapV2Pair's creation code (v2-core 1.0.1), the value Router02 has built in; amm.test.ts
 * checks it against the package's bytecode.
 */
export const UNISWAP_V2_PAIR_INIT_CODE_HASH: Hex = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f';

/** The pair of two tokens (either order), as UniswapV2Factory.createPair puts it with CREATE2. 'native' is DEV_AMM.weth9. */
export function pairAddress(tokenA: Address, tokenB: Address): Address {
  const [token0, token1] = BigInt(tokenA) < BigInt(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA];
  return getContractAddress({
    opcode: 'CREATE2',
    from: DEV_AMM.factory,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: UNISWAP_V2_PAIR_INIT_CODE_HASH,
  });
}

/** Reads of a UniswapV2Pair. */
export const UNISWAP_V2_PAIR_ABI = parseAbi([
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function totalSupply() view returns (uint256)',
]);

export type PoolReservesParameters = { client: PublicClient; tokenA: AmmAsset; tokenB: AmmAsset };
/** [reserve of tokenA, reserve of tokenB], in base units. */
export type PoolReservesReturnType = readonly [bigint, bigint];

/** The current reserves of the pair of two assets, in the order asked (the pair itself keeps them sorted by address). */
export async function poolReserves({ client, tokenA, tokenB }: PoolReservesParameters): Promise<PoolReservesReturnType> {
  const [addressA, addressB] = [ammAssetAddress(tokenA), ammAssetAddress(tokenB)];
  const pair = { address: pairAddress(addressA, addressB), abi: UNISWAP_V2_PAIR_ABI } as const;
  const [[reserve0, reserve1], token0] = await Promise.all([
    client.readContract({ ...pair, functionName: 'getReserves' }),
    client.readContract({ ...pair, functionName: 'token0' }),
  ]);
  return isAddressEqual(token0, addressA) ? [reserve0, reserve1] : [reserve1, reserve0];
}

/** Reads of UniswapV2Router02 (quotes). Swaps go through SWAP_FEE_ROUTER_ABI instead. */
export const UNISWAP_V2_ROUTER_ABI = parseAbi([
  'function factory() view returns (address)',
  'function WETH() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function getAmountsIn(uint256 amountOut, address[] path) view returns (uint256[] amounts)',
]);

/** Reads of UniswapV2Factory. */
export const UNISWAP_V2_FACTORY_ABI = parseAbi([
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
  'function allPairsLength() view returns (uint256)',
]);
