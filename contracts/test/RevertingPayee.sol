// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @dev A payee that refuses every coin transfer, to show payouts to it are credited instead.
contract RevertingPayee {
    error PaymentRefused();

    receive() external payable {
        revert PaymentRefused();
    }
}
