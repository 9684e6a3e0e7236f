/**
 * The accounts the provider pays out of. EVM: anvil's account 7 of the default mnemonic, which nothing else in
 * the devstack uses (0-2 are DEV_ACCOUNTS, 3 the AMM deployer, 8 the smart-account factory's deployer, 9 the
 * Farcaster ID registry's deployer), so deliveries move no balance, nonce or history a test asserts about. It
 * holds anvil's genesis ETH; its USDC is written into the token's storage at start (no transaction, so no
 * other account's history changes). Solana: the faucet, which is also the USDC-like token's mint authority.
 * Public development keys: they hold value only on the local chains.
 */
import type { Address, Chain, Hex } from 'viem';
import { DEPLOYED_CONTRACTS } from '../../chains/deployment.js';
import { mintByStorage } from '../../chains/mint-by-storage.js';
import { SOLANA_FAUCET_ADDRESS } from '../../solana/dev-keys.js';

export const EVM_TREASURY = {
  address: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  privateKey: '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
} as const satisfies { address: Address; privateKey: Hex };

export const SOLANA_TREASURY_ADDRESS = SOLANA_FAUCET_ADDRESS;

/** USDC the EVM treasury gets on each chain at start: ten million, far beyond any run's purchases. */
export const EVM_TREASURY_USDC = 10_000_000n * 10n ** 6n;

export type FundTreasuryParameters = { chain: Chain; rpcUrl: string };
export type FundTreasuryReturnType = void;
/** The chain does not answer, or its USDC does not keep OpenZeppelin's storage layout (mintByStorage). */
export type FundTreasuryErrorType = Error;

export async function fundEvmTreasury({ chain, rpcUrl }: FundTreasuryParameters): Promise<FundTreasuryReturnType> {
  await mintByStorage({ chain, rpcUrl, token: DEPLOYED_CONTRACTS.usdc, holder: EVM_TREASURY.address, amount: EVM_TREASURY_USDC });
}
