// Written by contracts/build.ts from contracts/src; rebuild instead of editing.

export const DiginoorCollectible = {
  contractName: "DiginoorCollectible",
  abi: [
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "admin",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "defaultRoyaltyReceiver",
          "type": "address"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "constructor"
    },
    {
      "inputs": [],
      "name": "AccessControlBadConfirmation",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "account",
          "type": "address"
        },
        {
          "internalType": "bytes32",
          "name": "neededRole",
          "type": "bytes32"
        }
      ],
      "name": "AccessControlUnauthorizedAccount",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "numerator",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "denominator",
          "type": "uint256"
        }
      ],
      "name": "ERC2981InvalidDefaultRoyalty",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "receiver",
          "type": "address"
        }
      ],
      "name": "ERC2981InvalidDefaultRoyaltyReceiver",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "numerator",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "denominator",
          "type": "uint256"
        }
      ],
      "name": "ERC2981InvalidTokenRoyalty",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        },
        {
          "internalType": "address",
          "name": "receiver",
          "type": "address"
        }
      ],
      "name": "ERC2981InvalidTokenRoyaltyReceiver",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "sender",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        },
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        }
      ],
      "name": "ERC721IncorrectOwner",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "operator",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        }
      ],
      "name": "ERC721InsufficientApproval",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "approver",
          "type": "address"
        }
      ],
      "name": "ERC721InvalidApprover",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "operator",
          "type": "address"
        }
      ],
      "name": "ERC721InvalidOperator",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        }
      ],
      "name": "ERC721InvalidOwner",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "receiver",
          "type": "address"
        }
      ],
      "name": "ERC721InvalidReceiver",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "sender",
          "type": "address"
        }
      ],
      "name": "ERC721InvalidSender",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        }
      ],
      "name": "ERC721NonexistentToken",
      "type": "error"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "owner",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "approved",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        }
      ],
      "name": "Approval",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "owner",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "operator",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "bool",
          "name": "approved",
          "type": "bool"
        }
      ],
      "name": "ApprovalForAll",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "_fromTokenId",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "_toTokenId",
          "type": "uint256"
        }
      ],
      "name": "BatchMetadataUpdate",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "receiver",
          "type": "address"
        }
      ],
      "name": "DefaultRoyaltyReceiverChanged",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "_tokenId",
          "type": "uint256"
        }
      ],
      "name": "MetadataUpdate",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "bytes32",
          "name": "role",
          "type": "bytes32"
        },
        {
          "indexed": true,
          "internalType": "bytes32",
          "name": "previousAdminRole",
          "type": "bytes32"
        },
        {
          "indexed": true,
          "internalType": "bytes32",
          "name": "newAdminRole",
          "type": "bytes32"
        }
      ],
      "name": "RoleAdminChanged",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "bytes32",
          "name": "role",
          "type": "bytes32"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "account",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "sender",
          "type": "address"
        }
      ],
      "name": "RoleGranted",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "bytes32",
          "name": "role",
          "type": "bytes32"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "account",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "sender",
          "type": "address"
        }
      ],
      "name": "RoleRevoked",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "from",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "to",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        }
      ],
      "name": "Transfer",
      "type": "event"
    },
    {
      "inputs": [],
      "name": "DEFAULT_ADMIN_ROLE",
      "outputs": [
        {
          "internalType": "bytes32",
          "name": "",
          "type": "bytes32"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "MINTER_ROLE",
      "outputs": [
        {
          "internalType": "bytes32",
          "name": "",
          "type": "bytes32"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "ROYALTY_BPS",
      "outputs": [
        {
          "internalType": "uint96",
          "name": "",
          "type": "uint96"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "to",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        }
      ],
      "name": "approve",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        }
      ],
      "name": "balanceOf",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "string",
          "name": "uri",
          "type": "string"
        }
      ],
      "name": "createToken",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        }
      ],
      "name": "getApproved",
      "outputs": [
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "bytes32",
          "name": "role",
          "type": "bytes32"
        }
      ],
      "name": "getRoleAdmin",
      "outputs": [
        {
          "internalType": "bytes32",
          "name": "",
          "type": "bytes32"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "bytes32",
          "name": "role",
          "type": "bytes32"
        },
        {
          "internalType": "address",
          "name": "account",
          "type": "address"
        }
      ],
      "name": "grantRole",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "bytes32",
          "name": "role",
          "type": "bytes32"
        },
        {
          "internalType": "address",
          "name": "account",
          "type": "address"
        }
      ],
      "name": "hasRole",
      "outputs": [
        {
          "internalType": "bool",
          "name": "",
          "type": "bool"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "operator",
          "type": "address"
        }
      ],
      "name": "isApprovedForAll",
      "outputs": [
        {
          "internalType": "bool",
          "name": "",
          "type": "bool"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "to",
          "type": "address"
        },
        {
          "internalType": "string",
          "name": "uri",
          "type": "string"
        },
        {
          "internalType": "address",
          "name": "productionHouse",
          "type": "address"
        }
      ],
      "name": "mintTo",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "name",
      "outputs": [
        {
          "internalType": "string",
          "name": "",
          "type": "string"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        }
      ],
      "name": "ownerOf",
      "outputs": [
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "bytes32",
          "name": "role",
          "type": "bytes32"
        },
        {
          "internalType": "address",
          "name": "callerConfirmation",
          "type": "address"
        }
      ],
      "name": "renounceRole",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "bytes32",
          "name": "role",
          "type": "bytes32"
        },
        {
          "internalType": "address",
          "name": "account",
          "type": "address"
        }
      ],
      "name": "revokeRole",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "salePrice",
          "type": "uint256"
        }
      ],
      "name": "royaltyInfo",
      "outputs": [
        {
          "internalType": "address",
          "name": "receiver",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "from",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "to",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        }
      ],
      "name": "safeTransferFrom",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "from",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "to",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        },
        {
          "internalType": "bytes",
          "name": "data",
          "type": "bytes"
        }
      ],
      "name": "safeTransferFrom",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "operator",
          "type": "address"
        },
        {
          "internalType": "bool",
          "name": "approved",
          "type": "bool"
        }
      ],
      "name": "setApprovalForAll",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "receiver",
          "type": "address"
        }
      ],
      "name": "setDefaultRoyaltyReceiver",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "bytes4",
          "name": "interfaceId",
          "type": "bytes4"
        }
      ],
      "name": "supportsInterface",
      "outputs": [
        {
          "internalType": "bool",
          "name": "",
          "type": "bool"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "symbol",
      "outputs": [
        {
          "internalType": "string",
          "name": "",
          "type": "string"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        }
      ],
      "name": "tokenURI",
      "outputs": [
        {
          "internalType": "string",
          "name": "",
          "type": "string"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "totalMinted",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "from",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "to",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        }
      ],
      "name": "transferFrom",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    }
  ],
  bytecode: "0x608060405234801561000f575f5ffd5b506040516124df3803806124df83398101604081905261002e91610220565b6040518060400160405280601081526020016f4d657461766572736520546f6b656e7360801b8152506040518060400160405280600381526020016213559560ea1b815250815f908161008191906102f4565b50600161008e82826102f4565b5061009d91505f9050836100b1565b506100aa816103e861015e565b50506103b2565b5f8281526009602090815260408083206001600160a01b038516845290915281205460ff16610155575f8381526009602090815260408083206001600160a01b03861684529091529020805460ff1916600117905561010d3390565b6001600160a01b0316826001600160a01b0316847f2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d60405160405180910390a4506001610158565b505f5b92915050565b6127106001600160601b0382168110156101a257604051636f483d0960e01b81526001600160601b0383166004820152602481018290526044015b60405180910390fd5b6001600160a01b0383166101cb57604051635b6cc80560e11b81525f6004820152602401610199565b50604080518082019091526001600160a01b039092168083526001600160601b039091166020909201829052600160a01b90910217600755565b80516001600160a01b038116811461021b575f5ffd5b919050565b5f5f60408385031215610231575f5ffd5b61023a83610205565b915061024860208401610205565b90509250929050565b634e487b7160e01b5f52604160045260245ffd5b600181811c9082168061027957607f821691505b60208210810361029757634e487b7160e01b5f52602260045260245ffd5b50919050565b601f8211156102ef57828211156102ef57805f5260205f20601f840160051c60208510156102c857505f5b90810190601f840160051c035f5b818110156102eb575f838201556001016102d6565b5050505b505050565b81516001600160401b0381111561030d5761030d610251565b6103218161031b8454610265565b8461029d565b6020601f821160018114610353575f831561033c5750848201515b5f19600385901b1c1916600184901b1784556103ab565b5f84815260208120601f198516915b828110156103825787850151825560209485019460019092019101610362565b508482101561039f57868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b612120806103bf5f395ff3fe608060405234801561000f575f5ffd5b50600436106101a5575f3560e01c806349c657db116100e8578063a22cb46511610093578063c87b56dd1161006e578063c87b56dd146103ce578063d5391393146103e1578063d547741f14610408578063e985e9c51461041b575f5ffd5b8063a22cb465146103a0578063a2309ff8146103b3578063b88d4fde146103bb575f5ffd5b806391d14854116100c357806391d148541461035957806395d89b4114610391578063a217fddf14610399575f5ffd5b806349c657db1461030d5780636352211e1461033357806370a0823114610346575f5ffd5b8063248a9ca31161015357806336568abe1161012e57806336568abe146102c15780633ebc82c5146102d457806342842e0e146102e757806345576f94146102fa575f5ffd5b8063248a9ca31461025a5780632a55205a1461027c5780632f2ff15d146102ae575f5ffd5b8063081812fc11610183578063081812fc14610207578063095ea7b31461023257806323b872dd14610247575f5ffd5b806301ffc9a7146101a9578063027f3d4f146101d157806306fdde03146101f2575b5f5ffd5b6101bc6101b7366004611a8c565b610456565b60405190151581526020015b60405180910390f35b6101e46101df366004611b00565b610466565b6040519081526020016101c8565b6101fa6104b4565b6040516101c89190611bad565b61021a610215366004611bbf565b610543565b6040516001600160a01b0390911681526020016101c8565b610245610240366004611bd6565b61056a565b005b610245610255366004611bfe565b610579565b6101e4610268366004611bbf565b5f9081526009602052604090206001015490565b61028f61028a366004611c38565b610639565b604080516001600160a01b0390931683526020830191909152016101c8565b6102456102bc366004611c58565b6106e5565b6102456102cf366004611c58565b610709565b6102456102e2366004611c82565b61075a565b6102456102f5366004611bfe565b6107a7565b6101e4610308366004611c9b565b6107c1565b6103166103e881565b6040516bffffffffffffffffffffffff90911681526020016101c8565b61021a610341366004611bbf565b6107ff565b6101e4610354366004611c82565b610809565b6101bc610367366004611c58565b5f9182526009602090815260408084206001600160a01b0393909316845291905290205460ff1690565b6101fa610867565b6101e45f81565b6102456103ae366004611cda565b610876565b600a546101e4565b6102456103c9366004611d40565b610881565b6101fa6103dc366004611bbf565b610899565b6101e47f9f2df0fed2c77648de5860a4cc508cd0818c85b8b8a1ab4ceeef8d981c8956a681565b610245610416366004611c58565b610912565b6101bc610429366004611e5a565b6001600160a01b039182165f90815260056020908152604080832093909416825291909152205460ff1690565b5f61046082610936565b92915050565b5f7f9f2df0fed2c77648de5860a4cc508cd0818c85b8b8a1ab4ceeef8d981c8956a66104918161098b565b61049c868686610998565b91506104ab82846103e86109fe565b50949350505050565b60605f80546104c290611e82565b80601f01602080910402602001604051908101604052809291908181526020018280546104ee90611e82565b80156105395780601f1061051057610100808354040283529160200191610539565b820191905f5260205f20905b81548152906001019060200180831161051c57829003601f168201915b5050505050905090565b5f61054d82610b10565b505f828152600460205260409020546001600160a01b0316610460565b610575828233610b61565b5050565b6001600160a01b0382166105c0576040517f64a0ae920000000000000000000000000000000000000000000000000000000081525f60048201526024015b60405180910390fd5b5f6105cc838333610b6e565b9050836001600160a01b0316816001600160a01b031614610633576040517f64283d7b0000000000000000000000000000000000000000000000000000000081526001600160a01b03808616600483015260248201849052821660448201526064016105b7565b50505050565b5f82815260086020526040812080548291906001600160a01b038116907401000000000000000000000000000000000000000090046bffffffffffffffffffffffff16816106b85750506007546001600160a01b038116907401000000000000000000000000000000000000000090046bffffffffffffffffffffffff165b5f6106d4876bffffffffffffffffffffffff8416612710610c78565b9295509193505050505b9250929050565b5f828152600960205260409020600101546106ff8161098b565b6106338383610d28565b6001600160a01b038116331461074b576040517f6697b23200000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6107558282610df1565b505050565b5f6107648161098b565b610770826103e8610e94565b6040516001600160a01b038316907f07b3a60cb7a17fed8195a5f973dced6f8a947cfca7ac866abb19fc766d4d73ef905f90a25050565b61075583838360405180602001604052805f815250610881565b5f7f9f2df0fed2c77648de5860a4cc508cd0818c85b8b8a1ab4ceeef8d981c8956a66107ec8161098b565b6107f7338585610998565b949350505050565b5f61046082610b10565b5f6001600160a01b03821661084c576040517f89c62b640000000000000000000000000000000000000000000000000000000081525f60048201526024016105b7565b506001600160a01b03165f9081526003602052604090205490565b6060600180546104c290611e82565b610575338383610f88565b61088c848484610579565b610633338585858561109f565b60606108a482610b10565b505f6108ba60408051602081019091525f815290565b90505f6108c684611261565b905081515f036108d7579392505050565b8051156109095781816040516020016108f1929190611eea565b60405160208183030381529060405292505050919050565b6107f784611300565b5f8281526009602052604090206001015461092c8161098b565b6106338383610df1565b5f7fffffffff0000000000000000000000000000000000000000000000000000000082167f7965db0b000000000000000000000000000000000000000000000000000000001480610460575061046082611370565b61099581336113c5565b50565b5f600a5f81546109a790611efe565b918290555090506109b88482611432565b6109f78184848080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152506114c592505050565b9392505050565b6127106bffffffffffffffffffffffff8216811015610a67576040517fdfd1fc1b000000000000000000000000000000000000000000000000000000008152600481018590526bffffffffffffffffffffffff83166024820152604481018290526064016105b7565b6001600160a01b038316610ab0576040517f969f0852000000000000000000000000000000000000000000000000000000008152600481018590525f60248201526044016105b7565b506040805180820182526001600160a01b0393841681526bffffffffffffffffffffffff92831660208083019182525f96875260089052919094209351905190911674010000000000000000000000000000000000000000029116179055565b5f818152600260205260408120546001600160a01b031680610460576040517f7e273289000000000000000000000000000000000000000000000000000000008152600481018490526024016105b7565b6107558383836001611514565b5f828152600260205260408120546001600160a01b0390811690831615610b9a57610b9a818486611667565b6001600160a01b03811615610bd457610bb55f855f5f611514565b6001600160a01b0381165f90815260036020526040902080545f190190555b6001600160a01b03851615610c02576001600160a01b0385165f908152600360205260409020805460010190555b5f8481526002602052604080822080547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b0389811691821790925591518793918516917fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef91a4949350505050565b5f5f5f610c8586866116fd565b91509150815f03610ca957838181610c9f57610c9f611f3b565b04925050506109f7565b818411610cc057610cc06003851502601118611719565b5f848688095f868103871696879004966002600389028118808a02820302808a02820302808a02820302808a02820302808a02820302808a02909103029181900381900460010185841190960395909502919093039390930492909217029150509392505050565b5f8281526009602090815260408083206001600160a01b038516845290915281205460ff16610dea575f8381526009602090815260408083206001600160a01b0386168452909152902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00166001179055610da23390565b6001600160a01b0316826001600160a01b0316847f2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d60405160405180910390a4506001610460565b505f610460565b5f8281526009602090815260408083206001600160a01b038516845290915281205460ff1615610dea575f8381526009602090815260408083206001600160a01b038616808552925280832080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0016905551339286917ff6391f5c32d9c69d2a47ea670b442974b53935d1edc7fd64eb21e047a839171b9190a4506001610460565b6127106bffffffffffffffffffffffff8216811015610ef6576040517f6f483d090000000000000000000000000000000000000000000000000000000081526bffffffffffffffffffffffff83166004820152602481018290526044016105b7565b6001600160a01b038316610f38576040517fb6d9900a0000000000000000000000000000000000000000000000000000000081525f60048201526024016105b7565b50604080518082019091526001600160a01b039092168083526bffffffffffffffffffffffff90911660209092018290527401000000000000000000000000000000000000000090910217600755565b6001600160a01b038316610fca576040517fa9fbf51f0000000000000000000000000000000000000000000000000000000081525f60048201526024016105b7565b6001600160a01b038216611015576040517f5b08ba180000000000000000000000000000000000000000000000000000000081526001600160a01b03831660048201526024016105b7565b6001600160a01b038381165f8181526005602090815260408083209487168084529482529182902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001686151590811790915591519182527f17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31910160405180910390a3505050565b6001600160a01b0383163b1561125a576040517f150b7a020000000000000000000000000000000000000000000000000000000081526001600160a01b0384169063150b7a02906110fa908890889087908790600401611f68565b6020604051808303815f875af1925050508015611152575060408051601f3d9081017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe016820190925261114f91810190611fa8565b60015b6111d2573d80801561117f576040519150601f19603f3d011682016040523d82523d5f602084013e611184565b606091505b5080515f036111ca576040517f64a0ae920000000000000000000000000000000000000000000000000000000081526001600160a01b03851660048201526024016105b7565b805160208201fd5b7fffffffff0000000000000000000000000000000000000000000000000000000081167f150b7a020000000000000000000000000000000000000000000000000000000014611258576040517f64a0ae920000000000000000000000000000000000000000000000000000000081526001600160a01b03851660048201526024016105b7565b505b5050505050565b5f81815260066020526040902080546060919061127d90611e82565b80601f01602080910402602001604051908101604052809291908181526020018280546112a990611e82565b80156112f45780601f106112cb576101008083540402835291602001916112f4565b820191905f5260205f20905b8154815290600101906020018083116112d757829003601f168201915b50505050509050919050565b606061130b82610b10565b505f61132160408051602081019091525f815290565b90505f81511161133f5760405180602001604052805f8152506109f7565b806113498461172a565b60405160200161135a929190611eea565b6040516020818303038152906040529392505050565b5f7fffffffff0000000000000000000000000000000000000000000000000000000082167f2a55205a0000000000000000000000000000000000000000000000000000000014806104605750610460826117c7565b5f8281526009602090815260408083206001600160a01b038516845290915290205460ff16610575576040517fe2517d3f0000000000000000000000000000000000000000000000000000000081526001600160a01b0382166004820152602481018390526044016105b7565b6001600160a01b038216611474576040517f64a0ae920000000000000000000000000000000000000000000000000000000081525f60048201526024016105b7565b5f61148083835f610b6e565b90506001600160a01b03811615610755576040517f73c6ac6e0000000000000000000000000000000000000000000000000000000081525f60048201526024016105b7565b5f8281526006602052604090206114dc8282612011565b506040518281527ff8e1a15aba9398e019f0b49df1a4fde98ee17ae345cb5f6b5e2c27f5033e8ce79060200160405180910390a15050565b808061152857506001600160a01b03821615155b15611620575f61153784610b10565b90506001600160a01b038316158015906115635750826001600160a01b0316816001600160a01b031614155b801561159457506001600160a01b038082165f9081526005602090815260408083209387168352929052205460ff16155b156115d6576040517fa9fbf51f0000000000000000000000000000000000000000000000000000000081526001600160a01b03841660048201526024016105b7565b811561161e5783856001600160a01b0316826001600160a01b03167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b92560405160405180910390a45b505b50505f90815260046020526040902080547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b0392909216919091179055565b61167283838361181c565b610755576001600160a01b0383166116b9576040517f7e273289000000000000000000000000000000000000000000000000000000008152600481018290526024016105b7565b6040517f177e802f0000000000000000000000000000000000000000000000000000000081526001600160a01b0383166004820152602481018290526044016105b7565b5f805f1983850993909202808410938190039390930393915050565b634e487b715f52806020526024601cfd5b60605f6117368361189c565b60010190505f8167ffffffffffffffff81111561175557611755611d13565b6040519080825280601f01601f19166020018201604052801561177f576020820181803683370190505b5090508181016020015b5f19017f3031323334353637383961626364656600000000000000000000000000000000600a86061a8153600a850494508461178957509392505050565b5f7fffffffff0000000000000000000000000000000000000000000000000000000082167f4906490600000000000000000000000000000000000000000000000000000000148061046057506104608261197d565b5f6001600160a01b038316158015906107f75750826001600160a01b0316846001600160a01b0316148061187457506001600160a01b038085165f9081526005602090815260408083209387168352929052205460ff165b806107f75750505f908152600460205260409020546001600160a01b03908116911614919050565b5f807a184f03e93ff9f4daa797ed6e38ed64bf6a1f01000000000000000083106118e4577a184f03e93ff9f4daa797ed6e38ed64bf6a1f010000000000000000830492506040015b6d04ee2d6d415b85acef81000000008310611910576d04ee2d6d415b85acef8100000000830492506020015b662386f26fc10000831061192e57662386f26fc10000830492506010015b6305f5e1008310611946576305f5e100830492506008015b612710831061195a57612710830492506004015b6064831061196c576064830492506002015b600a83106104605760010192915050565b5f7fffffffff0000000000000000000000000000000000000000000000000000000082167f80ac58cd000000000000000000000000000000000000000000000000000000001480611a0f57507fffffffff0000000000000000000000000000000000000000000000000000000082167f5b5e139f00000000000000000000000000000000000000000000000000000000145b8061046057507f01ffc9a7000000000000000000000000000000000000000000000000000000007fffffffff00000000000000000000000000000000000000000000000000000000831614610460565b7fffffffff0000000000000000000000000000000000000000000000000000000081168114610995575f5ffd5b5f60208284031215611a9c575f5ffd5b81356109f781611a5f565b80356001600160a01b0381168114611abd575f5ffd5b919050565b5f5f83601f840112611ad2575f5ffd5b50813567ffffffffffffffff811115611ae9575f5ffd5b6020830191508360208285010111156106de575f5ffd5b5f5f5f5f60608587031215611b13575f5ffd5b611b1c85611aa7565b9350602085013567ffffffffffffffff811115611b37575f5ffd5b611b4387828801611ac2565b9094509250611b56905060408601611aa7565b905092959194509250565b5f81518084528060208401602086015e5f6020828601015260207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f83011685010191505092915050565b602081525f6109f76020830184611b61565b5f60208284031215611bcf575f5ffd5b5035919050565b5f5f60408385031215611be7575f5ffd5b611bf083611aa7565b946020939093013593505050565b5f5f5f60608486031215611c10575f5ffd5b611c1984611aa7565b9250611c2760208501611aa7565b929592945050506040919091013590565b5f5f60408385031215611c49575f5ffd5b50508035926020909101359150565b5f5f60408385031215611c69575f5ffd5b82359150611c7960208401611aa7565b90509250929050565b5f60208284031215611c92575f5ffd5b6109f782611aa7565b5f5f60208385031215611cac575f5ffd5b823567ffffffffffffffff811115611cc2575f5ffd5b611cce85828601611ac2565b90969095509350505050565b5f5f60408385031215611ceb575f5ffd5b611cf483611aa7565b915060208301358015158114611d08575f5ffd5b809150509250929050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b5f5f5f5f60808587031215611d53575f5ffd5b611d5c85611aa7565b9350611d6a60208601611aa7565b925060408501359150606085013567ffffffffffffffff811115611d8c575f5ffd5b8501601f81018713611d9c575f5ffd5b803567ffffffffffffffff811115611db657611db6611d13565b6040517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0603f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f8501160116810181811067ffffffffffffffff82111715611e2257611e22611d13565b604052818152828201602001891015611e39575f5ffd5b816020840160208301375f6020838301015280935050505092959194509250565b5f5f60408385031215611e6b575f5ffd5b611e7483611aa7565b9150611c7960208401611aa7565b600181811c90821680611e9657607f821691505b602082108103611ecd577f4e487b71000000000000000000000000000000000000000000000000000000005f52602260045260245ffd5b50919050565b5f81518060208401855e5f93019283525090919050565b5f6107f7611ef88386611ed3565b84611ed3565b5f5f198203611f34577f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b5060010190565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b6001600160a01b03851681526001600160a01b0384166020820152826040820152608060608201525f611f9e6080830184611b61565b9695505050505050565b5f60208284031215611fb8575f5ffd5b81516109f781611a5f565b601f821115610755578282111561075557805f5260205f20601f840160051c6020851015611fee57505f5b90810190601f840160051c035f5b81811015611258575f83820155600101611ffc565b815167ffffffffffffffff81111561202b5761202b611d13565b61203f816120398454611e82565b84611fc3565b6020601f821160018114612071575f831561205a5750848201515b5f19600385901b1c1916600184901b17845561125a565b5f848152602081207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08516915b828110156120be578785015182556020948501946001909201910161209e565b50848210156120db57868401515f19600387901b60f8161c191681555b50505050600190811b0190555056fea26469706673582212206ab5dcb9f45747d6e4d7e6c2725b81076002f221da385b80355224e9a4e5b88f64736f6c63430008250033",
} as const;

