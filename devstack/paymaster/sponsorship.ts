/**
 * What DevSponsorPaymaster (devstack/chains/contracts/DevSponsorPaymaster.sol) checks, computed off chain: the
 * hash its getHash(userOp, validUntil, validAfter) returns, and the paymasterData layout
 * validUntil (6) | validAfter (6) | signature (65). The service signs that hash as an EIP-191 message.
 */
import { concat, encodeAbiParameters, keccak256, numberToHex, pad, type Address, type Hex, type LocalAccount } from 'viem';
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction';

/** The user operation as the paymaster service receives it (ERC-7677: v0.7/v0.8 fields, gas as bigints). */
export type SponsoredUserOperation = Pick<
  UserOperation<'0.8'>,
  | 'sender'
  | 'nonce'
  | 'factory'
  | 'factoryData'
  | 'callData'
  | 'callGasLimit'
  | 'verificationGasLimit'
  | 'preVerificationGas'
  | 'maxFeePerGas'
  | 'maxPriorityFeePerGas'
  | 'paymasterVerificationGasLimit'
  | 'paymasterPostOpGasLimit'
>;

export type SponsorshipWindow = { validUntil: number; validAfter: number };

/**
 * A 65-byte signature that recovers (low s, v = 28) to an address nobody owns: the stub paymasterData carries it,
 * so the paymaster answers SIG_VALIDATION_FAILED during the bundler's estimate instead of reverting (AA33).
 */
export const STUB_PAYMASTER_SIGNATURE: Hex = '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c';

export type SponsorshipHashParameters = {
  userOperation: SponsoredUserOperation;
  window: SponsorshipWindow;
  chainId: number;
  paymaster: Address;
};
export type SponsorshipHashReturnType = Hex;
export type SponsorshipHashErrorType = Error;

/** DevSponsorPaymaster.getHash: the packed operation's fields (the paymaster signature aside), the chain, the paymaster, the window. */
export function sponsorshipHash({ userOperation, window, chainId, paymaster }: SponsorshipHashParameters): SponsorshipHashReturnType {
  // Packed exactly as the EntryPoint will see it (non-hash form: a 7702 operation keeps its 0x7702 marker).
  const packed = toPackedUserOperation({ ...userOperation, paymaster, paymasterData: '0x', signature: '0x' } as UserOperation<'0.8'>);
  const paymasterGasLimits = concat([
    pad(numberToHex(userOperation.paymasterVerificationGasLimit ?? 0n), { size: 16 }),
    pad(numberToHex(userOperation.paymasterPostOpGasLimit ?? 0n), { size: 16 }),
  ]);
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' }, { type: 'uint256' }, { type: 'bytes32' }, { type: 'bytes32' }, { type: 'bytes32' }, { type: 'bytes32' },
        { type: 'uint256' }, { type: 'bytes32' }, { type: 'uint256' }, { type: 'address' }, { type: 'uint48' }, { type: 'uint48' },
      ],
      [
        packed.sender,
        packed.nonce,
        keccak256(packed.initCode),
        keccak256(packed.callData),
        packed.accountGasLimits,
        paymasterGasLimits,
        packed.preVerificationGas,
        packed.gasFees,
        BigInt(chainId),
        paymaster,
        window.validUntil,
        window.validAfter,
      ],
    ),
  );
}

/** validUntil | validAfter | signature, as _validatePaymasterUserOp slices it. */
export function encodePaymasterData(window: SponsorshipWindow, signature: Hex): Hex {
  return concat([pad(numberToHex(window.validUntil), { size: 6 }), pad(numberToHex(window.validAfter), { size: 6 }), signature]);
}

export type SignSponsorshipParameters = SponsorshipHashParameters & { signer: LocalAccount };
export type SignSponsorshipReturnType = Promise<Hex>;
export type SignSponsorshipErrorType = Error;

/** The paymasterData that makes DevSponsorPaymaster pay for this exact operation within the window. */
export async function signSponsorship({ signer, ...parameters }: SignSponsorshipParameters): SignSponsorshipReturnType {
  const signature = await signer.signMessage({ message: { raw: sponsorshipHash(parameters) } });
  return encodePaymasterData(parameters.window, signature);
}

/** The most the operation can cost its paymaster: every gas limit at the operation's max fee. */
export function maxSponsoredCost(userOperation: SponsoredUserOperation): bigint {
  const gas =
    userOperation.verificationGasLimit +
    userOperation.callGasLimit +
    userOperation.preVerificationGas +
    (userOperation.paymasterVerificationGasLimit ?? 0n) +
    (userOperation.paymasterPostOpGasLimit ?? 0n);
  return gas * userOperation.maxFeePerGas;
}
