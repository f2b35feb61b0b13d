// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {MarketCore} from "./MarketCore.sol";

/// @title Payouts pushed with bounded gas, and credits a payee withdraws later.
/// @notice A payee that cannot receive coin (it reverts or needs more gas) never blocks a sale:
/// its share is credited to `pendingWithdrawals` for `withdraw` or `withdrawTo`.
/// @dev docs/decisions/029-pull-payments.md
abstract contract MarketPullPayments is MarketCore, ReentrancyGuardTransient {
    /// @notice Gas given to a payout, enough for a smart-contract wallet, too little to grief a sale.
    uint256 public constant PAYOUT_GAS = 50_000;

    mapping(address payee => uint256) public pendingWithdrawals;

    event PayoutCredited(address indexed payee, uint256 amount);
    event Withdrawn(address indexed payee, address indexed to, uint256 amount);

    error NothingToWithdraw();
    error WithdrawalFailed(address to, uint256 amount);

    /// @notice Sends the caller's refunds and credited payouts to the caller.
    function withdraw() external nonReentrant {
        _withdraw(payable(msg.sender));
    }

    /// @notice Sends the caller's refunds and credited payouts to `to`, for payees that cannot
    /// receive coin themselves.
    function withdrawTo(address payable to) external nonReentrant {
        if (to == address(0)) revert ZeroAddress();
        _withdraw(to);
    }

    /// @dev Pushes a payout with bounded gas; a payee that reverts or runs out of gas is credited.
    function _pay(address payee, uint256 amount) internal {
        if (amount == 0) return;
        bool sent;
        // Plain call without copying return data, so a payee cannot make the payer pay for it.
        assembly ("memory-safe") {
            sent := call(PAYOUT_GAS, payee, amount, 0, 0, 0, 0)
        }
        if (!sent) {
            pendingWithdrawals[payee] += amount;
            emit PayoutCredited(payee, amount);
        }
    }

    function _withdraw(address payable to) private {
        uint256 amount = pendingWithdrawals[msg.sender];
        if (amount == 0) revert NothingToWithdraw();
        pendingWithdrawals[msg.sender] = 0;
        (bool sent,) = to.call{value: amount}("");
        if (!sent) revert WithdrawalFailed(to, amount);
        emit Withdrawn(msg.sender, to, amount);
    }
}
