/**
 * The exported ERC-4337 / EIP-7702 addresses are what CREATE2 gives for the npm build JSON and our paymaster
 * artifact, the keys are the labelled ones, and on a started chain the contracts are there, wired to each other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concat, createPublicClient, encodeAbiParameters, getContractAddress, http, keccak256, parseAbi, toBytes, type Address, type Hex, type PublicClient } from 'viem';
import { entryPoint08Abi, entryPoint08Address } from 'viem/account-abstraction';
import { privateKeyToAddress } from 'viem/accounts';
import {
  ACCOUNT_ABSTRACTION_CONTRACTS,
  ACCOUNT_ABSTRACTION_KEYS,
  ACCOUNT_ABSTRACTION_SALT,
  CREATE2_DEPLOYER,
  SPONSOR_PAYMASTER_ADDRESS,
  SPONSOR_PAYMASTER_DEPOSIT,
} from './account-abstraction.js';
import { DEV_SPONSOR_PAYMASTER_ABI } from './artifacts/dev-sponsor-paymaster.js';
import { sponsorPaymasterInitCode } from './deploy-account-abstraction.js';
import { accountAbstractionBuild } from './account-abstraction-builds.js';
import { freePort, startChains, type RunningChains } from './index.js';

const create2 = (initCode: Hex): Address =>
  getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt: ACCOUNT_ABSTRACTION_SALT, bytecode: initCode });

describe('account-abstraction addresses', () => {
  it('are CREATE2 of the @account-abstraction/contracts@0.8.0 build JSON with the canonical salt', () => {
    const entryPoint = create2(accountAbstractionBuild('EntryPoint').bytecode);
    // The canonical EntryPoint v0.8: the one bundlers and viem know without being told.
    expect(entryPoint).toBe(entryPoint08Address);
    expect(ACCOUNT_ABSTRACTION_CONTRACTS.entryPoint).toBe(entryPoint);
    const factoryInit = concat([accountAbstractionBuild('SimpleAccountFactory').bytecode, encodeAbiParameters([{ type: 'address' }], [entryPoint])]);
    expect(ACCOUNT_ABSTRACTION_CONTRACTS.simpleAccountFactory).toBe(create2(factoryInit));
    expect(ACCOUNT_ABSTRACTION_CONTRACTS.simple7702Account).toBe(create2(accountAbstractionBuild('Simple7702Account').bytecode));
    expect(ACCOUNT_ABSTRACTION_CONTRACTS.sponsorPaymaster).toBe(SPONSOR_PAYMASTER_ADDRESS);
    expect(SPONSOR_PAYMASTER_ADDRESS).toBe(create2(sponsorPaymasterInitCode()));
    // The factory's constructor creates the implementation: its first CREATE (a contract's nonce starts at 1).
    expect(ACCOUNT_ABSTRACTION_CONTRACTS.simpleAccountImplementation).toBe(getContractAddress({ from: ACCOUNT_ABSTRACTION_CONTRACTS.simpleAccountFactory, nonce: 1n }));
  });

  it('uses keys derived from their labels, none an anvil default account', () => {
    const labels = {
      deployer: 'account abstraction deployer',
      bundlerExecutor: 'bundler executor',
      bundlerUtility: 'bundler utility',
      paymasterSigner: 'paymaster signer',
      paymasterOwner: 'paymaster owner',
    } as const;
    for (const [name, label] of Object.entries(labels)) {
      const key = ACCOUNT_ABSTRACTION_KEYS[name as keyof typeof labels];
      expect(key.privateKey).toBe(keccak256(toBytes(`walletport devstack: ${label}`)));
      expect(privateKeyToAddress(key.privateKey)).toBe(key.address);
    }
  });
});

describe('account-abstraction contracts on a started chain', () => {
  let running: RunningChains;
  let client: PublicClient;

  beforeAll(async () => {
    running = await startChains({ chains: ['a'], ports: { a: await freePort() } });
    client = createPublicClient({ transport: http(running.chains[0]!.rpcUrl) });
  }, 60_000);
  afterAll(async () => running?.stop());

  it('has every contract, the factory and the paymaster pointing at the EntryPoint, the paymaster deposited', async () => {
    const { entryPoint, simpleAccountFactory, simpleAccountImplementation, simple7702Account, sponsorPaymaster } = ACCOUNT_ABSTRACTION_CONTRACTS;
    for (const address of [entryPoint, simpleAccountFactory, simpleAccountImplementation, simple7702Account, sponsorPaymaster]) {
      expect(await client.getCode({ address }), address).toBeDefined();
    }
    const entryPointOf = parseAbi(['function entryPoint() view returns (address)']);
    expect(await client.readContract({ address: simple7702Account, abi: entryPointOf, functionName: 'entryPoint' })).toBe(entryPoint);
    expect(await client.readContract({ address: simpleAccountImplementation, abi: entryPointOf, functionName: 'entryPoint' })).toBe(entryPoint);
    expect(await client.readContract({ address: sponsorPaymaster, abi: DEV_SPONSOR_PAYMASTER_ABI, functionName: 'entryPoint' })).toBe(entryPoint);
    expect(await client.readContract({ address: sponsorPaymaster, abi: DEV_SPONSOR_PAYMASTER_ABI, functionName: 'signer' })).toBe(ACCOUNT_ABSTRACTION_KEYS.paymasterSigner.address);
    expect(await client.readContract({ address: sponsorPaymaster, abi: DEV_SPONSOR_PAYMASTER_ABI, functionName: 'owner' })).toBe(ACCOUNT_ABSTRACTION_KEYS.paymasterOwner.address);
    expect(await client.readContract({ address: entryPoint, abi: entryPoint08Abi, functionName: 'balanceOf', args: [sponsorPaymaster] })).toBe(SPONSOR_PAYMASTER_DEPOSIT);
  });
});
