// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Test helper: makes several calls in one transaction, as a multicall or a smart-contract wallet does.
contract BatchCaller {
    function run(address[] calldata targets, bytes[] calldata data, uint256[] calldata values) external payable {
        for (uint256 i = 0; i < targets.length; i++) {
            (bool ok, bytes memory result) = targets[i].call{value: values[i]}(data[i]);
            if (!ok) {
                assembly {
                    revert(add(result, 32), mload(result))
                }
            }
        }
    }

    function onERC721Received(address, address, uint256, bytes calldata) external pure returns (bytes4) {
        return this.onERC721Received.selector;
    }

    receive() external payable {}
}
