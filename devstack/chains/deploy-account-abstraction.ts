/**
 * Puts ./account-abstraction.ts on one chain: EntryPoint v0.8, SimpleAccountFactory, Simple7702Account (the npm
 * build JSON) and DevSponsorPaymaster, each through anvil's CREATE2 deployer with the canonical salt, then the
 * paymaster's deposit in the EntryPoint. Sent from ACCOUNT_ABSTRACTION_KEYS.deployer (funded here with
 * anvil_setBalance), so no anvil default account's nonce moves. A chain that already has them is only topped up.
 */
import {
  concat,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeAbiParameters,
  getContractAddress,
  http,
  isAddressEqual,
  parseEther,
  type Address,
  type Chain,
  type Hex,
} from 'viem';
import { entryPoint08Abi } from 'viem/account-abstraction';
import { privateKeyToAccount } from 'viem/accounts';
import {
  ACCOUNT_ABSTRACTION_CONTRACTS,
  ACCOUNT_ABSTRACTION_KEYS,
  ACCOUNT_ABSTRACTION_SALT,
  CREATE2_DEPLOYER,
  SPONSOR_PAYMASTER_DEPOSIT,
} from './account-abstraction.js';
import { DEV_SPONSOR_PAYMASTER_BYTECODE } from './artifacts/dev-sponsor-paymaster.js';
import { accountAbstractionBuild } from './account-abstraction-builds.js';
import { mined } from './mined.js';

/** Transactions (anvil mines one block each) deployAccountAbstraction adds to a fresh chain: four deployments, one deposit. */
export const ACCOUNT_ABSTRACTION_SEED_TRANSACTIONS = 5;

/** DevSponsorPaymaster's creation code with its constructor arguments: (EntryPoint, signer, owner). */
export function sponsorPaymasterInitCode(): Hex {
  const { entryPoint } = ACCOUNT_ABSTRACTION_CONTRACTS;
  const { paymasterSigner, paymasterOwner } = ACCOUNT_ABSTRACTION_KEYS;
  const args = encodeAbiParameters([{ type: 'address' }, { type: 'address' }, { type: 'address' }], [entryPoint, paymasterSigner.address, paymasterOwner.address]);
  return concat([DEV_SPONSOR_PAYMASTER_BYTECODE, args]);
}

/** Where the CREATE2 deployer puts `initCode` with ACCOUNT_ABSTRACTION_SALT. */
export function create2Address(initCode: Hex): Address {
  return getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt: ACCOUNT_ABSTRACTION_SALT, bytecode: initCode });
}

/** Init code of each contract, in deployment order (the factory and the paymaster call the EntryPoint in their constructors). */
function initCodes(): { name: string; address: Address; initCode: Hex }[] {
  const address = (abiArg: Address): Hex => encodeAbiParameters([{ type: 'address' }], [abiArg]);
  const { entryPoint, simpleAccountFactory, simple7702Account, sponsorPaymaster } = ACCOUNT_ABSTRACTION_CONTRACTS;
  return [
    { name: 'EntryPoint', address: entryPoint, initCode: accountAbstractionBuild('EntryPoint').bytecode },
    { name: 'SimpleAccountFactory', address: simpleAccountFactory, initCode: concat([accountAbstractionBuild('SimpleAccountFactory').bytecode, address(entryPoint)]) },
    { name: 'Simple7702Account', address: simple7702Account, initCode: accountAbstractionBuild('Simple7702Account').bytecode },
    { name: 'DevSponsorPaymaster', address: sponsorPaymaster, initCode: sponsorPaymasterInitCode() },
  ];
}

export async function deployAccountAbstraction(options: { chain: Chain; rpcUrl: string }): Promise<void> {
  const transport = http(options.rpcUrl, { retryCount: 0 });
  const client = createPublicClient({ chain: options.chain, transport });
  const testClient = createTestClient({ chain: options.chain, transport, mode: 'anvil' });
  const account = privateKeyToAccount(ACCOUNT_ABSTRACTION_KEYS.deployer.privateKey);
  const wallet = createWalletClient({ chain: options.chain, transport, account });

  if ((await client.getCode({ address: CREATE2_DEPLOYER })) === undefined) {
    throw new Error(`No CREATE2 deployer at ${CREATE2_DEPLOYER} on chain ${options.chain.id}: anvil must run without --disable-default-create2-deployer`);
  }
  await testClient.setBalance({ address: account.address, value: SPONSOR_PAYMASTER_DEPOSIT + parseEther('10') });

  for (const { name, address, initCode } of initCodes()) {
    // Checked before sending: a wrong address here means the build JSON or the salt changed, and every
    // exported constant (and the secure site's counterfactual accounts) would be wrong.
    if (!isAddressEqual(create2Address(initCode), address)) throw new Error(`${name} would land at ${create2Address(initCode)}, not at ${address}`);
    if ((await client.getCode({ address })) !== undefined) continue;
    await mined(client, await wallet.sendTransaction({ to: CREATE2_DEPLOYER, data: concat([ACCOUNT_ABSTRACTION_SALT, initCode]) }));
    if ((await client.getCode({ address })) === undefined) throw new Error(`${name} deployment left no code at ${address} on chain ${options.chain.id}`);
  }

  const { sponsorPaymaster, entryPoint } = ACCOUNT_ABSTRACTION_CONTRACTS;
  const deposit = await client.readContract({ address: entryPoint, abi: entryPoint08Abi, functionName: 'balanceOf', args: [sponsorPaymaster] });
  if (deposit < SPONSOR_PAYMASTER_DEPOSIT) {
    await mined(client, await wallet.writeContract({ address: entryPoint, abi: entryPoint08Abi, functionName: 'depositTo', args: [sponsorPaymaster], value: SPONSOR_PAYMASTER_DEPOSIT - deposit }));
  }
}
