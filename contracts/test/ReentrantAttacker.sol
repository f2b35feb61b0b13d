// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @dev When paid, calls the market again with a prepared call and records whether that worked,
/// so tests can show the market refuses re-entry while paying out.
contract ReentrantAttacker {
    address public immutable market;
    // One slot for the bookkeeping, so a payout's bounded gas is enough to attempt the re-entry.
    uint64 public reentryAttempts;
    bool public reentrySucceeded;
    bytes4 public reentryErrorSelector;
    bool private _reentering;
    bytes private _reentryCall;

    constructor(address market_) {
        market = market_;
    }

    function setReentryCall(bytes calldata data) external {
        _reentryCall = data;
    }

    function act(address target, uint256 value, bytes calldata data) external payable {
        (bool ok, bytes memory result) = target.call{value: value}(data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(result, 32), mload(result))
            }
        }
    }

    receive() external payable {
        if (_reentering || _reentryCall.length == 0) return;
        _reentering = true;
        reentryAttempts += 1;
        (bool ok, bytes memory result) = market.call(_reentryCall);
        reentrySucceeded = ok;
        if (!ok && result.length >= 4) reentryErrorSelector = bytes4(result);
        _reentering = false;
    }
}
