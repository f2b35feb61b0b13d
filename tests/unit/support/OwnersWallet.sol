// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Test helper: a contract wallet in the manner of a Safe. A signature is valid (EIP-1271) when it is
/// every owner's 65-byte signature of the hash, in the order of the owners, one after another.
contract OwnersWallet {
    bytes4 internal constant VALID = 0x1626ba7e;
    bytes4 internal constant INVALID = 0xffffffff;
    address[] internal owners;

    constructor(address[] memory owners_) {
        owners = owners_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != owners.length * 65) return INVALID;
        for (uint256 i = 0; i < owners.length; i++) {
            uint256 at = i * 65;
            bytes32 r = bytes32(signature[at:at + 32]);
            bytes32 s = bytes32(signature[at + 32:at + 64]);
            uint8 v = uint8(signature[at + 64]);
            if (ecrecover(hash, v, r, s) != owners[i]) return INVALID;
        }
        return VALID;
    }
}