export const DiginoorMarket = {
  contractName: "DiginoorMarket",
  abi: [
    {
      "inputs": [
        {
          "internalType": "contract DiginoorCollectible",
          "name": "collectible_",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "initialOwner",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "treasury_",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "quoteSigner_",
          "type": "address"
        },
        {
          "internalType": "uint16",
          "name": "primaryFeeBps_",
          "type": "uint16"
        },
        {
          "internalType": "uint16",
          "name": "resaleFeeBps_",
          "type": "uint16"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "constructor"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "auctionId",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "endTime",
          "type": "uint256"
        }
      ],
      "name": "AuctionAlreadyEnded",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "auctionId",
          "type": "uint256"
        }
      ],
      "name": "AuctionAlreadySettled",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "auctionId",
          "type": "uint256"
        }
      ],
      "name": "AuctionNotFound",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "auctionId",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "endTime",
          "type": "uint256"
        }
      ],
      "name": "AuctionStillRunning",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "reservePrice",
          "type": "uint256"
        }
      ],
      "name": "BidBelowReserve",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "highestBid",
          "type": "uint256"
        }
      ],
      "name": "BidNotHigher",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "feeBps",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "maxFeeBps",
          "type": "uint256"
        }
      ],
      "name": "FeeAboveLimit",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "expected",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "received",
          "type": "uint256"
        }
      ],
      "name": "IncorrectPayment",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "durationDays",
          "type": "uint256"
        }
      ],
      "name": "InvalidAuctionDuration",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "price",
          "type": "uint256"
        }
      ],
      "name": "InvalidPrice",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "InvalidQuoteSignature",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "InvalidShortString",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "listingId",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        }
      ],
      "name": "ListingNotActive",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "listingId",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        }
      ],
      "name": "MarketApprovalRevoked",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        }
      ],
      "name": "MarketNotApproved",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "listingId",
          "type": "uint256"
        },
        {
          "internalType": "address",
          "name": "caller",
          "type": "address"
        }
      ],
      "name": "NotListingSeller",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        },
        {
          "internalType": "address",
          "name": "caller",
          "type": "address"
        }
      ],
      "name": "NotTokenOwner",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "NothingToWithdraw",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "bytes32",
          "name": "orderId",
          "type": "bytes32"
        }
      ],
      "name": "OrderAlreadyPaid",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        }
      ],
      "name": "OwnableInvalidOwner",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "account",
          "type": "address"
        }
      ],
      "name": "OwnableUnauthorizedAccount",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "expectedPrice",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "listedPrice",
          "type": "uint256"
        }
      ],
      "name": "PriceMismatch",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "deadline",
          "type": "uint256"
        }
      ],
      "name": "QuoteExpired",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "ReentrancyGuardReentrantCall",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "SellerCannotBid",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "SellerCannotBuy",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "listingId",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        }
      ],
      "name": "SellerNoLongerOwnsToken",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "buyer",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "sender",
          "type": "address"
        }
      ],
      "name": "SenderNotQuoteBuyer",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "string",
          "name": "str",
          "type": "string"
        }
      ],
      "name": "StringTooLong",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "to",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        }
      ],
      "name": "WithdrawalFailed",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "ZeroAddress",
      "type": "error"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "uint256",
          "name": "auctionId",
          "type": "uint256"
        },
        {
          "indexed": true,
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "seller",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "reservePrice",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "endTime",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "feeBps",
          "type": "uint256"
        }
      ],
      "name": "AuctionCreated",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "uint256",
          "name": "auctionId",
          "type": "uint256"
        },
        {
          "indexed": true,
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "winner",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "address",
          "name": "seller",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "fee",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "address",
          "name": "royaltyReceiver",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "royalty",
          "type": "uint256"
        }
      ],
      "name": "AuctionSettled",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "uint256",
          "name": "auctionId",
          "type": "uint256"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "bidder",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "fee",
          "type": "uint256"
        }
      ],
      "name": "BidPlaced",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "uint256",
          "name": "auctionId",
          "type": "uint256"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "bidder",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        }
      ],
      "name": "BidRefundCredited",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [],
      "name": "EIP712DomainChanged",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "primaryFeeBps",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "resaleFeeBps",
          "type": "uint256"
        }
      ],
      "name": "FeesUpdated",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "uint256",
          "name": "listingId",
          "type": "uint256"
        },
        {
          "indexed": true,
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "seller",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "price",
          "type": "uint256"
        }
      ],
      "name": "Listed",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "uint256",
          "name": "listingId",
          "type": "uint256"
        },
        {
          "indexed": true,
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "seller",
          "type": "address"
        }
      ],
      "name": "ListingCancelled",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "uint256",
          "name": "listingId",
          "type": "uint256"
        },
        {
          "indexed": true,
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "oldPrice",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "newPrice",
          "type": "uint256"
        }
      ],
      "name": "ListingPriceUpdated",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "uint256",
          "name": "listingId",
          "type": "uint256"
        },
        {
          "indexed": true,
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "buyer",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "address",
          "name": "seller",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "price",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "fee",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "address",
          "name": "royaltyReceiver",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "royalty",
          "type": "uint256"
        }
      ],
      "name": "ListingSold",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "previousOwner",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "newOwner",
          "type": "address"
        }
      ],
      "name": "OwnershipTransferred",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "payee",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        }
      ],
      "name": "PayoutCredited",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "bytes32",
          "name": "orderId",
          "type": "bytes32"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "buyer",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "nftId",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "price",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "fee",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "address",
          "name": "productionHouse",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "royalty",
          "type": "uint256"
        }
      ],
      "name": "PrimarySale",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "quoteSigner",
          "type": "address"
        }
      ],
      "name": "QuoteSignerUpdated",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "treasury",
          "type": "address"
        }
      ],
      "name": "TreasuryUpdated",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "payee",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "to",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        }
      ],
      "name": "Withdrawn",
      "type": "event"
    },
    {
      "inputs": [],
      "name": "MAX_AUCTION_DAYS",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "MAX_FEE_BPS",
      "outputs": [
        {
          "internalType": "uint16",
          "name": "",
          "type": "uint16"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "PAYOUT_GAS",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "PRIMARY_QUOTE_TYPEHASH",
      "outputs": [
        {
          "internalType": "bytes32",
          "name": "",
          "type": "bytes32"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "auctionCount",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "auctionId",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        }
      ],
      "name": "bid",
      "outputs": [],
      "stateMutability": "payable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "auctionId",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        }
      ],
      "name": "bidTotal",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "listingId",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "expectedPrice",
          "type": "uint256"
        }
      ],
      "name": "buyListing",
      "outputs": [],
      "stateMutability": "payable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "components": [
            {
              "internalType": "bytes32",
              "name": "orderId",
              "type": "bytes32"
            },
            {
              "internalType": "address",
              "name": "buyer",
              "type": "address"
            },
            {
              "internalType": "uint256",
              "name": "nftId",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "price",
              "type": "uint256"
            },
            {
              "internalType": "address",
              "name": "productionHouse",
              "type": "address"
            },
            {
              "internalType": "string",
              "name": "tokenURI",
              "type": "string"
            },
            {
              "internalType": "uint256",
              "name": "deadline",
              "type": "uint256"
            }
          ],
          "internalType": "struct MarketPrimarySale.PrimaryQuote",
          "name": "quote",
          "type": "tuple"
        },
        {
          "internalType": "bytes",
          "name": "signature",
          "type": "bytes"
        }
      ],
      "name": "buyPrimary",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        }
      ],
      "stateMutability": "payable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "listingId",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        }
      ],
      "name": "cancelListing",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "collectible",
      "outputs": [
        {
          "internalType": "contract DiginoorCollectible",
          "name": "",
          "type": "address"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "reservePrice",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "durationDays",
          "type": "uint256"
        }
      ],
      "name": "createAuction",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "auctionId",
          "type": "uint256"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "eip712Domain",
      "outputs": [
        {
          "internalType": "bytes1",
          "name": "fields",
          "type": "bytes1"
        },
        {
          "internalType": "string",
          "name": "name",
          "type": "string"
        },
        {
          "internalType": "string",
          "name": "version",
          "type": "string"
        },
        {
          "internalType": "uint256",
          "name": "chainId",
          "type": "uint256"
        },
        {
          "internalType": "address",
          "name": "verifyingContract",
          "type": "address"
        },
        {
          "internalType": "bytes32",
          "name": "salt",
          "type": "bytes32"
        },
        {
          "internalType": "uint256[]",
          "name": "extensions",
          "type": "uint256[]"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "auctionId",
          "type": "uint256"
        }
      ],
      "name": "getAuction",
      "outputs": [
        {
          "components": [
            {
              "internalType": "address",
              "name": "seller",
              "type": "address"
            },
            {
              "internalType": "uint40",
              "name": "endTime",
              "type": "uint40"
            },
            {
              "internalType": "uint16",
              "name": "feeBps",
              "type": "uint16"
            },
            {
              "internalType": "bool",
              "name": "settled",
              "type": "bool"
            },
            {
              "internalType": "address",
              "name": "highestBidder",
              "type": "address"
            },
            {
              "internalType": "uint96",
              "name": "highestBid",
              "type": "uint96"
            },
            {
              "internalType": "uint256",
              "name": "tokenId",
              "type": "uint256"
            }
          ],
          "internalType": "struct MarketAuctions.Auction",
          "name": "",
          "type": "tuple"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "listingId",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        }
      ],
      "name": "getListing",
      "outputs": [
        {
          "components": [
            {
              "internalType": "address",
              "name": "seller",
              "type": "address"
            },
            {
              "internalType": "uint96",
              "name": "price",
              "type": "uint96"
            }
          ],
          "internalType": "struct MarketListings.Listing",
          "name": "",
          "type": "tuple"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "bytes32",
          "name": "orderId",
          "type": "bytes32"
        }
      ],
      "name": "isOrderPaid",
      "outputs": [
        {
          "internalType": "bool",
          "name": "",
          "type": "bool"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "price",
          "type": "uint256"
        }
      ],
      "name": "list",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "listingId",
          "type": "uint256"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "listingCount",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "auctionId",
          "type": "uint256"
        }
      ],
      "name": "minimumBid",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "owner",
      "outputs": [
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "payee",
          "type": "address"
        }
      ],
      "name": "pendingWithdrawals",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "primaryFeeBps",
      "outputs": [
        {
          "internalType": "uint16",
          "name": "",
          "type": "uint16"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "price",
          "type": "uint256"
        }
      ],
      "name": "primaryTotal",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "components": [
            {
              "internalType": "bytes32",
              "name": "orderId",
              "type": "bytes32"
            },
            {
              "internalType": "address",
              "name": "buyer",
              "type": "address"
            },
            {
              "internalType": "uint256",
              "name": "nftId",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "price",
              "type": "uint256"
            },
            {
              "internalType": "address",
              "name": "productionHouse",
              "type": "address"
            },
            {
              "internalType": "string",
              "name": "tokenURI",
              "type": "string"
            },
            {
              "internalType": "uint256",
              "name": "deadline",
              "type": "uint256"
            }
          ],
          "internalType": "struct MarketPrimarySale.PrimaryQuote",
          "name": "quote",
          "type": "tuple"
        }
      ],
      "name": "quoteDigest",
      "outputs": [
        {
          "internalType": "bytes32",
          "name": "",
          "type": "bytes32"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "quoteSigner",
      "outputs": [
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "renounceOwnership",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "resaleFeeBps",
      "outputs": [
        {
          "internalType": "uint16",
          "name": "",
          "type": "uint16"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "price",
          "type": "uint256"
        }
      ],
      "name": "resaleTotal",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "uint16",
          "name": "primaryFeeBps_",
          "type": "uint16"
        },
        {
          "internalType": "uint16",
          "name": "resaleFeeBps_",
          "type": "uint16"
        }
      ],
      "name": "setFees",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "quoteSigner_",
          "type": "address"
        }
      ],
      "name": "setQuoteSigner",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "treasury_",
          "type": "address"
        }
      ],
      "name": "setTreasury",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "auctionId",
          "type": "uint256"
        }
      ],
      "name": "settleAuction",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "newOwner",
          "type": "address"
        }
      ],
      "name": "transferOwnership",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "treasury",
      "outputs": [
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "listingId",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "newPrice",
          "type": "uint256"
        }
      ],
      "name": "updateListingPrice",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "withdraw",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address payable",
          "name": "to",
          "type": "address"
        }
      ],
      "name": "withdrawTo",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    }
  ],
  bytecode: "0x610180604052348015610010575f5ffd5b50604051613a97380380613a9783398101604081905261002f91610427565b604080518082018252600f81526e111a59da5b9bdbdc8813585c9ad95d608a1b602080830191909152825180840190935260018352603160f81b908301529087876001600160a01b03811661009e57604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b6100a7816101af565b506001600160a01b0381166100cf5760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b03166080526100e4826101fe565b610140526100f1816101fe565b61016052815160208084019190912061010052815190820120610120524660c05261017f6101005161012051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60a05250503060e0526101918461023b565b61019a836102ab565b6101a4828261031b565b5050505050506104fd565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f5f829050601f81511115610228578260405163305a27a960e01b815260040161009591906104a2565b8051610233826104d7565b179392505050565b6001600160a01b0381166102625760405163d92e233d60e01b815260040160405180910390fd5b600280546001600160a01b0319166001600160a01b0383169081179091556040517f7dae230f18360d76a040c81f050aa14eb9d6dc7901b20fc5d855e2a20fe814d1905f90a250565b6001600160a01b0381166102d25760405163d92e233d60e01b815260040160405180910390fd5b600580546001600160a01b0319166001600160a01b0383169081179091556040517ff5550c5eea19b48ac6eb5f03abdc4f59c0a60697abb3d973cd68669703b5c8b9905f90a250565b610bb861ffff8316111561035057604051636cccc24b60e11b815261ffff83166004820152610bb86024820152604401610095565b610bb861ffff8216111561038557604051636cccc24b60e11b815261ffff82166004820152610bb86024820152604401610095565b6002805463ffffffff60a01b1916600160a01b61ffff85811691820261ffff60b01b191692909217600160b01b928516928302179092556040805192835260208301919091527f5c6323bf1c2d7aaea2c091a4751c1c87af7f2864650c336507a77d0557af37a1910160405180910390a15050565b6001600160a01b038116811461040e575f5ffd5b50565b805161ffff81168114610422575f5ffd5b919050565b5f5f5f5f5f5f60c0878903121561043c575f5ffd5b8651610447816103fa565b6020880151909650610458816103fa565b6040880151909550610469816103fa565b606088015190945061047a816103fa565b925061048860808801610411565b915061049660a08801610411565b90509295509295509295565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b805160208083015191908110156104f7575f198160200360031b1b821691505b50919050565b60805160a05160c05160e051610100516101205161014051610160516134f26105a55f395f6128fd01525f6128cd01525f612daa01525f612d8201525f612cdd01525f612d0701525f612d3101525f81816107bf01528181610a6701528181610bc7015281816114490152818161160201528181611ac601528181611bbc01528181611f01015281816121eb0152818161247a015281816127a6015261285d01526134f25ff3fe60806040526004361061025d575f3560e01c80639a44da831161014b578063cda4beef116100c6578063f2fde38b1161007c578063f413bdb311610062578063f413bdb31461084a578063fa0b1f8414610869578063fea3260014610888575f5ffd5b8063f2fde38b14610800578063f3f437031461081f575f5ffd5b8063dc422d4b116100ac578063dc422d4b1461078f578063ea05a7d0146107ae578063f0f44260146107e1575f5ffd5b8063cda4beef1461075b578063d55be8c61461077a575f5ffd5b8063a8291c781161011b578063adb2fc6a11610101578063adb2fc6a1461066f578063afad3f5d14610715578063c0e8195a14610748575f5ffd5b8063a8291c7814610646578063a9b07c261461065a575f5ffd5b80639a44da83146105bf5780639dca4a36146105d45780639ebae7a9146106085780639ef833d414610627575f5ffd5b806361d027b3116101db57806378bd7935116101ab57806384b0196e1161019157806384b0196e1461054857806389c47be21461056f5780638da5cb5b146105a3575f5ffd5b806378bd7935146104145780637ed7086a14610535575f5ffd5b806361d027b31461038b578063714803ca146103c2578063715018a6146103e157806372b0d90c146103f5575f5ffd5b806350fd736711610230578063580424d311610216578063580424d31461031b578063598647f81461033a5780635ab2b0291461034d575f5ffd5b806350fd7367146102dd57806356ce180a146102fc575f5ffd5b80632ad71573146102615780632e993611146102895780633ccfd60b146102aa57806342e56137146102be575b5f5ffd5b34801561026c575f5ffd5b5061027660095481565b6040519081526020015b60405180910390f35b348015610294575f5ffd5b506102a86102a3366004612f20565b6108a7565b005b3480156102b5575f5ffd5b506102a8610ca9565b3480156102c9575f5ffd5b506102766102d8366004612f37565b610cc4565b3480156102e8575f5ffd5b506102766102f7366004612f37565b610d64565b348015610307575f5ffd5b506102a8610316366004612f6b565b610e27565b348015610326575f5ffd5b506102a8610335366004612f86565b610e38565b6102a8610348366004612f37565b610ec9565b348015610358575f5ffd5b5061037b610367366004612f20565b60066020525f908152604090205460ff1681565b6040519015158152602001610280565b348015610396575f5ffd5b506002546103aa906001600160a01b031681565b6040516001600160a01b039091168152602001610280565b3480156103cd575f5ffd5b506102766103dc366004612f20565b611226565b3480156103ec575f5ffd5b506102a861126b565b348015610400575f5ffd5b506102a861040f366004612f6b565b61127c565b34801561041f575f5ffd5b5061052861042e366004612f20565b6040805160e0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810191909152505f908152600a6020908152604091829020825160e08101845281546001600160a01b038082168352600160a01b80830464ffffffffff1695840195909552790100000000000000000000000000000000000000000000000000820461ffff16958301959095527b01000000000000000000000000000000000000000000000000000000900460ff161515606082015260018201549384166080820152919092046bffffffffffffffffffffffff1660a082015260029091015460c082015290565b6040516102809190612faf565b6102a8610543366004612f86565b6112cd565b348015610553575f5ffd5b5061055c6116e4565b604051610280979695949392919061307b565b34801561057a575f5ffd5b5060025461059090600160a01b900461ffff1681565b60405161ffff9091168152602001610280565b3480156105ae575f5ffd5b505f546001600160a01b03166103aa565b3480156105ca575f5ffd5b5061027661c35081565b3480156105df575f5ffd5b5060025461059090760100000000000000000000000000000000000000000000900461ffff1681565b348015610613575f5ffd5b50610276610622366004613143565b611742565b348015610632575f5ffd5b506102a861064136600461318b565b61181e565b348015610651575f5ffd5b50610276601e81565b348015610665575f5ffd5b5061027660075481565b34801561067a575f5ffd5b506106e3610689366004612f37565b6040805180820182525f808252602091820181905293845260088152818420928452918252918290208251808401909352546001600160a01b0381168352600160a01b90046bffffffffffffffffffffffff169082015290565b6040805182516001600160a01b031681526020928301516bffffffffffffffffffffffff169281019290925201610280565b348015610720575f5ffd5b506102767fcbb24d084f4f533d8d6196b023897a5ad7ec795ee292a6c21f3bc64121d10c0e81565b6102766107563660046131bc565b611830565b348015610766575f5ffd5b50610276610775366004612f86565b611ce6565b348015610785575f5ffd5b50610590610bb881565b34801561079a575f5ffd5b506102a86107a9366004612f37565b611fef565b3480156107b9575f5ffd5b506103aa7f000000000000000000000000000000000000000000000000000000000000000081565b3480156107ec575f5ffd5b506102a86107fb366004612f6b565b612044565b34801561080b575f5ffd5b506102a861081a366004612f6b565b612055565b34801561082a575f5ffd5b50610276610839366004612f6b565b60016020525f908152604090205481565b348015610855575f5ffd5b506005546103aa906001600160a01b031681565b348015610874575f5ffd5b50610276610883366004612f20565b6120a8565b348015610893575f5ffd5b506102766108a2366004612f20565b6120c6565b6108af612174565b5f818152600a6020526040902080546001600160a01b031680610906576040517f17d9e3b5000000000000000000000000000000000000000000000000000000008152600481018490526024015b60405180910390fd5b81547b01000000000000000000000000000000000000000000000000000000900460ff1615610964576040517fe180b684000000000000000000000000000000000000000000000000000000008152600481018490526024016108fd565b8154600160a01b900464ffffffffff164210156109c65781546040517f3a894a3400000000000000000000000000000000000000000000000000000000815260048101859052600160a01b90910464ffffffffff1660248201526044016108fd565b81547fffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffff167b01000000000000000000000000000000000000000000000000000000178255600282015460018301546001600160a01b031680610b26576040517f23b872dd0000000000000000000000000000000000000000000000000000000081523060048201526001600160a01b038481166024830152604482018490527f000000000000000000000000000000000000000000000000000000000000000016906323b872dd906064015f604051808303815f87803b158015610aa8575f5ffd5b505af1158015610aba573d5f5f3e3d5ffd5b5050604080516001600160a01b03871681525f60208201819052918101829052606081018290526080810182905290925084915087907faefe082ce68d37db27de5efe5d83b1b222982bc5047df41006f8f70435caa5919060a00160405180910390a450505050610c9e565b60018401548454600160a01b9091046bffffffffffffffffffffffff16905f9061271090610b7590790100000000000000000000000000000000000000000000000000900461ffff1684613281565b610b7f9190613298565b6040517f23b872dd0000000000000000000000000000000000000000000000000000000081523060048201526001600160a01b038581166024830152604482018790529192507f0000000000000000000000000000000000000000000000000000000000000000909116906323b872dd906064015f604051808303815f87803b158015610c0a575f5ffd5b505af1158015610c1c573d5f5f3e3d5ffd5b505050505f5f610c2e868886866121a9565b604080516001600160a01b038b811682526020820189905291810187905281841660608201526080810183905292945090925086169087908b907faefe082ce68d37db27de5efe5d83b1b222982bc5047df41006f8f70435caa5919060a00160405180910390a450505050505050505b610ca661228f565b50565b610cb1612174565b610cba336122b9565b610cc261228f565b565b5f828152600a6020526040812080546001600160a01b0316610d15576040517f17d9e3b5000000000000000000000000000000000000000000000000000000008152600481018590526024016108fd565b805461271090610d4690790100000000000000000000000000000000000000000000000000900461ffff1685613281565b610d509190613298565b610d5a90846132d0565b9150505b92915050565b5f610d6e826123ef565b610d7783612441565b60075f8154610d85906132e3565b9182905550604080518082018252338082526bffffffffffffffffffffffff80871660208085019182525f878152600882528681208b825290915285902093519051909116600160a01b026001600160a01b039190911617909155905191925090849083907fcf4ebbb01b0166b4c3bb06d2edd4860d56a19f40c14454fdeb07220bf175292490610e199087815260200190565b60405180910390a492915050565b610e2f61256f565b610ca6816125b4565b610e41816123ef565b5f610e4c8484612655565b80546bffffffffffffffffffffffff848116600160a01b9081026001600160a01b0384161784556040519394509091041690849086907fa353b0f8bf69b8530691fd6506a1df95517036cfcd1ac2a82a1219e6b10f8d1590610eba9085908890918252602082015260400190565b60405180910390a35050505050565b610ed1612174565b5f828152600a6020526040902080546001600160a01b031680610f23576040517f17d9e3b5000000000000000000000000000000000000000000000000000000008152600481018590526024016108fd565b8154600160a01b900464ffffffffff164210610f845781546040517f454927b600000000000000000000000000000000000000000000000000000000815260048101869052600160a01b90910464ffffffffff1660248201526044016108fd565b6001600160a01b0381163303610fc6576040517fef02588900000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b60018201546001600160a01b03811690600160a01b90046bffffffffffffffffffffffff16816110395780851015611034576040517fab2ca7a400000000000000000000000000000000000000000000000000000000815260048101869052602481018290526044016108fd565b61107c565b80851161107c576040517f5df1929400000000000000000000000000000000000000000000000000000000815260048101869052602481018290526044016108fd565b611085856123ef565b8354790100000000000000000000000000000000000000000000000000900461ffff165f6127106110b68389613281565b6110c09190613298565b90506110cc81886132d0565b3414611118576110dc81886132d0565b6040517f0d35e92100000000000000000000000000000000000000000000000000000000815260048101919091523460248201526044016108fd565b33600160a01b6bffffffffffffffffffffffff8916028117600188015560408051898152602081018490528a917f51db8e23b3f4479b162fd48823b8402895442b8f6cfd94f66239391881ec7b6f910160405180910390a36001600160a01b03841615611214575f61271061118d8486613281565b6111979190613298565b6111a190856132d0565b6001600160a01b0386165f908152600160205260408120805492935083929091906111cd9084906132d0565b90915550506040518181526001600160a01b038616908a907feb85d7100e7c7bdba697d7cf4300742f740137435f3feab57467bf291768198a9060200160405180910390a3505b50505050505061122261228f565b5050565b6002545f906127109061125790760100000000000000000000000000000000000000000000900461ffff1684613281565b6112619190613298565b610d5e90836132d0565b61127361256f565b610cc25f612704565b611284612174565b6001600160a01b0381166112c4576040517fd92e233d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b610c9e816122b9565b6112d5612174565b5f8381526008602090815260408083208584528252918290208251808401909352546001600160a01b038116808452600160a01b9091046bffffffffffffffffffffffff1691830191909152611361576040517f8a1dd89400000000000000000000000000000000000000000000000000000000815260048101859052602481018490526044016108fd565b8181602001516bffffffffffffffffffffffff16146113c95760208101516040517f3ad7771a000000000000000000000000000000000000000000000000000000008152600481018490526bffffffffffffffffffffffff90911660248201526044016108fd565b80516001600160a01b0316330361140c576040517f2aa3c9e900000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b80516040517f6352211e000000000000000000000000000000000000000000000000000000008152600481018590526001600160a01b03918216917f00000000000000000000000000000000000000000000000000000000000000001690636352211e90602401602060405180830381865afa15801561148e573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906114b2919061331a565b6001600160a01b0316146114fc576040517fda795c8900000000000000000000000000000000000000000000000000000000815260048101859052602481018490526044016108fd565b8051611508908461276b565b611548576040517f33548c8300000000000000000000000000000000000000000000000000000000815260048101859052602481018490526044016108fd565b6002545f906127109061157990760100000000000000000000000000000000000000000000900461ffff1685613281565b6115839190613298565b905061158f81846132d0565b341461159f576110dc81846132d0565b5f85815260086020908152604080832087845290915280822091909155825190517f23b872dd0000000000000000000000000000000000000000000000000000000081526001600160a01b039182166004820152336024820152604481018690527f0000000000000000000000000000000000000000000000000000000000000000909116906323b872dd906064015f604051808303815f87803b158015611645575f5ffd5b505af1158015611657573d5f5f3e3d5ffd5b505050505f5f61166c86855f015187866121a9565b8551604080516001600160a01b039283168152602081018a905290810187905290831660608201526080810182905291935091503390879089907f5da23a4b73774ca4b9902009c334ddf319cffe8be8362812b01afdfb8e32b9c49060a00160405180910390a4505050506116df61228f565b505050565b5f6060805f5f5f60606116f56128c6565b6116fd6128f6565b604080515f808252602082019092527f0f000000000000000000000000000000000000000000000000000000000000009b939a50919850469750309650945092509050565b5f610d5e7fcbb24d084f4f533d8d6196b023897a5ad7ec795ee292a6c21f3bc64121d10c0e83356117796040860160208701612f6b565b6040860135606087013561179360a0890160808a01612f6b565b6117a060a08a018a613335565b6040516117ae92919061339d565b6040805191829003822060208301989098528101959095526001600160a01b039384166060860152608085019290925260a08401521660c08083019190915260e0820192909252908401356101008201526101200160405160208183030381529060405280519060200120612921565b61182661256f565b6112228282612968565b5f611839612174565b6118496040850160208601612f6b565b6001600160a01b0316336001600160a01b0316146118b5576118716040850160208601612f6b565b6040517fa902037b0000000000000000000000000000000000000000000000000000000081526001600160a01b0390911660048201523360248201526044016108fd565b8360c001354211156118f9576040517f8395159900000000000000000000000000000000000000000000000000000000815260c085013560048201526024016108fd565b83355f9081526006602052604090205460ff1615611946576040517f355803e4000000000000000000000000000000000000000000000000000000008152843560048201526024016108fd565b5f5f61198f61195487611742565b86868080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250612abe92505050565b5090925090505f8160038111156119a8576119a86133ac565b1415806119c357506005546001600160a01b03838116911614155b156119fa576040517f9c584f5400000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b60608601355f819003611a3c576040517ff9632e86000000000000000000000000000000000000000000000000000000008152600481018290526024016108fd565b6002545f9061271090611a5a90600160a01b900461ffff1684613281565b611a649190613298565b9050611a7081836132d0565b3414611a80576110dc81836132d0565b87355f9081526006602090815260409182902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001660011790556001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169163027f3d4f91611afb918c01908c01612f6b565b611b0860a08c018c613335565b611b1860a08e0160808f01612f6b565b6040518563ffffffff1660e01b8152600401611b3794939291906133d9565b6020604051808303815f875af1158015611b53573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611b779190613447565b6040517f2a55205a00000000000000000000000000000000000000000000000000000000815260048101829052602481018490529095505f9081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690632a55205a906044016040805180830381865afa158015611c00573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611c24919061345e565b909250905086611c3a60408c0160208d01612f6b565b60408051818e01358152602081018890529081018690526001600160a01b0385811660608301526080820185905291909116908c35907fb905c1d7526e9f9bb0bd3e873bfe8051b3fb910c4ec693b59e9545439c46b5b79060a00160405180910390a4611ca78282612b07565b600254611cd1906001600160a01b031684611cc2848861348a565b611ccc91906132d0565b612b07565b505050505050611cdf61228f565b9392505050565b5f611cef612174565b811580611cfc5750601e82115b15611d36576040517f9ee60136000000000000000000000000000000000000000000000000000000008152600481018390526024016108fd565b611d3f836123ef565b611d4884612441565b60095f8154611d56906132e3565b918290555090505f611d6b8362015180613281565b611d7590426132d0565b90505f600260169054906101000a900461ffff1690506040518060e00160405280336001600160a01b031681526020018364ffffffffff1681526020018261ffff1681526020015f151581526020015f6001600160a01b03168152602001866bffffffffffffffffffffffff16815260200187815250600a5f8581526020019081526020015f205f820151815f015f6101000a8154816001600160a01b0302191690836001600160a01b031602179055506020820151815f0160146101000a81548164ffffffffff021916908364ffffffffff1602179055506040820151815f0160196101000a81548161ffff021916908361ffff1602179055506060820151815f01601b6101000a81548160ff0219169083151502179055506080820151816001015f6101000a8154816001600160a01b0302191690836001600160a01b0316021790555060a08201518160010160146101000a8154816bffffffffffffffffffffffff02191690836bffffffffffffffffffffffff16021790555060c082015181600201559050507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166323b872dd3330896040518463ffffffff1660e01b8152600401611f6e939291906001600160a01b039384168152919092166020820152604081019190915260600190565b5f604051808303815f87803b158015611f85575f5ffd5b505af1158015611f97573d5f5f3e3d5ffd5b5050604080518881526020810186905261ffff851681830152905133935089925086917f56102b55f8c4ba831c7d439c06939c7e1fe545abbd4f8a71737c2a9b0f7e8584919081900360600190a45050611cdf61228f565b611ff98282612655565b505f828152600860209081526040808320848452909152808220829055513391839185917f5f0be1e06429123bb18a91b02cae2672c631c3d0eef488ee77e1e9870a6e2cb491a45050565b61204c61256f565b610ca681612b93565b61205d61256f565b6001600160a01b03811661209f576040517f1e4fbdf70000000000000000000000000000000000000000000000000000000081525f60048201526024016108fd565b610ca681612704565b6002545f906127109061125790600160a01b900461ffff1684613281565b5f818152600a6020526040812080546001600160a01b0316612117576040517f17d9e3b5000000000000000000000000000000000000000000000000000000008152600481018490526024016108fd565b60018101546001600160a01b0316156121555760018181015461215091600160a01b9091046bffffffffffffffffffffffff16906132d0565b611cdf565b60010154600160a01b90046bffffffffffffffffffffffff1692915050565b61217c612c34565b610cc260017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b90612c8d565b6040517f2a55205a00000000000000000000000000000000000000000000000000000000815260048101859052602481018390525f9081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690632a55205a906044016040805180830381865afa15801561222f573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612253919061345e565b600254919350915061226e906001600160a01b031684612b07565b6122788282612b07565b61228685611ccc838761348a565b94509492505050565b610cc25f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f006121a3565b335f9081526001602052604081205490819003612302576040517fd0d04f6000000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b335f90815260016020526040808220829055516001600160a01b0384169083908381818185875af1925050503d805f8114612358576040519150601f19603f3d011682016040523d82523d5f602084013e61235d565b606091505b50509050806123aa576040517f92873d130000000000000000000000000000000000000000000000000000000081526001600160a01b0384166004820152602481018390526044016108fd565b6040518281526001600160a01b0384169033907fd1c19fbcd4551a5edfb66d43d2e337c04837afda3482b42bdf569a8fccdae5fb9060200160405180910390a3505050565b80158061240757506bffffffffffffffffffffffff81115b15610ca6576040517ff9632e86000000000000000000000000000000000000000000000000000000008152600481018290526024016108fd565b6040517f6352211e0000000000000000000000000000000000000000000000000000000081526004810182905233906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690636352211e90602401602060405180830381865afa1580156124bf573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906124e3919061331a565b6001600160a01b03161461252c576040517f6d3d1858000000000000000000000000000000000000000000000000000000008152600481018290523360248201526044016108fd565b612536338261276b565b610ca6576040517f3f57376d000000000000000000000000000000000000000000000000000000008152600481018290526024016108fd565b5f546001600160a01b03163314610cc2576040517f118cdaa70000000000000000000000000000000000000000000000000000000081523360048201526024016108fd565b6001600160a01b0381166125f4576040517fd92e233d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b600580547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b0383169081179091556040517ff5550c5eea19b48ac6eb5f03abdc4f59c0a60697abb3d973cd68669703b5c8b9905f90a250565b5f828152600860209081526040808320848452909152902080546001600160a01b03166126b8576040517f8a1dd89400000000000000000000000000000000000000000000000000000000815260048101849052602481018390526044016108fd565b80546001600160a01b03163314610d5e576040517f30b558e3000000000000000000000000000000000000000000000000000000008152600481018490523360248201526044016108fd565b5f80546001600160a01b038381167fffffffffffffffffffffffff0000000000000000000000000000000000000000831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6040517f081812fc000000000000000000000000000000000000000000000000000000008152600481018290525f9030906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063081812fc90602401602060405180830381865afa1580156127eb573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061280f919061331a565b6001600160a01b03161480611cdf57506040517fe985e9c50000000000000000000000000000000000000000000000000000000081526001600160a01b0384811660048301523060248301527f0000000000000000000000000000000000000000000000000000000000000000169063e985e9c590604401602060405180830381865afa1580156128a2573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611cdf919061349d565b60606128f17f0000000000000000000000000000000000000000000000000000000000000000612c94565b905090565b60606128f17f0000000000000000000000000000000000000000000000000000000000000000612c94565b5f610d5e61292d612cd1565b836040517f19010000000000000000000000000000000000000000000000000000000000008152600281019290925260228201526042902090565b610bb861ffff831611156129b6576040517fd999849600000000000000000000000000000000000000000000000000000000815261ffff83166004820152610bb860248201526044016108fd565b610bb861ffff82161115612a04576040517fd999849600000000000000000000000000000000000000000000000000000000815261ffff82166004820152610bb860248201526044016108fd565b600280547fffffffffffffffff00000000ffffffffffffffffffffffffffffffffffffffff16600160a01b61ffff8581169182027fffffffffffffffff0000ffffffffffffffffffffffffffffffffffffffffffff1692909217760100000000000000000000000000000000000000000000928516928302179092556040805192835260208301919091527f5c6323bf1c2d7aaea2c091a4751c1c87af7f2864650c336507a77d0557af37a1910160405180910390a15050565b5f5f5f8351604103612af5576020840151604085015160608601515f1a612ae788828585612dfa565b955095509550505050612b00565b505081515f91506002905b9250925092565b805f03612b12575050565b5f5f5f5f5f858761c350f19050806116df576001600160a01b0383165f9081526001602052604081208054849290612b4b9084906132d0565b90915550506040518281526001600160a01b038416907ffa0ea8a012f094d1b6f48df9238391dcbfbbda9acf72c5fa9b26c32451e98a619060200160405180910390a2505050565b6001600160a01b038116612bd3576040517fd92e233d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b600280547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b0383169081179091556040517f7dae230f18360d76a040c81f050aa14eb9d6dc7901b20fc5d855e2a20fe814d1905f90a250565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c15610cc2576040517f3ee5aeb500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b80825d5050565b60605f612ca083612ee0565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b5f306001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016148015612d2957507f000000000000000000000000000000000000000000000000000000000000000046145b15612d5357507f000000000000000000000000000000000000000000000000000000000000000090565b6128f1604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0841115612e3357505f91506003905082612ed6565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015612e84573d5f5f3e3d5ffd5b50506040517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe001519150506001600160a01b038116612ecd57505f925060019150829050612ed6565b92505f91508190505b9450945094915050565b5f60ff8216601f811115610d5e576040517fb3512b0c00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f60208284031215612f30575f5ffd5b5035919050565b5f5f60408385031215612f48575f5ffd5b50508035926020909101359150565b6001600160a01b0381168114610ca6575f5ffd5b5f60208284031215612f7b575f5ffd5b8135611cdf81612f57565b5f5f5f60608486031215612f98575f5ffd5b505081359360208301359350604090920135919050565b5f60e0820190506001600160a01b03835116825264ffffffffff602084015116602083015261ffff60408401511660408301526060830151151560608301526001600160a01b03608084015116608083015260a083015161302060a08401826bffffffffffffffffffffffff169052565b5060c092830151919092015290565b5f81518084528060208401602086015e5f6020828601015260207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f83011685010191505092915050565b7fff000000000000000000000000000000000000000000000000000000000000008816815260e060208201525f6130b560e083018961302f565b82810360408401526130c7818961302f565b606084018890526001600160a01b038716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b8181101561311c5783518352602093840193909201916001016130fe565b50909b9a5050505050505050505050565b5f60e0828403121561313d575f5ffd5b50919050565b5f60208284031215613153575f5ffd5b813567ffffffffffffffff811115613169575f5ffd5b610d5a8482850161312d565b803561ffff81168114613186575f5ffd5b919050565b5f5f6040838503121561319c575f5ffd5b6131a583613175565b91506131b360208401613175565b90509250929050565b5f5f5f604084860312156131ce575f5ffd5b833567ffffffffffffffff8111156131e4575f5ffd5b6131f08682870161312d565b935050602084013567ffffffffffffffff81111561320c575f5ffd5b8401601f8101861361321c575f5ffd5b803567ffffffffffffffff811115613232575f5ffd5b866020828401011115613243575f5ffd5b939660209190910195509293505050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b8082028115828204841417610d5e57610d5e613254565b5f826132cb577f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b500490565b80820180821115610d5e57610d5e613254565b5f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff820361331357613313613254565b5060010190565b5f6020828403121561332a575f5ffd5b8151611cdf81612f57565b5f5f83357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe1843603018112613368575f5ffd5b83018035915067ffffffffffffffff821115613382575f5ffd5b602001915036819003821315613396575f5ffd5b9250929050565b818382375f9101908152919050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b6001600160a01b038516815260606020820152826060820152828460808301375f608084830101525f60807fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f86011683010190506001600160a01b038316604083015295945050505050565b5f60208284031215613457575f5ffd5b5051919050565b5f5f6040838503121561346f575f5ffd5b825161347a81612f57565b6020939093015192949293505050565b81810381811115610d5e57610d5e613254565b5f602082840312156134ad575f5ffd5b81518015158114611cdf575f5ffdfea26469706673582212208391308b21ba15816ab31104f5577db79ea36dfb6df6ed944602401e642229d164736f6c63430008250033",
} as const;
