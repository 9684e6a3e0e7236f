// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {DevSmartAccount} from "./DevSmartAccount.sol";

/// @notice Deploys DevSmartAccounts with CREATE2, so an account's address is known before it exists: the
/// counterfactual account an ERC-6492 signature describes (this factory's address plus the createAccount
/// calldata) is the one getAddress predicts.
contract DevSmartAccountFactory {
    event AccountCreated(address indexed account, address indexed owner, bytes32 salt);

    /// Deploys the account for (owner, salt), or returns it when it already exists: ERC-6492 verifiers may
    /// replay the factory call against an account that was deployed in the meantime, and must not revert.
    function createAccount(address owner, bytes32 salt) external returns (address account) {
        account = getAddress(owner, salt);
        if (account.code.length > 0) return account;
        new DevSmartAccount{salt: salt}(owner);
        emit AccountCreated(account, owner, salt);
    }

    /// The CREATE2 address of the account for (owner, salt): the owner is a constructor argument, so it is
    /// part of the init code, and two owners never share an address even with the same salt.
    function getAddress(address owner, bytes32 salt) public view returns (address) {
        bytes32 initCodeHash = keccak256(abi.encodePacked(type(DevSmartAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, initCodeHash)))));
    }
}
