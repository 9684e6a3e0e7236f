/**
 * ERC-4337 and EIP-7702 on the local chains: what startChains() puts on every chain (./deploy-account-abstraction.ts)
 * and the keys of the devstack's bundlers and paymaster service. Every address here follows from bytecode and
 * salts alone (CREATE2 through anvil's deterministic deployer), so the cloud, the secure site and the tests
 * import them without a chain; account-abstraction.test.ts recomputes them from the npm build JSON.
 *
 *   EntryPoint v0.8        the canonical address (the canonical salt, so viem's entryPoint08Address works as is)
 *   SimpleAccountFactory   @account-abstraction/contracts@0.8.0 build, same salt, constructor(EntryPoint)
 *   Simple7702Account      same; EIP-7702 delegation target (it hard-codes the canonical EntryPoint v0.8)
 *   DevSponsorPaymaster    contracts/DevSponsorPaymaster.sol, deposited in the EntryPoint at start
 *
 * The factory and Simple7702Account are not at their mainnet addresses (those were built with other compiler
 * settings than the npm JSON), so viem's toSimple7702SmartAccount needs `implementation: SIMPLE_7702_ACCOUNT_ADDRESS`.
 */
import { parseEther, type Address, type Hex } from 'viem';

/** anvil's built-in CREATE2 deployer (Arachnid's deterministic-deployment-proxy): calldata = salt ++ init code. */
export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C';

/** The salt eth-infinitism deploys EntryPoint v0.8 with; it puts the EntryPoint at its canonical address. */
export const ACCOUNT_ABSTRACTION_SALT: Hex = '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9';

export const ENTRY_POINT_08_ADDRESS: Address = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108';
export const SIMPLE_ACCOUNT_FACTORY_ADDRESS: Address = '0xdaeCF91A87e14dfB1a836186437cA6424EFCaba2';
/** The SimpleAccount implementation behind every proxy the factory creates (its constructor's CREATE, nonce 1). */
export const SIMPLE_ACCOUNT_IMPLEMENTATION_ADDRESS: Address = '0xf817D8153d59A0494cfD6c7A8e7057B9999a4D75';
export const SIMPLE_7702_ACCOUNT_ADDRESS: Address = '0x882dd049E323AfA9F98d5553f2d267E5c084Daeb';

/**
 * Development keys of the devstack's own actors (keccak256 of a label, so anyone can re-derive them). None is an
 * anvil default account, so nothing they do moves the nonce of a DEV_ACCOUNTS entry a journey counts on; each is
 * funded with anvil_setBalance. Public: they hold value only on these local chains.
 */
export const ACCOUNT_ABSTRACTION_KEYS = {
  /** Sends the CREATE2 deployments and the paymaster's deposit. */
  deployer: { privateKey: '0x342b5f0cb07da45ccfa3b4b5d67a3e023f1cfec231e0afd989ce86285fb94540', address: '0x627E30D658a23267844091386AB8b57955B55071' },
  /** alto's executor (`-x`): sends handleOps bundles. */
  bundlerExecutor: { privateKey: '0x384d7cbc71295f09d25c8a13a26f4f3a5e613b8229e036c3fbfb833d4c336085', address: '0x12140d365625f36B4Dff0415Bc9bAf0DEdf92727' },
  /** alto's utility key (`-u`): deploys its simulation contracts at start. */
  bundlerUtility: { privateKey: '0x2d3171fa59331e276701d97f4e13070b3d29adf9bbae5d5301aa0b6aee7ffe14', address: '0x5F795E70BCd770890bcCa1D90Ab97B5074cb5388' },
  /** The paymaster service's signer: DevSponsorPaymaster pays only for operations it signed. */
  paymasterSigner: { privateKey: '0x3035cb91ec27f762c9b8c8b0344cffced8fcead74a46450c505cbd4c2aa91dcc', address: '0x0b100b22968800bbFF133f36B0845B4050EFCd8D' },
  /** The paymaster's owner (may withdraw its deposit or stake). */
  paymasterOwner: { privateKey: '0x8b812e9ba453b3faa9bc8d0e9c0d3a4f9cb3809346c3f98d94a5431b18838ba6', address: '0x5f04A358699141CEc4700C0c68D1d74615113635' },
} as const satisfies Record<string, { privateKey: Hex; address: Address }>;

/**
 * DevSponsorPaymaster(EntryPoint, paymasterSigner, paymasterOwner) from artifacts/dev-sponsor-paymaster.ts: a
 * literal, so importing this file costs no hashing and no bytecode; deploy-account-abstraction.ts (and its test)
 * check it against the artifact, and recompiling the paymaster means updating it here.
 */
export const SPONSOR_PAYMASTER_ADDRESS: Address = '0x1d45d0B4f4F134Af847a00D1836Ab21b9e8e2082';

/** What the paymaster holds in the EntryPoint after start: enough for thousands of local operations. */
export const SPONSOR_PAYMASTER_DEPOSIT = parseEther('1000');

export type AccountAbstractionContracts = {
  readonly entryPoint: Address;
  readonly simpleAccountFactory: Address;
  readonly simpleAccountImplementation: Address;
  readonly simple7702Account: Address;
  readonly sponsorPaymaster: Address;
};

/** Identical on every local chain and every run. */
export const ACCOUNT_ABSTRACTION_CONTRACTS: AccountAbstractionContracts = Object.freeze({
  entryPoint: ENTRY_POINT_08_ADDRESS,
  simpleAccountFactory: SIMPLE_ACCOUNT_FACTORY_ADDRESS,
  simpleAccountImplementation: SIMPLE_ACCOUNT_IMPLEMENTATION_ADDRESS,
  simple7702Account: SIMPLE_7702_ACCOUNT_ADDRESS,
  sponsorPaymaster: SPONSOR_PAYMASTER_ADDRESS,
});
