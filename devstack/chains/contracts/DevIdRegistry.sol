// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice The devstack's stand-in for Farcaster's IdRegistry: who holds each FID (its custody address) and
/// which FID an address holds, the two reads Sign In With Farcaster verification makes (`idOf` is the one
/// the Farcaster auth client calls; `custodyOf` is its inverse, with the same signatures as Farcaster's). The
/// development FIDs are registered once, by the constructor; there is no transfer or recovery.
contract DevIdRegistry {
    mapping(uint256 fid => address custody) public custodyOf;
    mapping(address custody => uint256 fid) public idOf;

    event Register(address indexed to, uint256 indexed id);

    error InvalidRegistration(uint256 fid, address custody);

    constructor(uint256[] memory fids, address[] memory custodies) {
        if (fids.length != custodies.length) revert InvalidRegistration(0, address(0));
        for (uint256 i = 0; i < fids.length; i++) {
            uint256 fid = fids[i];
            address custody = custodies[i];
            // One FID per address and one address per FID, as in Farcaster's registry; FID 0 means "none".
            if (fid == 0 || custody == address(0) || custodyOf[fid] != address(0) || idOf[custody] != 0) {
                revert InvalidRegistration(fid, custody);
            }
            custodyOf[fid] = custody;
            idOf[custody] = fid;
            emit Register(custody, fid);
        }
    }
}
