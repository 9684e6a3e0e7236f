/**
 * Puts the smart-account factory and DEV_SMART_ACCOUNTS.deployed on one chain (see ./smart-accounts.ts),
 * with real transactions, so the account's code is the factory's CREATE2 output and not a copy written
 * with anvil_setCode. A chain that already has them is only checked, like the Farcaster ID registry.
 */
import { createPublicClient, createWalletClient, http, isAddressEqual, type Address, type Chain, type Hash, type PublicClient } from 'viem';
import { DEV_SMART_ACCOUNT_FACTORY_ABI, DEV_SMART_ACCOUNT_FACTORY_BYTECODE } from './artifacts/dev-smart-account-factory.js';
import { DEV_SMART_ACCOUNTS, SMART_ACCOUNT_FACTORY_DEPLOYER } from './smart-accounts.js';

/** Transactions (so blocks: anvil mines one per transaction) that deploySmartAccounts adds to a fresh chain. */
export const SMART_ACCOUNT_SEED_TRANSACTIONS = 2;

export async function deploySmartAccounts(options: { chain: Chain; rpcUrl: string }): Promise<void> {
  const transport = http(options.rpcUrl, { retryCount: 0 });
  const client = createPublicClient({ chain: options.chain, transport });
  const wallet = createWalletClient({ chain: options.chain, transport, account: SMART_ACCOUNT_FACTORY_DEPLOYER });
  const { factory, deployed, counterfactual } = DEV_SMART_ACCOUNTS;

  if ((await client.getCode({ address: factory })) === undefined) {
    const nonce = await client.getTransactionCount({ address: SMART_ACCOUNT_FACTORY_DEPLOYER });
    if (nonce !== 0) throw new Error(`The smart-account factory's deployer has nonce ${nonce} on chain ${options.chain.id}: the factory would not land at ${factory}`);
    const hash = await wallet.deployContract({ abi: DEV_SMART_ACCOUNT_FACTORY_ABI, bytecode: DEV_SMART_ACCOUNT_FACTORY_BYTECODE });
    const created = (await mined(client, hash)).contractAddress;
    if (created == null || !isAddressEqual(created, factory)) throw new Error(`The factory deployment ${hash} did not create ${factory}`);
  }

  // Idempotent in the contract too, but skipping it keeps a re-run from adding a transaction.
  if ((await client.getCode({ address: deployed.address })) === undefined) {
    await mined(client, await wallet.writeContract({ address: factory, abi: DEV_SMART_ACCOUNT_FACTORY_ABI, functionName: 'createAccount', args: [deployed.owner, deployed.salt] }));
  }

  // The off-chain addresses must be the ones the factory computes, or ERC-6492 sign-in would name the wrong account.
  for (const account of [deployed, counterfactual]) {
    const onChain: Address = await client.readContract({ address: factory, abi: DEV_SMART_ACCOUNT_FACTORY_ABI, functionName: 'getAddress', args: [account.owner, account.salt] });
    if (!isAddressEqual(onChain, account.address)) throw new Error(`The factory puts ${account.owner}'s account at ${onChain}, not at ${account.address}`);
  }
  if ((await client.getCode({ address: deployed.address })) === undefined) throw new Error(`No smart account at ${deployed.address} on chain ${options.chain.id}`);
  if ((await client.getCode({ address: counterfactual.address })) !== undefined) {
    throw new Error(`The counterfactual smart account ${counterfactual.address} is deployed on chain ${options.chain.id}; ERC-6492 tests need it undeployed`);
  }
}

/** anvil mines on arrival; a short poll beats viem's default block watch. */
async function mined(client: PublicClient, hash: Hash): Promise<Awaited<ReturnType<PublicClient['waitForTransactionReceipt']>>> {
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10, timeout: 10_000 });
  if (receipt.status !== 'success') throw new Error(`smart-account seed transaction ${hash} reverted`);
  return receipt;
}
