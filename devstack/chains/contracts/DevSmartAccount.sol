// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice The devstack's smart-contract wallet: the smallest account a sign-in verifier has to treat as a
/// contract. One owner EOA, fixed at construction; a signature is valid (ERC-1271) when the owner signed the
/// very hash the verifier passes, with no extra prefix, so tests can sign with a plain key. Not for real funds:
/// no nonce, no guardian, no upgrade path.
contract DevSmartAccount {
    /// ERC-1271's magic value, `bytes4(keccak256("isValidSignature(bytes32,bytes)"))`.
    bytes4 internal constant VALID_SIGNATURE = 0x1626ba7e;
    /// What ERC-1271 verifiers treat as "no"; returned rather than reverting so callers can tell a wrong
    /// signature from a broken account.
    bytes4 internal constant INVALID_SIGNATURE = 0xffffffff;
    /// Half the secp256k1 order: signatures with a larger `s` are the malleable twin of a valid one.
    uint256 internal constant HALF_CURVE_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    address public immutable owner;

    error NotOwner(address caller);
    error CallFailed(bytes reason);

    constructor(address owner_) {
        owner = owner_;
    }

    /// Holds native currency like any wallet, so tests can fund it with a plain transfer.
    receive() external payable {}

    /// Lets the owner move funds or call contracts from the account (so it can hold and spend tokens).
    function execute(address to, uint256 value, bytes calldata data) external returns (bytes memory result) {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        bool ok;
        (ok, result) = to.call{value: value}(data);
        if (!ok) revert CallFailed(result);
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        return recover(hash, signature) == owner ? VALID_SIGNATURE : INVALID_SIGNATURE;
    }

    /// The signer of a 65-byte (r, s, v) signature, or the zero address when it cannot be one (wrong length,
    /// high s, bad v); the zero address never equals the owner, who is set from a real key.
    function recover(bytes32 hash, bytes calldata signature) internal pure returns (address) {
        if (signature.length != 65) return address(0);
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        // Some signers write the recovery id as 0/1 rather than 27/28.
        if (v < 27) v += 27;
        if ((v != 27 && v != 28) || uint256(s) > HALF_CURVE_ORDER) return address(0);
        return ecrecover(hash, v, r, s);
    }
}
