// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @dev A minimal contract wallet: its owner makes calls through it, it records what it receives,
/// and it can be told to refuse coin so tests can show payouts to it are credited instead.
contract SmartWallet {
    address public immutable owner;
    bool public refusesPayments;
    uint256 public paymentsReceived;

    event Received(address indexed from, uint256 amount);

    error NotOwner();
    error PaymentRefused();

    constructor() {
        owner = msg.sender;
    }

    function setRefusesPayments(bool refuses) external {
        if (msg.sender != owner) revert NotOwner();
        refusesPayments = refuses;
    }

    function execute(address target, uint256 value, bytes calldata data) external payable returns (bytes memory) {
        if (msg.sender != owner) revert NotOwner();
        (bool ok, bytes memory result) = target.call{value: value}(data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(result, 32), mload(result))
            }
        }
        return result;
    }

    receive() external payable {
        if (refusesPayments) revert PaymentRefused();
        paymentsReceived += msg.value;
        emit Received(msg.sender, msg.value);
    }
}
