/**
 * Puts the exchange of ./amm.ts on one fresh chain with real transactions from AMM_DEPLOYER: WETH9, the
 * Uniswap V2 factory and Router02 (creation code and ABI read at run time from the @uniswap packages'
 * build JSON, never copied into the repo), our SwapFeeRouter, then the liquidity of AMM_POOLS.
 */
import { createRequire } from 'node:module';
import {
  createWalletClient,
  erc20Abi,
  http,
  isAddressEqual,
  maxUint256,
  parseAbi,
  publicActions,
  type Abi,
  type Chain,
  type Hash,
  type Hex,
} from 'viem';
import { SWAP_FEE_ROUTER_ABI, SWAP_FEE_ROUTER_BYTECODE } from './artifacts/swap-fee-router.js';
import {
  AMM_DEPLOYER,
  AMM_POOLS,
  DEV_AMM,
  SWAP_FEE_ACCOUNT,
  UNISWAP_V2_FACTORY_ABI,
  UNISWAP_V2_ROUTER_ABI,
  ammAssetAddress,
  pairAddress,
  type AmmPool,
  type DevAmm,
} from './amm.js';
import { DEPLOYED_CONTRACTS, type TokenKey } from './deployment.js';
import { deployedAddress, mined } from './mined.js';
import { mintByStorage } from './mint-by-storage.js';

const require = createRequire(import.meta.url);

type UniswapBuild = { abi: Abi; bytecode: Hex };

