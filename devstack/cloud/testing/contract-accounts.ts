/**
 * Minimal contract accounts for sign-in tests, so ERC-1271 and ERC-6492 run for real against anvil without a
 * compiler: a wallet whose isValidSignature(hash, signature) answers the magic value only when ecrecover
 * gives its owner, and a factory that CREATE2-deploys whatever init code it is called with (salt 0), which
 * is what an ERC-6492 signature needs to deploy a not-yet-existing account inside the check.
 *
 * Hand-assembled EVM: the opcode table below is the whole "source".
 */
import { createTestClient, getContractAddress, http, padHex, serializeErc6492Signature, type Address, type Hex } from 'viem';

const ERC1271_MAGIC = '1626ba7e';
const ERC1271_REJECT = 'ffffffff';

/** Opcodes used below (EVM yellow paper numbering). */
const op = {
  STOP: '00', SHL: '1b', BYTE: '1a', EQ: '14', CALLDATALOAD: '35', CALLDATASIZE: '36', CALLDATACOPY: '37',
  CODECOPY: '39', POP: '50', MLOAD: '51', MSTORE: '52', JUMPI: '57', GAS: '5a', JUMPDEST: '5b',
  PUSH1: '60', PUSH4: '63', PUSH20: '73', CREATE2: 'f5', RETURN: 'f3', STATICCALL: 'fa',
} as const;

const byte = (value: number) => value.toString(16).padStart(2, '0');

/** Returns the 4-byte selector-style answer `word` as a 32-byte return value. */
function returnWord(word: string): string {
  return [op.PUSH4, word, op.PUSH1, 'e0', op.SHL, op.PUSH1, '00', op.MSTORE, op.PUSH1, '20', op.PUSH1, '00', op.RETURN].join('');
}

/**
 * Runtime of the owner-checking wallet. The signature of isValidSignature(bytes32,bytes) sits at calldata
 * 0x64 (selector, hash, offset, length): r at 0x64, s at 0x84, v in the first byte at 0xa4.
 */
export function ownerWalletRuntime(owner: Address): Hex {
  const head = [
    // ecrecover input in memory: hash, v, r, s
    op.PUSH1, '04', op.CALLDATALOAD, op.PUSH1, '00', op.MSTORE,
    op.PUSH1, 'a4', op.CALLDATALOAD, op.PUSH1, '00', op.BYTE, op.PUSH1, '20', op.MSTORE,
    op.PUSH1, '64', op.CALLDATALOAD, op.PUSH1, '40', op.MSTORE,
    op.PUSH1, '84', op.CALLDATALOAD, op.PUSH1, '60', op.MSTORE,
    // staticcall(gas, 0x01, 0, 0x80, 0x80, 0x20): a failed recovery leaves 0x80 zero
    op.PUSH1, '20', op.PUSH1, '80', op.PUSH1, '80', op.PUSH1, '00', op.PUSH1, '01', op.GAS, op.STATICCALL, op.POP,
    op.PUSH1, '80', op.MLOAD, op.PUSH20, owner.slice(2).toLowerCase(), op.EQ,
  ].join('');
  const reject = returnWord(ERC1271_REJECT);
  // head + PUSH1 <dest> JUMPI (3 bytes) + reject, then the JUMPDEST
  const destination = head.length / 2 + 3 + reject.length / 2;
  return `0x${head}${op.PUSH1}${byte(destination)}${op.JUMPI}${reject}${op.JUMPDEST}${returnWord(ERC1271_MAGIC)}`;
}

/** Init code that deploys `runtime` (up to 255 bytes). */
export function initCodeFor(runtime: Hex): Hex {
  const length = (runtime.length - 2) / 2;
  if (length > 0xff) throw new Error('runtime too long for this init code');
  const header = [op.PUSH1, byte(length), op.PUSH1, '0c', op.PUSH1, '00', op.CODECOPY, op.PUSH1, byte(length), op.PUSH1, '00', op.RETURN].join('');
  return `0x${header}${runtime.slice(2)}`;
}

/** Runtime of the factory: CREATE2(0, calldata as init code, salt 0). */
export const CREATE2_FACTORY_RUNTIME: Hex = `0x${[
  op.CALLDATASIZE, op.PUSH1, '00', op.PUSH1, '00', op.CALLDATACOPY,
  op.PUSH1, '00', op.CALLDATASIZE, op.PUSH1, '00', op.PUSH1, '00', op.CREATE2, op.STOP,
].join('')}`;

function anvil(rpcUrl: string) {
  return createTestClient({ mode: 'anvil', transport: http(rpcUrl) });
}

/** Places an owner-checking wallet at `address` (anvil_setCode): an ERC-1271 account, deployed. */
export async function placeOwnerWallet(rpcUrl: string, address: Address, owner: Address): Promise<void> {
  await anvil(rpcUrl).setCode({ address, bytecode: ownerWalletRuntime(owner) });
}

export type CounterfactualWallet = {
  /** Where the factory would deploy the wallet; no code there yet. */
  address: Address;
  /** Wraps the owner's signature in ERC-6492 (factory, init code, signature). */
  wrap(signature: Hex): Hex;
};

/** Places the factory at `factory` and answers the counterfactual wallet of `owner` (ERC-6492). */
export async function counterfactualWallet(rpcUrl: string, factory: Address, owner: Address): Promise<CounterfactualWallet> {
  await anvil(rpcUrl).setCode({ address: factory, bytecode: CREATE2_FACTORY_RUNTIME });
  const initCode = initCodeFor(ownerWalletRuntime(owner));
  const address = getContractAddress({ opcode: 'CREATE2', from: factory, salt: padHex('0x00', { size: 32 }), bytecode: initCode });
  return {
    address,
    wrap: (signature) => serializeErc6492Signature({ address: factory, data: initCode, signature }),
  };
}
