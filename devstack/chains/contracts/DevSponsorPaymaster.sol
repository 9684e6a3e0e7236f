// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {BasePaymaster} from "@account-abstraction/contracts/core/BasePaymaster.sol";
import {_packValidationData} from "@account-abstraction/contracts/core/Helpers.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/**
 * The devstack's sponsoring paymaster (EntryPoint v0.8): it pays for a user operation when paymasterAndData
 * carries the paymaster service's signature over the operation and a validity window. The service (the
 * local cloud's ERC-7677 endpoint) decides who is sponsored (allowed origins, a spending cap per project);
 * this contract only checks that the service said yes.
 *
 * paymasterAndData: paymaster (20) | verification gas (16) | postOp gas (16) | validUntil (6) | validAfter (6)
 *                   | signature (65)
 */
contract DevSponsorPaymaster is BasePaymaster {
    /// The key of the paymaster service. Immutable: a new signer is a new paymaster address.
    address public immutable signer;

    uint256 private constant VALID_UNTIL_OFFSET = PAYMASTER_DATA_OFFSET;
    uint256 private constant VALID_AFTER_OFFSET = PAYMASTER_DATA_OFFSET + 6;
    uint256 private constant SIGNATURE_OFFSET = PAYMASTER_DATA_OFFSET + 12;

    error MalformedPaymasterData(uint256 length);

    /// The owner is passed in, not msg.sender: the contract is created through the CREATE2 deployer.
    constructor(IEntryPoint entryPoint_, address signer_, address owner_) BasePaymaster(entryPoint_) {
        signer = signer_;
        _transferOwnership(owner_);
    }

    /**
     * What the service signs (as an EIP-191 personal message): every field of the operation that decides what
     * runs and what it may cost, except the paymaster signature itself (which cannot sign itself), plus the
     * chain, this paymaster and the window. The EntryPoint's userOpHash cannot serve: it covers the signature.
     */
    function getHash(PackedUserOperation calldata userOp, uint48 validUntil, uint48 validAfter) public view returns (bytes32) {
        return keccak256(
            abi.encode(
                userOp.sender,
                userOp.nonce,
                keccak256(userOp.initCode),
                keccak256(userOp.callData),
                userOp.accountGasLimits,
                bytes32(userOp.paymasterAndData[PAYMASTER_VALIDATION_GAS_OFFSET:PAYMASTER_DATA_OFFSET]),
                userOp.preVerificationGas,
                userOp.gasFees,
                block.chainid,
                address(this),
                validUntil,
                validAfter
            )
        );
    }

    function _validatePaymasterUserOp(PackedUserOperation calldata userOp, bytes32, uint256)
        internal
        view
        override
        returns (bytes memory context, uint256 validationData)
    {
        bytes calldata data = userOp.paymasterAndData;
        if (data.length != SIGNATURE_OFFSET + 65) revert MalformedPaymasterData(data.length);
        uint48 validUntil = uint48(bytes6(data[VALID_UNTIL_OFFSET:VALID_AFTER_OFFSET]));
        uint48 validAfter = uint48(bytes6(data[VALID_AFTER_OFFSET:SIGNATURE_OFFSET]));
        bytes32 digest = MessageHashUtils.toEthSignedMessageHash(getHash(userOp, validUntil, validAfter));
        // tryRecover, not recover: the bundler estimates gas with a dummy (stub) signature, which must come back
        // as SIG_VALIDATION_FAILED; a revert there would be AA33 and no estimate.
        (address recovered, ECDSA.RecoverError failure,) = ECDSA.tryRecoverCalldata(digest, data[SIGNATURE_OFFSET:]);
        bool signedByService = failure == ECDSA.RecoverError.NoError && recovered == signer;
        return ("", _packValidationData(!signedByService, validUntil, validAfter));
    }
}
