// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @notice A fixed-supply ERC-20 for the local devnets. Unlike the OpenZeppelin 4.9 presets (always 18
/// decimals) it takes its decimals as a constructor argument, so one artifact serves USDC (6) and WETH (18).
contract DevERC20 is ERC20 {
    uint8 private immutable _decimals;

    constructor(string memory name_, string memory symbol_, uint8 decimals_, uint256 initialSupply, address owner)
        ERC20(name_, symbol_)
    {
        _decimals = decimals_;
        _mint(owner, initialSupply);
    }

    function decimals() public view override returns (uint8) {
        return _decimals;
    }
}
