/**
 * A viem SmartAccount for the SimpleAccount of @account-abstraction/contracts@0.8.0 behind the devstack's
 * SimpleAccountFactory (viem ships adapters for Coinbase, Solady and Simple7702 accounts, not for this one).
 * SimpleAccount v0.8 accepts the owner's raw ECDSA signature over the EntryPoint's (EIP-712) user operation
 * hash, with no personal-message prefix; it has no ERC-1271, so message signing is refused.
 */
import { BaseError, decodeFunctionData, encodeFunctionData, parseAbi, type Address, type LocalAccount } from 'viem';
import { entryPoint08Abi, getUserOperationHash, toSmartAccount, type SmartAccountImplementation } from 'viem/account-abstraction';
import { readContract } from 'viem/actions';
import { ENTRY_POINT_08_ADDRESS, SIMPLE_ACCOUNT_FACTORY_ADDRESS } from './account-abstraction.js';

export const SIMPLE_ACCOUNT_ABI = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
  'function owner() view returns (address)',
]);

export const SIMPLE_ACCOUNT_FACTORY_ABI = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
]);

/**
 * A 65-byte signature that recovers (a low s, v = 28) to an address nobody owns, so SimpleAccount answers
 * SIG_VALIDATION_FAILED instead of reverting: what the bundler estimates gas with.
 */
const STUB_SIGNATURE = '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c';

export type ToDevSimpleAccountParameters = {
  /** A client on the chain (reads the factory and the EntryPoint nonce). */
  client: SmartAccountImplementation['client'];
  /** The owner's key. */
  owner: LocalAccount;
  /** The factory salt: one owner can have several accounts. Default 0. */
  salt?: bigint;
};

export type ToDevSimpleAccountReturnType = ReturnType<typeof toDevSimpleAccount>;
export type DevSimpleAccount = Awaited<ToDevSimpleAccountReturnType>;
export type ToDevSimpleAccountErrorType = BaseError;

export async function toDevSimpleAccount({ client, owner, salt = 0n }: ToDevSimpleAccountParameters) {
  const entryPoint = { abi: entryPoint08Abi, address: ENTRY_POINT_08_ADDRESS, version: '0.8' } as const;
  let address: Address | undefined;
  return toSmartAccount({
    client,
    entryPoint,
    async decodeCalls(data) {
      const call = decodeFunctionData({ abi: SIMPLE_ACCOUNT_ABI, data });
      if (call.functionName === 'execute') return [{ to: call.args[0], value: call.args[1], data: call.args[2] }];
      if (call.functionName === 'executeBatch') return call.args[0].map((one) => ({ to: one.target, value: one.value, data: one.data }));
      throw new BaseError(`SimpleAccount has no call "${call.functionName}" to decode`);
    },
    async encodeCalls(calls) {
      const [only] = calls;
      if (calls.length === 1 && only !== undefined) {
        return encodeFunctionData({ abi: SIMPLE_ACCOUNT_ABI, functionName: 'execute', args: [only.to, only.value ?? 0n, only.data ?? '0x'] });
      }
      const batch = calls.map((call) => ({ target: call.to, value: call.value ?? 0n, data: call.data ?? '0x' }));
      return encodeFunctionData({ abi: SIMPLE_ACCOUNT_ABI, functionName: 'executeBatch', args: [batch] });
    },
    async getAddress() {
      // The factory computes it (CREATE2 of an ERC1967 proxy); it never changes, so one read is enough.
      address ??= await readContract(client, { address: SIMPLE_ACCOUNT_FACTORY_ADDRESS, abi: SIMPLE_ACCOUNT_FACTORY_ABI, functionName: 'getAddress', args: [owner.address, salt] });
      return address;
    },
    async getFactoryArgs() {
      const factoryData = encodeFunctionData({ abi: SIMPLE_ACCOUNT_FACTORY_ABI, functionName: 'createAccount', args: [owner.address, salt] });
      return { factory: SIMPLE_ACCOUNT_FACTORY_ADDRESS, factoryData };
    },
    async getStubSignature() {
      return STUB_SIGNATURE;
    },
    async signMessage() {
      throw new BaseError('SimpleAccount v0.8 has no ERC-1271: it cannot sign messages');
    },
    async signTypedData() {
      throw new BaseError('SimpleAccount v0.8 has no ERC-1271: it cannot sign typed data');
    },
    async signUserOperation(parameters) {
      const { chainId = client.chain?.id, ...userOperation } = parameters;
      if (chainId === undefined) throw new BaseError('The client has no chain: pass chainId to sign a user operation');
      const hash = getUserOperationHash({
        chainId,
        entryPointAddress: entryPoint.address,
        entryPointVersion: entryPoint.version,
        userOperation: { ...userOperation, sender: await this.getAddress() },
      });
      return owner.sign!({ hash });
    },
  });
}
