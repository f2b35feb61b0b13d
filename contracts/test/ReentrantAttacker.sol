// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @dev When paid, calls the market again with a prepared call and records whether that worked,
/// so tests can show the market refuses re-entry while paying out.
contract ReentrantAttacker {
    address public immutable market;
    uint8 private constant IDLE = 1;
    uint8 private constant REENTERING = 2;

    // The bookkeeping shares one slot that is non-zero from deployment on, so the receive hook's
    // writes stay cheap enough for the market's bounded payout gas.
    uint8 private _status = IDLE;
    uint64 public reentryAttempts;
    bool public reentrySucceeded;
    bytes4 public reentryErrorSelector;
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
        if (_status == REENTERING || _reentryCall.length == 0) return;
        _status = REENTERING;
        reentryAttempts += 1;
        (bool ok, bytes memory result) = market.call(_reentryCall);
        reentrySucceeded = ok;
        if (!ok && result.length >= 4) reentryErrorSelector = bytes4(result);
        _status = IDLE;
    }
}
