// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/// @notice The part of Uniswap V2's Router02 this contract calls.
interface IUniswapV2SwapRouter {
    function WETH() external view returns (address);

    function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        returns (uint256[] memory amounts);

    function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        payable
        returns (uint256[] memory amounts);

    function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        returns (uint256[] memory amounts);
}

/// @notice The devstack's swap provider: it stands in front of a Uniswap V2 router and keeps a provider fee of
/// FEE_BPS / 10,000 of the INPUT (rounded down), paid in the input asset to a fixed fee account, then swaps the
/// rest through the router, which sends the output straight to the caller's recipient. It holds no funds
/// between calls: the fee leaves at once and the router is approved for exactly what it swaps.
/// Tokens that take a fee on transfer are not supported (the router would be approved for more than arrived).
contract SwapFeeRouter {
    using SafeERC20 for IERC20;

    uint256 public constant FEE_BPS = 85;
    uint256 private constant BPS_DENOMINATOR = 10_000;

    IUniswapV2SwapRouter public immutable router;
    address public immutable feeAccount;

    /// @dev `token` is address(0) when the fee is paid in native ETH.
    event FeeCharged(address indexed payer, address indexed token, uint256 amount);
    /// @dev `amountIn` is what the caller paid, fee included; `amountOut` is what `to` received.
    event Swapped(address indexed sender, address indexed to, address tokenIn, address tokenOut, uint256 amountIn, uint256 amountOut);

    error ZeroAddress();
    error ZeroAmount();
    error InvalidPath();
    error EthTransferFailed();

    constructor(IUniswapV2SwapRouter router_, address feeAccount_) {
        if (address(router_) == address(0) || feeAccount_ == address(0)) revert ZeroAddress();
        router = router_;
        feeAccount = feeAccount_;
    }

    /// @notice The fee kept from `amountIn`; the router swaps `amountIn - feeOf(amountIn)`.
    function feeOf(uint256 amountIn) public pure returns (uint256) {
        return (amountIn * FEE_BPS) / BPS_DENOMINATOR;
    }

    /// @notice Pulls `amountIn` of path[0] from the caller (who approves THIS contract), keeps the fee, swaps the rest.
    function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        returns (uint256[] memory amounts)
    {
        uint256 swapped = _takeTokenFee(amountIn, path, to);
        amounts = router.swapExactTokensForTokens(swapped, amountOutMin, path, to, deadline);
        emit Swapped(msg.sender, to, path[0], path[path.length - 1], amountIn, amounts[amounts.length - 1]);
    }

    /// @notice Keeps the fee out of msg.value (in ETH) and swaps the rest; path[0] must be the router's WETH.
    function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        payable
        returns (uint256[] memory amounts)
    {
        _checkSwap(msg.value, path, to);
        if (path[0] != router.WETH()) revert InvalidPath();
        uint256 fee = feeOf(msg.value);
        if (fee > 0) {
            (bool sent,) = feeAccount.call{value: fee}("");
            if (!sent) revert EthTransferFailed();
            emit FeeCharged(msg.sender, address(0), fee);
        }
        amounts = router.swapExactETHForTokens{value: msg.value - fee}(amountOutMin, path, to, deadline);
        emit Swapped(msg.sender, to, address(0), path[path.length - 1], msg.value, amounts[amounts.length - 1]);
    }

    /// @notice Like swapExactTokensForTokens, but the last hop is the router's WETH and `to` receives native ETH.
    function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        returns (uint256[] memory amounts)
    {
        if (path.length >= 2 && path[path.length - 1] != router.WETH()) revert InvalidPath();
        uint256 swapped = _takeTokenFee(amountIn, path, to);
        amounts = router.swapExactTokensForETH(swapped, amountOutMin, path, to, deadline);
        emit Swapped(msg.sender, to, path[0], address(0), amountIn, amounts[amounts.length - 1]);
    }

    /// @dev Pulls amountIn, sends the fee to feeAccount and approves the router for the rest, which it returns.
    function _takeTokenFee(uint256 amountIn, address[] calldata path, address to) private returns (uint256 swapped) {
        _checkSwap(amountIn, path, to);
        IERC20 tokenIn = IERC20(path[0]);
        tokenIn.safeTransferFrom(msg.sender, address(this), amountIn);
        uint256 fee = feeOf(amountIn);
        if (fee > 0) {
            tokenIn.safeTransfer(feeAccount, fee);
            emit FeeCharged(msg.sender, address(tokenIn), fee);
        }
        swapped = amountIn - fee;
        tokenIn.forceApprove(address(router), swapped);
    }

    function _checkSwap(uint256 amountIn, address[] calldata path, address to) private pure {
        if (amountIn == 0) revert ZeroAmount();
        if (path.length < 2) revert InvalidPath();
        if (to == address(0)) revert ZeroAddress();
    }
}