function uniswapBuild(path: string): UniswapBuild {
  const json = require(path) as { abi: Abi; bytecode: string };
  return { abi: json.abi, bytecode: (json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`) as Hex };
}

/** Router02's liquidity functions (the seeding only; swaps go through SwapFeeRouter). */
const ROUTER_LIQUIDITY_ABI = parseAbi([
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity)',
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256 amountToken, uint256 amountETH, uint256 liquidity)',
]);

/** How much of each token AMM_DEPLOYER puts into AMM_POOLS (and so must hold first). */
export function ammTokenNeeds(): ReadonlyMap<TokenKey, bigint> {
  const needs = new Map<TokenKey, bigint>();
  for (const pool of AMM_POOLS) {
    for (const [asset, amount] of [[pool.tokenA, pool.reserveA], [pool.tokenB, pool.reserveB]] as const) {
      if (asset !== 'native') needs.set(asset, (needs.get(asset) ?? 0n) + amount);
    }
  }
  return needs;
}

/** Transactions (so blocks: anvil mines one per transaction) that deployAmm adds to a fresh chain: 4 deployments, an approval per token, a liquidity deposit per pool. */
export const AMM_SEED_TRANSACTIONS = 4 + ammTokenNeeds().size + AMM_POOLS.length;

export type DeployAmmParameters = { chain: Chain; rpcUrl: string };
export type DeployAmmReturnType = DevAmm;

export async function deployAmm({ chain, rpcUrl }: DeployAmmParameters): Promise<DeployAmmReturnType> {
  const wallet = ammWallet(chain, rpcUrl);

  const nonce = await wallet.getTransactionCount({ address: AMM_DEPLOYER });
  if (nonce !== 0) throw new Error(`chain ${chain.id} is not fresh: the AMM deployer's nonce is ${nonce}, so the AMM addresses would differ`);

  const weth9 = uniswapBuild('@uniswap/v2-periphery/build/WETH9.json');
  const factory = uniswapBuild('@uniswap/v2-core/build/UniswapV2Factory.json');
  const router = uniswapBuild('@uniswap/v2-periphery/build/UniswapV2Router02.json');
  const deployed: DevAmm = {
    weth9: await deployedAddress(wallet, await wallet.deployContract({ ...weth9 })),
    factory: await deployedAddress(wallet, await wallet.deployContract({ ...factory, args: [AMM_DEPLOYER] })),
    router: await deployedAddress(wallet, await wallet.deployContract({ ...router, args: [DEV_AMM.factory, DEV_AMM.weth9] })),
    feeRouter: await deployedAddress(
      wallet,
      await wallet.deployContract({ abi: SWAP_FEE_ROUTER_ABI, bytecode: SWAP_FEE_ROUTER_BYTECODE, args: [DEV_AMM.router, SWAP_FEE_ACCOUNT] }),
    ),
  };
  for (const key of Object.keys(DEV_AMM) as (keyof DevAmm)[]) {
    if (!isAddressEqual(deployed[key], DEV_AMM[key])) throw new Error(`${key} deployed at ${deployed[key]} on chain ${chain.id}, expected ${DEV_AMM[key]}`);
  }

  for (const [token, amount] of ammTokenNeeds()) {
    await mintByStorage({ chain, rpcUrl, token: DEPLOYED_CONTRACTS[token], holder: AMM_DEPLOYER, amount });
    await mined(wallet, await wallet.writeContract({ address: DEPLOYED_CONTRACTS[token], abi: erc20Abi, functionName: 'approve', args: [DEV_AMM.router, amount] }));
  }

  for (const pool of AMM_POOLS) await mined(wallet, await addLiquidity(wallet, pool));

  // Router02 finds pairs by CREATE2 with a built-in init code hash; pairAddress must agree with the factory.
  for (const pool of AMM_POOLS) {
    const [tokenA, tokenB] = [ammAssetAddress(pool.tokenA), ammAssetAddress(pool.tokenB)];
    const pair = await wallet.readContract({ address: DEV_AMM.factory, abi: UNISWAP_V2_FACTORY_ABI, functionName: 'getPair', args: [tokenA, tokenB] });
    if (!isAddressEqual(pair, pairAddress(tokenA, tokenB))) throw new Error(`the ${pool.tokenA}/${pool.tokenB} pair is at ${pair} on chain ${chain.id}, expected ${pairAddress(tokenA, tokenB)}`);
  }
  const routerWeth = await wallet.readContract({ address: DEV_AMM.router, abi: UNISWAP_V2_ROUTER_ABI, functionName: 'WETH' });
  if (!isAddressEqual(routerWeth, DEV_AMM.weth9)) throw new Error(`the router's WETH is ${routerWeth} on chain ${chain.id}, expected ${DEV_AMM.weth9}`);
  return DEV_AMM;
}

function ammWallet(chain: Chain, rpcUrl: string) {
  return createWalletClient({ chain, transport: http(rpcUrl, { retryCount: 0 }), account: AMM_DEPLOYER }).extend(publicActions);
}

type AmmWallet = ReturnType<typeof ammWallet>;

async function addLiquidity(wallet: AmmWallet, pool: AmmPool): Promise<Hash> {
  if (pool.tokenA !== 'native' && pool.tokenB !== 'native') {
    const [tokenA, tokenB] = [DEPLOYED_CONTRACTS[pool.tokenA], DEPLOYED_CONTRACTS[pool.tokenB]];
    // Desired = minimum: a fresh pool takes exactly what is offered, so this only guards against a non-fresh one.
    return wallet.writeContract({
      address: DEV_AMM.router,
      abi: ROUTER_LIQUIDITY_ABI,
      functionName: 'addLiquidity',
      args: [tokenA, tokenB, pool.reserveA, pool.reserveB, pool.reserveA, pool.reserveB, AMM_DEPLOYER, maxUint256],
    });
  }
  const [token, tokenAmount, ethAmount] = pool.tokenA === 'native' ? [pool.tokenB, pool.reserveB, pool.reserveA] : [pool.tokenA, pool.reserveA, pool.reserveB];
  if (token === 'native') throw new Error('an AMM pool cannot pair native ETH with itself');
  return wallet.writeContract({
    address: DEV_AMM.router,
    abi: ROUTER_LIQUIDITY_ABI,
    functionName: 'addLiquidityETH',
    args: [DEPLOYED_CONTRACTS[token], tokenAmount, tokenAmount, ethAmount, AMM_DEPLOYER, maxUint256],
    value: ethAmount,
  });
}
