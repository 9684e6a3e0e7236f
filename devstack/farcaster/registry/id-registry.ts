/**
 * The devstack's Farcaster ID registry (contracts/DevIdRegistry.sol in devstack/chains) on one local chain:
 * deployed once per chain run, with the development FIDs registered by its constructor, at an address fixed
 * by its deployer and nonce. The deployer is anvil's tenth default account, which nothing else uses, so the
 * registry neither moves the addresses of devstack/chains/deployment.ts nor adds to the history of the
 * funded DEV_ACCOUNTS.
 */
import {
  createPublicClient,
  createWalletClient,
  getContractAddress,
  http,
  isAddressEqual,
  type Address,
  type Chain,
  type PublicClient,
} from 'viem';
import { DEV_ID_REGISTRY_ABI, DEV_ID_REGISTRY_BYTECODE } from '../../chains/artifacts/dev-id-registry.js';
import { DEV_FARCASTER_ACCOUNTS, type DevFarcasterAccount } from '../dev-accounts.js';

/** anvil's account 9 of the "test … junk" mnemonic (unlocked, funded at genesis). */
export const ID_REGISTRY_DEPLOYER: Address = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

/** Where the registry lives on the chain it is deployed to: the deployer's first contract. */
export const ID_REGISTRY_ADDRESS: Address = getContractAddress({ from: ID_REGISTRY_DEPLOYER, nonce: 0n });

export { DEV_ID_REGISTRY_ABI as ID_REGISTRY_ABI };

export type IdRegistryReader = {
  /** The FID the address holds (0n: none). */
  idOf(custody: Address): Promise<bigint>;
  /** The FID's custody address (the zero address: no such FID). */
  custodyOf(fid: bigint): Promise<Address>;
};

export function idRegistryReader(client: PublicClient): IdRegistryReader {
  const read = { address: ID_REGISTRY_ADDRESS, abi: DEV_ID_REGISTRY_ABI } as const;
  return {
    idOf: (custody) => client.readContract({ ...read, functionName: 'idOf', args: [custody] }),
    custodyOf: (fid) => client.readContract({ ...read, functionName: 'custodyOf', args: [fid] }),
  };
}

/**
 * Deploys the registry with `accounts` registered; a chain that already has it is only checked (a second
 * devstack part pointed at the same chain must not fail). Resolves once the registry answers.
 */
export async function deployIdRegistry(options: { chain: Chain; rpcUrl: string; accounts?: readonly DevFarcasterAccount[] }): Promise<Address> {
  const accounts = options.accounts ?? DEV_FARCASTER_ACCOUNTS;
  const transport = http(options.rpcUrl, { retryCount: 0 });
  const client = createPublicClient({ chain: options.chain, transport });
  const registry = idRegistryReader(client);

  if ((await client.getCode({ address: ID_REGISTRY_ADDRESS })) === undefined) {
    const nonce = await client.getTransactionCount({ address: ID_REGISTRY_DEPLOYER });
    if (nonce !== 0) throw new Error(`The ID registry's deployer has nonce ${nonce} on chain ${options.chain.id}: the registry would not land at ${ID_REGISTRY_ADDRESS}`);
    const wallet = createWalletClient({ chain: options.chain, transport });
    const hash = await wallet.deployContract({
      account: ID_REGISTRY_DEPLOYER,
      abi: DEV_ID_REGISTRY_ABI,
      bytecode: DEV_ID_REGISTRY_BYTECODE,
      args: [accounts.map((account) => BigInt(account.fid)), accounts.map((account) => account.custody)],
    });
    // anvil mines on arrival; a short poll beats viem's default block watch.
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10, timeout: 10_000 });
    if (receipt.status !== 'success' || receipt.contractAddress == null || !isAddressEqual(receipt.contractAddress, ID_REGISTRY_ADDRESS)) {
      throw new Error(`The ID registry deployment ${hash} did not create ${ID_REGISTRY_ADDRESS}`);
    }
  }
  for (const account of accounts) {
    if ((await registry.idOf(account.custody)) !== BigInt(account.fid)) {
      throw new Error(`The ID registry at ${ID_REGISTRY_ADDRESS} on chain ${options.chain.id} does not know FID ${account.fid}`);
    }
  }
  return ID_REGISTRY_ADDRESS;
}
