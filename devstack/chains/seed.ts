/**
 * Deploys and seeds one fresh chain: Multicall3 (anvil_setCode at the canonical address), then, from
 * DEV_ACCOUNTS[0] starting at nonce 0, USDC, WETH and the NFT, the NFT mints and SEED_TRANSFERS; last the
 * smart-account factory and DEV_ACCOUNTS[1]'s smart account, from their own deployer (./smart-accounts.ts),
 * then the Uniswap V2 exchange, its fee router and its pools, from theirs (./amm.ts); last ERC-4337 and
 * EIP-7702 (./account-abstraction.ts): EntryPoint v0.8, SimpleAccountFactory, Simple7702Account, the paymaster.
 * anvil's accounts are unlocked, so transactions go out as eth_sendTransaction and anvil signs them.
 */
import {
  createTestClient,
  createWalletClient,
  http,
  publicActions,
  type Address,
  type Chain,
} from 'viem';
import { DEV_ACCOUNTS } from '../config.js';
import { DEV_ERC20_ABI, DEV_ERC20_BYTECODE } from './artifacts/dev-erc20.js';
import {
  ERC721_PRESET_MINTER_PAUSER_AUTO_ID_ABI,
  ERC721_PRESET_MINTER_PAUSER_AUTO_ID_BYTECODE,
} from './artifacts/erc721-preset-minter-pauser-auto-id.js';
import { DEPLOYED_CONTRACTS, DEPLOYER, NFT_COLLECTION, SEED_TRANSFERS, TOKENS, type DeployedContracts } from './deployment.js';
import { deploySmartAccounts } from './deploy-smart-accounts.js';
import { deployAmm } from './deploy-amm.js';
import { deployAccountAbstraction } from './deploy-account-abstraction.js';
import { deployedAddress, mined } from './mined.js';
import { MULTICALL3_ADDRESS, MULTICALL3_RUNTIME_BYTECODE } from './multicall3.js';

export type SeedOptions = {
  chain: Chain;
  rpcUrl: string;
  nftBaseUri: string;
};

export async function deployAndSeed({ chain, rpcUrl, nftBaseUri }: SeedOptions): Promise<DeployedContracts> {
  const transport = http(rpcUrl, { retryCount: 0 });
  const wallet = createWalletClient({ chain, transport }).extend(publicActions);
  const testClient = createTestClient({ chain, transport, mode: 'anvil' });

  await testClient.setCode({ address: MULTICALL3_ADDRESS, bytecode: MULTICALL3_RUNTIME_BYTECODE });

  const nonce = await wallet.getTransactionCount({ address: DEPLOYER });
  if (nonce !== 0) {
    throw new Error(`chain ${chain.id} is not fresh: the deployer's nonce is ${nonce}, so the addresses would differ`);
  }

  const deployed: Record<string, Address> = {};
  for (const token of TOKENS) {
    const hash = await wallet.deployContract({
      account: DEPLOYER,
      abi: DEV_ERC20_ABI,
      bytecode: DEV_ERC20_BYTECODE,
      args: [token.name, token.symbol, token.decimals, token.initialSupply, DEPLOYER],
    });
    deployed[token.key] = await deployedAddress(wallet, hash);
  }
  const nftHash = await wallet.deployContract({
    account: DEPLOYER,
    abi: ERC721_PRESET_MINTER_PAUSER_AUTO_ID_ABI,
    bytecode: ERC721_PRESET_MINTER_PAUSER_AUTO_ID_BYTECODE,
    args: [NFT_COLLECTION.name, NFT_COLLECTION.symbol, nftBaseUri],
  });
  deployed.nft = await deployedAddress(wallet, nftHash);

  for (const [key, address] of Object.entries(deployed)) {
    const expected = DEPLOYED_CONTRACTS[key as keyof DeployedContracts];
    if (address.toLowerCase() !== expected.toLowerCase()) {
      throw new Error(`${key} deployed at ${address} on chain ${chain.id}, expected ${expected}`);
    }
  }

  for (const owner of NFT_COLLECTION.owners) {
    await mined(
      wallet,
      await wallet.writeContract({
        account: DEPLOYER,
        address: DEPLOYED_CONTRACTS.nft,
        abi: ERC721_PRESET_MINTER_PAUSER_AUTO_ID_ABI,
        functionName: 'mint',
        args: [owner],
      }),
    );
  }

  for (const transfer of SEED_TRANSFERS) {
    const from = DEV_ACCOUNTS[transfer.from].address;
    const to = DEV_ACCOUNTS[transfer.to].address;
    const hash =
      transfer.asset === 'native'
        ? await wallet.sendTransaction({ account: from, to, value: transfer.amount })
        : await wallet.writeContract({
            account: from,
            address: DEPLOYED_CONTRACTS[transfer.asset],
            abi: DEV_ERC20_ABI,
            functionName: 'transfer',
            args: [to, transfer.amount],
          });
    await mined(wallet, hash);
  }

  await deploySmartAccounts({ chain, rpcUrl });
  await deployAmm({ chain, rpcUrl });
  await deployAccountAbstraction({ chain, rpcUrl });

  return DEPLOYED_CONTRACTS;
}
