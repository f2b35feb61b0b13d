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
      "inputs": [
        {
          "internalType": "uint256",
          "name": "nftId",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "editionSize",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "givenSize",
          "type": "uint256"
        }
      ],
      "name": "EditionSizeMismatch",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "nftId",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "editionSize",
          "type": "uint256"
        }
      ],
      "name": "EditionSoldOut",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "nftId",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "editionSize",
          "type": "uint256"
        }
      ],
      "name": "InvalidEditionSize",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "bytes32",
          "name": "orderId",
          "type": "bytes32"
        },
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        }
      ],
      "name": "OrderAlreadyMinted",
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
          "name": "orderId",
          "type": "bytes32"
        },
        {
          "indexed": true,
          "internalType": "uint256",
          "name": "nftId",
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
          "internalType": "address",
          "name": "to",
          "type": "address"
        }
      ],
      "name": "OrderMinted",
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
          "name": "nftId",
          "type": "uint256"
        }
      ],
      "name": "editions",
      "outputs": [
        {
          "internalType": "uint128",
          "name": "size",
          "type": "uint128"
        },
        {
          "internalType": "uint128",
          "name": "minted",
          "type": "uint128"
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
          "internalType": "bytes32",
          "name": "orderId",
          "type": "bytes32"
        },
        {
          "internalType": "address",
          "name": "to",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "nftId",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "editionSize",
          "type": "uint256"
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
      "name": "mintForOrder",
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
      "name": "ownerAndTransferCount",
      "outputs": [
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "transfers",
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
          "internalType": "bytes32",
          "name": "orderId",
          "type": "bytes32"
        }
      ],
      "name": "tokenOfOrder",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "tokenId",
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
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        }
      ],
      "name": "transferCount",
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
  bytecode: "0x608060405234801561000f575f5ffd5b50604051612a27380380612a2783398101604081905261002e91610220565b6040518060400160405280601081526020016f4d657461766572736520546f6b656e7360801b8152506040518060400160405280600381526020016213559560ea1b815250815f908161008191906102f4565b50600161008e82826102f4565b5061009d91505f9050836100b1565b506100aa816103e861015e565b50506103b2565b5f8281526009602090815260408083206001600160a01b038516845290915281205460ff16610155575f8381526009602090815260408083206001600160a01b03861684529091529020805460ff1916600117905561010d3390565b6001600160a01b0316826001600160a01b0316847f2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d60405160405180910390a4506001610158565b505f5b92915050565b6127106001600160601b0382168110156101a257604051636f483d0960e01b81526001600160601b0383166004820152602481018290526044015b60405180910390fd5b6001600160a01b0383166101cb57604051635b6cc80560e11b81525f6004820152602401610199565b50604080518082019091526001600160a01b039092168083526001600160601b039091166020909201829052600160a01b90910217600755565b80516001600160a01b038116811461021b575f5ffd5b919050565b5f5f60408385031215610231575f5ffd5b61023a83610205565b915061024860208401610205565b90509250929050565b634e487b7160e01b5f52604160045260245ffd5b600181811c9082168061027957607f821691505b60208210810361029757634e487b7160e01b5f52602260045260245ffd5b50919050565b601f8211156102ef57828211156102ef57805f5260205f20601f840160051c60208510156102c857505f5b90810190601f840160051c035f5b818110156102eb575f838201556001016102d6565b5050505b505050565b81516001600160401b0381111561030d5761030d610251565b6103218161031b8454610265565b8461029d565b6020601f821160018114610353575f831561033c5750848201515b5f19600385901b1c1916600184901b1784556103ab565b5f84815260208120601f198516915b828110156103825787850151825560209485019460019092019101610362565b508482101561039f57868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b612668806103bf5f395ff3fe608060405234801561000f575f5ffd5b50600436106101dc575f3560e01c80634be430d711610109578063a22cb4651161009e578063d53913931161006e578063d5391393146104cf578063d547741f146104f6578063e985e9c514610509578063ec02ef5714610544575f5ffd5b8063a22cb4651461048e578063a2309ff8146104a1578063b88d4fde146104a9578063c87b56dd146104bc575f5ffd5b806395d89b41116100d957806395d89b411461044d5780639623928e146104555780639d7180a714610474578063a217fddf14610487575f5ffd5b80634be430d7146103dc5780636352211e146103ef57806370a082311461040257806391d1485414610415575f5ffd5b8063279c806e1161017f5780633ebc82c51161014f5780633ebc82c51461037d57806342842e0e1461039057806345576f94146103a357806349c657db146103b6575f5ffd5b8063279c806e146102b35780632a55205a146103255780632f2ff15d1461035757806336568abe1461036a575f5ffd5b8063081812fc116101ba578063081812fc1461023e578063095ea7b31461026957806323b872dd1461027e578063248a9ca314610291575f5ffd5b806301ffc9a7146101e0578063027f3d4f1461020857806306fdde0314610229575b5f5ffd5b6101f36101ee366004611f28565b610563565b60405190151581526020015b60405180910390f35b61021b610216366004611f9c565b610573565b6040519081526020016101ff565b6102316105c1565b6040516101ff9190612049565b61025161024c36600461205b565b610650565b6040516001600160a01b0390911681526020016101ff565b61027c610277366004612072565b610677565b005b61027c61028c36600461209a565b610686565b61021b61029f36600461205b565b5f9081526009602052604090206001015490565b6102fc6102c136600461205b565b600b6020525f90815260409020546fffffffffffffffffffffffffffffffff8082169170010000000000000000000000000000000090041682565b604080516fffffffffffffffffffffffffffffffff9384168152929091166020830152016101ff565b6103386103333660046120d4565b610746565b604080516001600160a01b0390931683526020830191909152016101ff565b61027c6103653660046120f4565b6107f2565b61027c6103783660046120f4565b610816565b61027c61038b36600461211e565b610867565b61027c61039e36600461209a565b6108b4565b61021b6103b1366004612137565b6108ce565b6103bf6103e881565b6040516bffffffffffffffffffffffff90911681526020016101ff565b6103386103ea36600461205b565b61090c565b6102516103fd36600461205b565b61092d565b61021b61041036600461211e565b610937565b6101f36104233660046120f4565b5f9182526009602090815260408084206001600160a01b0393909316845291905290205460ff1690565b610231610995565b61021b61046336600461205b565b600c6020525f908152604090205481565b61021b610482366004612176565b6109a4565b61021b5f81565b61027c61049c3660046121f2565b610cda565b600a5461021b565b61027c6104b7366004612258565b610ce5565b6102316104ca36600461205b565b610cfd565b61021b7f9f2df0fed2c77648de5860a4cc508cd0818c85b8b8a1ab4ceeef8d981c8956a681565b61027c6105043660046120f4565b610d76565b6101f3610517366004612372565b6001600160a01b039182165f90815260056020908152604080832093909416825291909152205460ff1690565b61021b61055236600461205b565b600d6020525f908152604090205481565b5f61056d82610d9a565b92915050565b5f7f9f2df0fed2c77648de5860a4cc508cd0818c85b8b8a1ab4ceeef8d981c8956a661059e81610def565b6105a9868686610dfc565b91506105b882846103e8610e62565b50949350505050565b60605f80546105cf9061239a565b80601f01602080910402602001604051908101604052809291908181526020018280546105fb9061239a565b80156106465780601f1061061d57610100808354040283529160200191610646565b820191905f5260205f20905b81548152906001019060200180831161062957829003601f168201915b5050505050905090565b5f61065a82610f74565b505f828152600460205260409020546001600160a01b031661056d565b610682828233610fc5565b5050565b6001600160a01b0382166106cd576040517f64a0ae920000000000000000000000000000000000000000000000000000000081525f60048201526024015b60405180910390fd5b5f6106d9838333610fd2565b9050836001600160a01b0316816001600160a01b031614610740576040517f64283d7b0000000000000000000000000000000000000000000000000000000081526001600160a01b03808616600483015260248201849052821660448201526064016106c4565b50505050565b5f82815260086020526040812080548291906001600160a01b038116907401000000000000000000000000000000000000000090046bffffffffffffffffffffffff16816107c55750506007546001600160a01b038116907401000000000000000000000000000000000000000090046bffffffffffffffffffffffff165b5f6107e1876bffffffffffffffffffffffff841661271061100a565b9295509193505050505b9250929050565b5f8281526009602052604090206001015461080c81610def565b61074083836110ba565b6001600160a01b0381163314610858576040517f6697b23200000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6108628282611183565b505050565b5f61087181610def565b61087d826103e8611226565b6040516001600160a01b038316907f07b3a60cb7a17fed8195a5f973dced6f8a947cfca7ac866abb19fc766d4d73ef905f90a25050565b61086283838360405180602001604052805f815250610ce5565b5f7f9f2df0fed2c77648de5860a4cc508cd0818c85b8b8a1ab4ceeef8d981c8956a66108f981610def565b610904338585610dfc565b949350505050565b5f5f61091783610f74565b5f938452600d6020526040909320549293915050565b5f61056d82610f74565b5f6001600160a01b03821661097a576040517f89c62b640000000000000000000000000000000000000000000000000000000081525f60048201526024016106c4565b506001600160a01b03165f9081526003602052604090205490565b6060600180546105cf9061239a565b5f7f9f2df0fed2c77648de5860a4cc508cd0818c85b8b8a1ab4ceeef8d981c8956a66109cf81610def565b5f898152600c60205260409020548015610a1f576040517f82207df7000000000000000000000000000000000000000000000000000000008152600481018b9052602481018290526044016106c4565b5f888152600b602090815260408083208151808301909252546fffffffffffffffffffffffffffffffff80821680845270010000000000000000000000000000000090920416928201929092529103610ae957871580610a8e57506fffffffffffffffffffffffffffffffff88115b15610acf576040517f3c159e02000000000000000000000000000000000000000000000000000000008152600481018a9052602481018990526044016106c4565b6fffffffffffffffffffffffffffffffff88168152610b5a565b80516fffffffffffffffffffffffffffffffff168814610b5a5780516040517ff2b9b735000000000000000000000000000000000000000000000000000000008152600481018b90526fffffffffffffffffffffffffffffffff9091166024820152604481018990526064016106c4565b805f01516fffffffffffffffffffffffffffffffff1681602001516fffffffffffffffffffffffffffffffff1603610bdc5780516040517fb95630ba000000000000000000000000000000000000000000000000000000008152600481018b90526fffffffffffffffffffffffffffffffff90911660248201526044016106c4565b6040518060400160405280825f01516fffffffffffffffffffffffffffffffff16815260200182602001516001610c139190612418565b6fffffffffffffffffffffffffffffffff9081169091525f8b8152600b602090815260409091208351939091015182167001000000000000000000000000000000000292909116919091179055610c6b8a8888610dfc565b5f8c8152600c602052604090208190559350610c8a84866103e8610e62565b6040516001600160a01b038b16815284908a908d907f649605d395bee5dfaf435b9c58e381ac0fbf352a200020f5c3ea51ea47edd2199060200160405180910390a4505050979650505050505050565b61068233838361131a565b610cf0848484610686565b6107403385858585611431565b6060610d0882610f74565b505f610d1e60408051602081019091525f815290565b90505f610d2a846115f3565b905081515f03610d3b579392505050565b805115610d6d578181604051602001610d55929190612457565b60405160208183030381529060405292505050919050565b61090484611692565b5f82815260096020526040902060010154610d9081610def565b6107408383611183565b5f7fffffffff0000000000000000000000000000000000000000000000000000000082167f7965db0b00000000000000000000000000000000000000000000000000000000148061056d575061056d82611702565b610df98133611757565b50565b5f600a5f8154610e0b9061246b565b91829055509050610e1c84826117c4565b610e5b8184848080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525061185792505050565b9392505050565b6127106bffffffffffffffffffffffff8216811015610ecb576040517fdfd1fc1b000000000000000000000000000000000000000000000000000000008152600481018590526bffffffffffffffffffffffff83166024820152604481018290526064016106c4565b6001600160a01b038316610f14576040517f969f0852000000000000000000000000000000000000000000000000000000008152600481018590525f60248201526044016106c4565b506040805180820182526001600160a01b0393841681526bffffffffffffffffffffffff92831660208083019182525f96875260089052919094209351905190911674010000000000000000000000000000000000000000029116179055565b5f818152600260205260408120546001600160a01b03168061056d576040517f7e273289000000000000000000000000000000000000000000000000000000008152600481018490526024016106c4565b61086283838360016118a6565b5f610fde8484846119f9565b90506001600160a01b03811615610e5b575f838152600d60205260409020805460010190559392505050565b5f5f5f6110178686611b03565b91509150815f0361103b5783818161103157611031612483565b0492505050610e5b565b818411611052576110526003851502601118611b1f565b5f848688095f868103871696879004966002600389028118808a02820302808a02820302808a02820302808a02820302808a02820302808a02909103029181900381900460010185841190960395909502919093039390930492909217029150509392505050565b5f8281526009602090815260408083206001600160a01b038516845290915281205460ff1661117c575f8381526009602090815260408083206001600160a01b0386168452909152902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001660011790556111343390565b6001600160a01b0316826001600160a01b0316847f2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d60405160405180910390a450600161056d565b505f61056d565b5f8281526009602090815260408083206001600160a01b038516845290915281205460ff161561117c575f8381526009602090815260408083206001600160a01b038616808552925280832080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0016905551339286917ff6391f5c32d9c69d2a47ea670b442974b53935d1edc7fd64eb21e047a839171b9190a450600161056d565b6127106bffffffffffffffffffffffff8216811015611288576040517f6f483d090000000000000000000000000000000000000000000000000000000081526bffffffffffffffffffffffff83166004820152602481018290526044016106c4565b6001600160a01b0383166112ca576040517fb6d9900a0000000000000000000000000000000000000000000000000000000081525f60048201526024016106c4565b50604080518082019091526001600160a01b039092168083526bffffffffffffffffffffffff90911660209092018290527401000000000000000000000000000000000000000090910217600755565b6001600160a01b03831661135c576040517fa9fbf51f0000000000000000000000000000000000000000000000000000000081525f60048201526024016106c4565b6001600160a01b0382166113a7576040517f5b08ba180000000000000000000000000000000000000000000000000000000081526001600160a01b03831660048201526024016106c4565b6001600160a01b038381165f8181526005602090815260408083209487168084529482529182902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001686151590811790915591519182527f17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31910160405180910390a3505050565b6001600160a01b0383163b156115ec576040517f150b7a020000000000000000000000000000000000000000000000000000000081526001600160a01b0384169063150b7a029061148c9088908890879087906004016124b0565b6020604051808303815f875af19250505080156114e4575060408051601f3d9081017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe01682019092526114e1918101906124f0565b60015b611564573d808015611511576040519150601f19603f3d011682016040523d82523d5f602084013e611516565b606091505b5080515f0361155c576040517f64a0ae920000000000000000000000000000000000000000000000000000000081526001600160a01b03851660048201526024016106c4565b805160208201fd5b7fffffffff0000000000000000000000000000000000000000000000000000000081167f150b7a0200000000000000000000000000000000000000000000000000000000146115ea576040517f64a0ae920000000000000000000000000000000000000000000000000000000081526001600160a01b03851660048201526024016106c4565b505b5050505050565b5f81815260066020526040902080546060919061160f9061239a565b80601f016020809104026020016040519081016040528092919081815260200182805461163b9061239a565b80156116865780601f1061165d57610100808354040283529160200191611686565b820191905f5260205f20905b81548152906001019060200180831161166957829003601f168201915b50505050509050919050565b606061169d82610f74565b505f6116b360408051602081019091525f815290565b90505f8151116116d15760405180602001604052805f815250610e5b565b806116db84611b30565b6040516020016116ec929190612457565b6040516020818303038152906040529392505050565b5f7fffffffff0000000000000000000000000000000000000000000000000000000082167f2a55205a00000000000000000000000000000000000000000000000000000000148061056d575061056d82611bcd565b5f8281526009602090815260408083206001600160a01b038516845290915290205460ff16610682576040517fe2517d3f0000000000000000000000000000000000000000000000000000000081526001600160a01b0382166004820152602481018390526044016106c4565b6001600160a01b038216611806576040517f64a0ae920000000000000000000000000000000000000000000000000000000081525f60048201526024016106c4565b5f61181283835f610fd2565b90506001600160a01b03811615610862576040517f73c6ac6e0000000000000000000000000000000000000000000000000000000081525f60048201526024016106c4565b5f82815260066020526040902061186e8282612559565b506040518281527ff8e1a15aba9398e019f0b49df1a4fde98ee17ae345cb5f6b5e2c27f5033e8ce79060200160405180910390a15050565b80806118ba57506001600160a01b03821615155b156119b2575f6118c984610f74565b90506001600160a01b038316158015906118f55750826001600160a01b0316816001600160a01b031614155b801561192657506001600160a01b038082165f9081526005602090815260408083209387168352929052205460ff16155b15611968576040517fa9fbf51f0000000000000000000000000000000000000000000000000000000081526001600160a01b03841660048201526024016106c4565b81156119b05783856001600160a01b0316826001600160a01b03167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b92560405160405180910390a45b505b50505f90815260046020526040902080547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b0392909216919091179055565b5f828152600260205260408120546001600160a01b0390811690831615611a2557611a25818486611c22565b6001600160a01b03811615611a5f57611a405f855f5f6118a6565b6001600160a01b0381165f90815260036020526040902080545f190190555b6001600160a01b03851615611a8d576001600160a01b0385165f908152600360205260409020805460010190555b5f8481526002602052604080822080547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b0389811691821790925591518793918516917fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef91a4949350505050565b5f805f1983850993909202808410938190039390930393915050565b634e487b715f52806020526024601cfd5b60605f611b3c83611cb8565b60010190505f8167ffffffffffffffff811115611b5b57611b5b61222b565b6040519080825280601f01601f191660200182016040528015611b85576020820181803683370190505b5090508181016020015b5f19017f3031323334353637383961626364656600000000000000000000000000000000600a86061a8153600a8504945084611b8f57509392505050565b5f7fffffffff0000000000000000000000000000000000000000000000000000000082167f4906490600000000000000000000000000000000000000000000000000000000148061056d575061056d82611d99565b611c2d838383611e7b565b610862576001600160a01b038316611c74576040517f7e273289000000000000000000000000000000000000000000000000000000008152600481018290526024016106c4565b6040517f177e802f0000000000000000000000000000000000000000000000000000000081526001600160a01b0383166004820152602481018290526044016106c4565b5f807a184f03e93ff9f4daa797ed6e38ed64bf6a1f0100000000000000008310611d00577a184f03e93ff9f4daa797ed6e38ed64bf6a1f010000000000000000830492506040015b6d04ee2d6d415b85acef81000000008310611d2c576d04ee2d6d415b85acef8100000000830492506020015b662386f26fc100008310611d4a57662386f26fc10000830492506010015b6305f5e1008310611d62576305f5e100830492506008015b6127108310611d7657612710830492506004015b60648310611d88576064830492506002015b600a831061056d5760010192915050565b5f7fffffffff0000000000000000000000000000000000000000000000000000000082167f80ac58cd000000000000000000000000000000000000000000000000000000001480611e2b57507fffffffff0000000000000000000000000000000000000000000000000000000082167f5b5e139f00000000000000000000000000000000000000000000000000000000145b8061056d57507f01ffc9a7000000000000000000000000000000000000000000000000000000007fffffffff0000000000000000000000000000000000000000000000000000000083161461056d565b5f6001600160a01b038316158015906109045750826001600160a01b0316846001600160a01b03161480611ed357506001600160a01b038085165f9081526005602090815260408083209387168352929052205460ff165b806109045750505f908152600460205260409020546001600160a01b03908116911614919050565b7fffffffff0000000000000000000000000000000000000000000000000000000081168114610df9575f5ffd5b5f60208284031215611f38575f5ffd5b8135610e5b81611efb565b80356001600160a01b0381168114611f59575f5ffd5b919050565b5f5f83601f840112611f6e575f5ffd5b50813567ffffffffffffffff811115611f85575f5ffd5b6020830191508360208285010111156107eb575f5ffd5b5f5f5f5f60608587031215611faf575f5ffd5b611fb885611f43565b9350602085013567ffffffffffffffff811115611fd3575f5ffd5b611fdf87828801611f5e565b9094509250611ff2905060408601611f43565b905092959194509250565b5f81518084528060208401602086015e5f6020828601015260207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f83011685010191505092915050565b602081525f610e5b6020830184611ffd565b5f6020828403121561206b575f5ffd5b5035919050565b5f5f60408385031215612083575f5ffd5b61208c83611f43565b946020939093013593505050565b5f5f5f606084860312156120ac575f5ffd5b6120b584611f43565b92506120c360208501611f43565b929592945050506040919091013590565b5f5f604083850312156120e5575f5ffd5b50508035926020909101359150565b5f5f60408385031215612105575f5ffd5b8235915061211560208401611f43565b90509250929050565b5f6020828403121561212e575f5ffd5b610e5b82611f43565b5f5f60208385031215612148575f5ffd5b823567ffffffffffffffff81111561215e575f5ffd5b61216a85828601611f5e565b90969095509350505050565b5f5f5f5f5f5f5f60c0888a03121561218c575f5ffd5b8735965061219c60208901611f43565b95506040880135945060608801359350608088013567ffffffffffffffff8111156121c5575f5ffd5b6121d18a828b01611f5e565b90945092506121e4905060a08901611f43565b905092959891949750929550565b5f5f60408385031215612203575f5ffd5b61220c83611f43565b915060208301358015158114612220575f5ffd5b809150509250929050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b5f5f5f5f6080858703121561226b575f5ffd5b61227485611f43565b935061228260208601611f43565b925060408501359150606085013567ffffffffffffffff8111156122a4575f5ffd5b8501601f810187136122b4575f5ffd5b803567ffffffffffffffff8111156122ce576122ce61222b565b6040517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0603f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f8501160116810181811067ffffffffffffffff8211171561233a5761233a61222b565b604052818152828201602001891015612351575f5ffd5b816020840160208301375f6020838301015280935050505092959194509250565b5f5f60408385031215612383575f5ffd5b61238c83611f43565b915061211560208401611f43565b600181811c908216806123ae57607f821691505b6020821081036123e5577f4e487b71000000000000000000000000000000000000000000000000000000005f52602260045260245ffd5b50919050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b6fffffffffffffffffffffffffffffffff818116838216019081111561056d5761056d6123eb565b5f81518060208401855e5f93019283525090919050565b5f6109046124658386612440565b84612440565b5f5f19820361247c5761247c6123eb565b5060010190565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b6001600160a01b03851681526001600160a01b0384166020820152826040820152608060608201525f6124e66080830184611ffd565b9695505050505050565b5f60208284031215612500575f5ffd5b8151610e5b81611efb565b601f821115610862578282111561086257805f5260205f20601f840160051c602085101561253657505f5b90810190601f840160051c035f5b818110156115ea575f83820155600101612544565b815167ffffffffffffffff8111156125735761257361222b565b61258781612581845461239a565b8461250b565b6020601f8211600181146125b9575f83156125a25750848201515b5f19600385901b1c1916600184901b1784556115ec565b5f848152602081207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08516915b8281101561260657878501518255602094850194600190920191016125e6565b508482101561262357868401515f19600387901b60f8161c191681555b50505050600190811b0190555056fea26469706673582212208d1377fd635f7e1fcdee5b8fa3c1bdb0b65a4ad436018bf2d8f00df8264a6ac864736f6c63430008250033",
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
        }
      ],
      "name": "AuctionAlreadyCancelled",
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
      "name": "AuctionHasBids",
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
          "name": "tickets",
          "type": "uint256"
        }
      ],
      "name": "InvalidTicketCount",
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
          "name": "auctionId",
          "type": "uint256"
        },
        {
          "internalType": "address",
          "name": "caller",
          "type": "address"
        }
      ],
      "name": "NotAuctionSeller",
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
          "internalType": "bytes32",
          "name": "orderId",
          "type": "bytes32"
        }
      ],
      "name": "TicketPaymentEnded",
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
      "name": "TicketsAlreadyPaid",
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
      "name": "TicketsNotPaid",
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
      "name": "TokenMovedSinceListing",
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
        }
      ],
      "name": "AuctionCancelled",
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
          "indexed": false,
          "internalType": "uint256",
          "name": "endTime",
          "type": "uint256"
        }
      ],
      "name": "AuctionExtended",
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
          "internalType": "bytes32",
          "name": "orderId",
          "type": "bytes32"
        },
        {
          "indexed": true,
          "internalType": "uint256",
          "name": "lotteryId",
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
          "internalType": "uint256",
          "name": "tickets",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        }
      ],
      "name": "TicketsBought",
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
          "name": "payer",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        }
      ],
      "name": "TicketsRefunded",
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
          "indexed": false,
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        }
      ],
      "name": "TicketsReleased",
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
      "name": "EXTENSION_WINDOW",
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
      "name": "TICKET_QUOTE_TYPEHASH",
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
      "name": "TICKET_REFUND_TYPEHASH",
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
      "name": "TICKET_RELEASE_TYPEHASH",
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
              "name": "editionSize",
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
          "components": [
            {
              "internalType": "bytes32",
              "name": "orderId",
              "type": "bytes32"
            },
            {
              "internalType": "uint256",
              "name": "lotteryId",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "tickets",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "price",
              "type": "uint256"
            },
            {
              "internalType": "address",
              "name": "buyer",
              "type": "address"
            },
            {
              "internalType": "uint256",
              "name": "deadline",
              "type": "uint256"
            }
          ],
          "internalType": "struct MarketLottery.TicketQuote",
          "name": "quote",
          "type": "tuple"
        },
        {
          "internalType": "bytes",
          "name": "signature",
          "type": "bytes"
        }
      ],
      "name": "buyTickets",
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
        }
      ],
      "name": "cancelAuction",
      "outputs": [],
      "stateMutability": "nonpayable",
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
              "internalType": "bool",
              "name": "cancelled",
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
              "name": "editionSize",
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
      "inputs": [
        {
          "internalType": "bytes32",
          "name": "orderId",
          "type": "bytes32"
        },
        {
          "internalType": "bytes",
          "name": "signature",
          "type": "bytes"
        }
      ],
      "name": "refundTickets",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "bytes32",
          "name": "orderId",
          "type": "bytes32"
        },
        {
          "internalType": "bytes",
          "name": "signature",
          "type": "bytes"
        }
      ],
      "name": "releaseTickets",
      "outputs": [],
      "stateMutability": "nonpayable",
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
          "internalType": "bytes32",
          "name": "orderId",
          "type": "bytes32"
        }
      ],
      "name": "ticketPayments",
      "outputs": [
        {
          "internalType": "address",
          "name": "payer",
          "type": "address"
        },
        {
          "internalType": "uint96",
          "name": "amount",
          "type": "uint96"
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
              "internalType": "uint256",
              "name": "lotteryId",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "tickets",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "price",
              "type": "uint256"
            },
            {
              "internalType": "address",
              "name": "buyer",
              "type": "address"
            },
            {
              "internalType": "uint256",
              "name": "deadline",
              "type": "uint256"
            }
          ],
          "internalType": "struct MarketLottery.TicketQuote",
          "name": "quote",
          "type": "tuple"
        }
      ],
      "name": "ticketQuoteDigest",
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
  bytecode: "0x610180604052348015610010575f5ffd5b50604051614d57380380614d5783398101604081905261002f91610427565b604080518082018252600f81526e111a59da5b9bdbdc8813585c9ad95d608a1b602080830191909152825180840190935260018352603160f81b908301529087876001600160a01b03811661009e57604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b6100a7816101af565b506001600160a01b0381166100cf5760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b03166080526100e4826101fe565b610140526100f1816101fe565b61016052815160208084019190912061010052815190820120610120524660c05261017f6101005161012051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60a05250503060e0526101918461023b565b61019a836102ab565b6101a4828261031b565b5050505050506104fd565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f5f829050601f81511115610228578260405163305a27a960e01b815260040161009591906104a2565b8051610233826104d7565b179392505050565b6001600160a01b0381166102625760405163d92e233d60e01b815260040160405180910390fd5b600280546001600160a01b0319166001600160a01b0383169081179091556040517f7dae230f18360d76a040c81f050aa14eb9d6dc7901b20fc5d855e2a20fe814d1905f90a250565b6001600160a01b0381166102d25760405163d92e233d60e01b815260040160405180910390fd5b600580546001600160a01b0319166001600160a01b0383169081179091556040517ff5550c5eea19b48ac6eb5f03abdc4f59c0a60697abb3d973cd68669703b5c8b9905f90a250565b610bb861ffff8316111561035057604051636cccc24b60e11b815261ffff83166004820152610bb86024820152604401610095565b610bb861ffff8216111561038557604051636cccc24b60e11b815261ffff82166004820152610bb86024820152604401610095565b6002805463ffffffff60a01b1916600160a01b61ffff85811691820261ffff60b01b191692909217600160b01b928516928302179092556040805192835260208301919091527f5c6323bf1c2d7aaea2c091a4751c1c87af7f2864650c336507a77d0557af37a1910160405180910390a15050565b6001600160a01b038116811461040e575f5ffd5b50565b805161ffff81168114610422575f5ffd5b919050565b5f5f5f5f5f5f60c0878903121561043c575f5ffd5b8651610447816103fa565b6020880151909650610458816103fa565b6040880151909550610469816103fa565b606088015190945061047a816103fa565b925061048860808801610411565b915061049660a08801610411565b90509295509295509295565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b805160208083015191908110156104f7575f198160200360031b1b821691505b50919050565b60805160a05160c05160e051610100516101205161014051610160516147966105c15f395f613a6c01525f613a3c01525f613f3701525f613f0f01525f613e6a01525f613e9401525f613ebe01525f81816109a4015281816111ad0152818161130d015281816114ed01528181611fef015281816121e401528181612553015281816126e40152818161298301528181612a8b01528181612df8015281816133120152818161357901528181613630015281816138240152613c6801526147965ff3fe6080604052600436106102ed575f3560e01c80638b19f56f11610186578063bb685c55116100dc578063f0f4426011610087578063f413bdb311610062578063f413bdb314610a2f578063fa0b1f8414610a4e578063fea3260014610a6d575f5ffd5b8063f0f44260146109c6578063f2fde38b146109e5578063f3f4370314610a04575f5ffd5b8063d55be8c6116100b7578063d55be8c61461095f578063dc422d4b14610974578063ea05a7d014610993575f5ffd5b8063bb685c55146108fa578063ca40af611461090d578063cda4beef14610940575f5ffd5b80639dca4a361161013c578063a9b07c2611610117578063a9b07c2614610861578063adb2fc6a14610876578063afad3f5d146108c7575f5ffd5b80639dca4a36146107fa5780639ef833d41461082e578063a8291c781461084d575f5ffd5b806396b5a7551161016c57806396b5a75514610793578063975eccd3146107b25780639a44da83146107e5575f5ffd5b80638b19f56f146107005780638da5cb5b14610777575f5ffd5b806361d027b31161024657806372b0d90c116101f15780637ed7086a116101cc5780637ed7086a1461069257806384b0196e146106a557806389c47be2146106cc575f5ffd5b806372b0d90c1461050957806378bd7935146105285780637eb79d5d1461067d575f5ffd5b8063700809ce11610221578063700809ce146104a3578063714803ca146104d6578063715018a6146104f5575f5ffd5b806361d027b31461042e578063692eeaa9146104655780636b53ca1714610484575f5ffd5b80633ccfd60b116102a657806356ce180a1161028157806356ce180a146103dd578063580424d3146103fc578063598647f81461041b575f5ffd5b80633ccfd60b1461038b57806342e561371461039f57806350fd7367146103be575f5ffd5b806322ca6d23116102d657806322ca6d23146103255780632ad71573146103575780632e9936111461036c575f5ffd5b806315ee010e146102f15780631b0ef36514610306575b5f5ffd5b6103046102ff366004614145565b610a8c565b005b348015610311575f5ffd5b50610304610320366004614195565b610da5565b348015610330575f5ffd5b5061034461033f3660046141d5565b610ea2565b6040519081526020015b60405180910390f35b348015610362575f5ffd5b5061034460095481565b348015610377575f5ffd5b50610304610386366004614207565b610f93565b348015610396575f5ffd5b506103046113ef565b3480156103aa575f5ffd5b506103446103b936600461421e565b61140a565b3480156103c9575f5ffd5b506103446103d836600461421e565b6114a8565b3480156103e8575f5ffd5b506103046103f7366004614252565b6117a7565b348015610407575f5ffd5b5061030461041636600461426d565b6117b8565b61030461042936600461421e565b611849565b348015610439575f5ffd5b5060025461044d906001600160a01b031681565b6040516001600160a01b03909116815260200161034e565b348015610470575f5ffd5b5061034461047f366004614296565b611c85565b34801561048f575f5ffd5b5061030461049e366004614195565b611d14565b3480156104ae575f5ffd5b506103447fc2ddf209258f8fc33433dbd25e09ffc0a2276ac059fbe535e1e1d04a912dc76281565b3480156104e1575f5ffd5b506103446104f0366004614207565b611de1565b348015610500575f5ffd5b50610304611e26565b348015610514575f5ffd5b50610304610523366004614252565b611e37565b348015610533575f5ffd5b50610670610542366004614207565b60408051610100810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e0810191909152505f908152600a602090815260409182902082516101008101845281546001600160a01b038082168352600160a01b80830464ffffffffff1695840195909552790100000000000000000000000000000000000000000000000000820461ffff16958301959095527b01000000000000000000000000000000000000000000000000000000810460ff908116151560608401527c01000000000000000000000000000000000000000000000000000000009091041615156080820152600182015493841660a0820152919092046bffffffffffffffffffffffff1660c082015260029091015460e082015290565b60405161034e91906142b0565b348015610688575f5ffd5b5061034461025881565b6103046106a036600461426d565b611e88565b3480156106b0575f5ffd5b506106b96122bc565b60405161034e97969594939291906143a1565b3480156106d7575f5ffd5b506002546106ed90600160a01b900461ffff1681565b60405161ffff909116815260200161034e565b34801561070b575f5ffd5b5061074b61071a366004614207565b60066020525f90815260409020546001600160a01b03811690600160a01b90046bffffffffffffffffffffffff1682565b604080516001600160a01b0390931683526bffffffffffffffffffffffff90911660208301520161034e565b348015610782575f5ffd5b505f546001600160a01b031661044d565b34801561079e575f5ffd5b506103046107ad366004614207565b61231a565b3480156107bd575f5ffd5b506103447fa7de5ca48ca50f881b322c63ba6329cb5fc190d6cb22ad7692a7a292bf87f72981565b3480156107f0575f5ffd5b5061034461c35081565b348015610805575f5ffd5b506002546106ed90760100000000000000000000000000000000000000000000900461ffff1681565b348015610839575f5ffd5b50610304610848366004614469565b6125ed565b348015610858575f5ffd5b50610344601e81565b34801561086c575f5ffd5b5061034460075481565b348015610881575f5ffd5b5061089561089036600461421e565b6125ff565b6040805182516001600160a01b031681526020928301516bffffffffffffffffffffffff16928101929092520161034e565b3480156108d2575f5ffd5b506103447f35a442cc39c859e2d1edebb7bef0269272605343b0c732e763392f81143e9f7d81565b61034461090836600461449a565b6127ba565b348015610918575f5ffd5b506103447fd2f6a1ed775585b62ace761032f238663ac03e3a2343d4539f1c57a136cefdf581565b34801561094b575f5ffd5b5061034461095a36600461426d565b612bb5565b34801561096a575f5ffd5b506106ed610bb881565b34801561097f575f5ffd5b5061030461098e36600461421e565b612ee6565b34801561099e575f5ffd5b5061044d7f000000000000000000000000000000000000000000000000000000000000000081565b3480156109d1575f5ffd5b506103046109e0366004614252565b612f30565b3480156109f0575f5ffd5b506103046109ff366004614252565b612f41565b348015610a0f575f5ffd5b50610344610a1e366004614252565b60016020525f908152604090205481565b348015610a3a575f5ffd5b5060055461044d906001600160a01b031681565b348015610a59575f5ffd5b50610344610a68366004614207565b612f94565b348015610a78575f5ffd5b50610344610a87366004614207565b612fb2565b610a94613060565b610aa460a0840160808501614252565b6001600160a01b0316336001600160a01b031614610b1557610acc60a0840160808501614252565b6040517fa902037b0000000000000000000000000000000000000000000000000000000081526001600160a01b0390911660048201523360248201526044015b60405180910390fd5b8260a00135421115610b59576040517f8395159900000000000000000000000000000000000000000000000000000000815260a08401356004820152602401610b0c565b610b6c610b6584611c85565b8383613095565b82604001355f03610baf57604080517f0b91c9a5000000000000000000000000000000000000000000000000000000008152908401356004820152602401610b0c565b60608301355f819003610bf1576040517ff9632e8600000000000000000000000000000000000000000000000000000000815260048101829052602401610b0c565b6002545f9061271090610c0f90600160a01b900461ffff1684614517565b610c19919061452e565b610c239083614566565b9050803414610c67576040517f0d35e92100000000000000000000000000000000000000000000000000000000815260048101829052346024820152604401610b0c565b6bffffffffffffffffffffffff811115610cb0576040517ff9632e8600000000000000000000000000000000000000000000000000000000815260048101839052602401610b0c565b84355f908152600660205260409020546001600160a01b031615610d03576040517fb6848cb900000000000000000000000000000000000000000000000000000000815285356004820152602401610b0c565b604080518082018252338082526bffffffffffffffffffffffff84811660208085019182528a355f8181526006835287902095519251909316600160a01b026001600160a01b039092169190911790935583518985013581528084018690529193928901359290917f57a126ed587d832d8015115101ac60cdeec9d635041bdd12012f5e0fc3fad757910160405180910390a45050610da0613148565b505050565b610dad613060565b5f546001600160a01b03163314610deb57610deb610b657fd2f6a1ed775585b62ace761032f238663ac03e3a2343d4539f1c57a136cefdf585613172565b5f610df584613192565b905080602001516bffffffffffffffffffffffff1660015f835f01516001600160a01b03166001600160a01b031681526020019081526020015f205f828254610e3e9190614566565b909155505080516020808301516040516bffffffffffffffffffffffff90911681526001600160a01b039092169186917fe03a6bb541c26ab4c4269f88d8d11684950afdc8c299ac89ffc07c7a0bb8731e910160405180910390a350610da0613148565b5f610f8d7f35a442cc39c859e2d1edebb7bef0269272605343b0c732e763392f81143e9f7d8335610ed96040860160208701614252565b604086013560608701356080880135610ef860c08a0160a08b01614252565b610f0560c08b018b614579565b604051610f139291906145da565b6040805191829003822060208301999099528101969096526001600160a01b039485166060870152608086019390935260a085019190915260c08401521660e08083019190915261010082019290925290840135610120820152610140015b60405160208183030381529060405280519060200120613289565b92915050565b610f9b613060565b5f818152600a6020526040902080546001600160a01b031680610fed576040517f17d9e3b500000000000000000000000000000000000000000000000000000000815260048101849052602401610b0c565b81547b01000000000000000000000000000000000000000000000000000000900460ff161561104b576040517fe180b68400000000000000000000000000000000000000000000000000000000815260048101849052602401610b0c565b81547c0100000000000000000000000000000000000000000000000000000000900460ff16156110aa576040517f8402ab8a00000000000000000000000000000000000000000000000000000000815260048101849052602401610b0c565b8154600160a01b900464ffffffffff1642101561110c5781546040517f3a894a3400000000000000000000000000000000000000000000000000000000815260048101859052600160a01b90910464ffffffffff166024820152604401610b0c565b81547fffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffff167b01000000000000000000000000000000000000000000000000000000178255600282015460018301546001600160a01b03168061126c576040517f23b872dd0000000000000000000000000000000000000000000000000000000081523060048201526001600160a01b038481166024830152604482018490527f000000000000000000000000000000000000000000000000000000000000000016906323b872dd906064015f604051808303815f87803b1580156111ee575f5ffd5b505af1158015611200573d5f5f3e3d5ffd5b5050604080516001600160a01b03871681525f60208201819052918101829052606081018290526080810182905290925084915087907faefe082ce68d37db27de5efe5d83b1b222982bc5047df41006f8f70435caa5919060a00160405180910390a4505050506113e4565b60018401548454600160a01b9091046bffffffffffffffffffffffff16905f90612710906112bb90790100000000000000000000000000000000000000000000000000900461ffff1684614517565b6112c5919061452e565b6040517f23b872dd0000000000000000000000000000000000000000000000000000000081523060048201526001600160a01b038581166024830152604482018790529192507f0000000000000000000000000000000000000000000000000000000000000000909116906323b872dd906064015f604051808303815f87803b158015611350575f5ffd5b505af1158015611362573d5f5f3e3d5ffd5b505050505f5f611374868886866132d0565b604080516001600160a01b038b811682526020820189905291810187905281841660608201526080810183905292945090925086169087908b907faefe082ce68d37db27de5efe5d83b1b222982bc5047df41006f8f70435caa5919060a00160405180910390a450505050505050505b6113ec613148565b50565b6113f7613060565b611400336133b6565b611408613148565b565b5f828152600a6020526040812080546001600160a01b031661145b576040517f17d9e3b500000000000000000000000000000000000000000000000000000000815260048101859052602401610b0c565b80546127109061148c90790100000000000000000000000000000000000000000000000000900461ffff1685614517565b611496919061452e565b6114a09084614566565b949350505050565b5f6114b2826134ec565b6040517f4be430d7000000000000000000000000000000000000000000000000000000008152600481018490525f9081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690634be430d7906024016040805180830381865afa158015611531573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061155591906145e9565b90925090506001600160a01b03821633146115a5576040517f6d3d185800000000000000000000000000000000000000000000000000000000815260048101869052336024820152604401610b0c565b6115af338661353e565b6115e8576040517f3f57376d00000000000000000000000000000000000000000000000000000000815260048101869052602401610b0c565b5f85815260086020908152604091829020825160608101845290546bffffffffffffffffffffffff80821680845267ffffffffffffffff6c0100000000000000000000000084041694840194909452600160a01b909104169281019290925215801590611662575081816020015167ffffffffffffffff16145b156116a7578051604051339188916bffffffffffffffffffffffff909116907f5f0be1e06429123bb18a91b02cae2672c631c3d0eef488ee77e1e9870a6e2cb4905f90a45b60075f81546116b590614615565b9182905550604080516060810182526bffffffffffffffffffffffff808416825267ffffffffffffffff80871660208085019182528b84168587019081525f8e815260089092529086902094518554925191518516600160a01b026001600160a01b03929094166c01000000000000000000000000027fffffffffffffffffffffffff00000000000000000000000000000000000000009093169416939093171791909116179055519094503390879086907fcf4ebbb01b0166b4c3bb06d2edd4860d56a19f40c14454fdeb07220bf175292490611796908a815260200190565b60405180910390a450505092915050565b6117af613699565b6113ec816136de565b6117c1816134ec565b5f6117cc848461377f565b80546bffffffffffffffffffffffff848116600160a01b9081026001600160a01b0384161784556040519394509091041690849086907fa353b0f8bf69b8530691fd6506a1df95517036cfcd1ac2a82a1219e6b10f8d159061183a9085908890918252602082015260400190565b60405180910390a35050505050565b611851613060565b5f828152600a6020526040902080546001600160a01b0316806118a3576040517f17d9e3b500000000000000000000000000000000000000000000000000000000815260048101859052602401610b0c565b81547c0100000000000000000000000000000000000000000000000000000000900460ff1615611902576040517f8402ab8a00000000000000000000000000000000000000000000000000000000815260048101859052602401610b0c565b8154600160a01b900464ffffffffff16428111611955576040517f454927b60000000000000000000000000000000000000000000000000000000081526004810186905260248101829052604401610b0c565b6001600160a01b0382163303611997576040517fef02588900000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b60018301546001600160a01b03811690600160a01b90046bffffffffffffffffffffffff1681611a0a5780861015611a05576040517fab2ca7a40000000000000000000000000000000000000000000000000000000081526004810187905260248101829052604401610b0c565b611a4d565b808611611a4d576040517f5df192940000000000000000000000000000000000000000000000000000000081526004810187905260248101829052604401610b0c565b611a56866134ec565b8454790100000000000000000000000000000000000000000000000000900461ffff165f612710611a87838a614517565b611a91919061452e565b9050611a9d8189614566565b3414611ae957611aad8189614566565b6040517f0d35e9210000000000000000000000000000000000000000000000000000000081526004810191909152346024820152604401610b0c565b33600160a01b6bffffffffffffffffffffffff8a160281176001890155604080518a8152602081018490528b917f51db8e23b3f4479b162fd48823b8402895442b8f6cfd94f66239391881ec7b6f910160405180910390a3610258611b4e428761464c565b1015611bce57611b6061025842614566565b87547fffffffffffffff0000000000ffffffffffffffffffffffffffffffffffffffff16600160a01b64ffffffffff83160217885560405181815290955089907f6e912a3a9105bdd2af817ba5adc14e6c127c1035b5b648faa29ca0d58ab8ff4e9060200160405180910390a25b6001600160a01b03841615611c72575f612710611beb8486614517565b611bf5919061452e565b611bff9085614566565b6001600160a01b0386165f90815260016020526040812080549293508392909190611c2b908490614566565b90915550506040518181526001600160a01b038616908b907feb85d7100e7c7bdba697d7cf4300742f740137435f3feab57467bf291768198a9060200160405180910390a3505b50505050505050611c81613148565b5050565b5f610f8d7fa7de5ca48ca50f881b322c63ba6329cb5fc190d6cb22ad7692a7a292bf87f7298335602085013560408601356060870135611ccb60a0890160808a01614252565b6040805160208101979097528601949094526060850192909252608084015260a0838101919091526001600160a01b0390911660c083015284013560e082015261010001610f72565b611d1c613060565b5f546001600160a01b03163314611d5a57611d5a610b657fc2ddf209258f8fc33433dbd25e09ffc0a2276ac059fbe535e1e1d04a912dc76285613172565b5f611d6484613192565b6020808201516040516bffffffffffffffffffffffff909116815291925085917f8b02b57f9f932e2f016d4af29c5117246c7984522141abf75b516010089df010910160405180910390a26002546020820151611dd8916001600160a01b0316906bffffffffffffffffffffffff16613942565b50610da0613148565b6002545f9061271090611e1290760100000000000000000000000000000000000000000000900461ffff1684614517565b611e1c919061452e565b610f8d9083614566565b611e2e613699565b6114085f6139ce565b611e3f613060565b6001600160a01b038116611e7f576040517fd92e233d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6113e4816133b6565b611e90613060565b5f82815260086020908152604091829020825160608101845290546bffffffffffffffffffffffff808216835267ffffffffffffffff6c0100000000000000000000000083041693830193909352600160a01b900490911691810191909152831580611f0b575080516bffffffffffffffffffffffff168414155b15611f4c576040517f8a1dd8940000000000000000000000000000000000000000000000000000000081526004810185905260248101849052604401610b0c565b8181604001516bffffffffffffffffffffffff1614611fb45760408082015190517f3ad7771a000000000000000000000000000000000000000000000000000000008152600481018490526bffffffffffffffffffffffff9091166024820152604401610b0c565b6040517f4be430d7000000000000000000000000000000000000000000000000000000008152600481018490525f9081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690634be430d7906024016040805180830381865afa158015612033573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061205791906145e9565b91509150826020015167ffffffffffffffff1681146120ac576040517ff6f1b7df0000000000000000000000000000000000000000000000000000000081526004810187905260248101869052604401610b0c565b6001600160a01b03821633036120ee576040517f2aa3c9e900000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6120f8828661353e565b612138576040517f33548c830000000000000000000000000000000000000000000000000000000081526004810187905260248101869052604401610b0c565b6002545f906127109061216990760100000000000000000000000000000000000000000000900461ffff1687614517565b612173919061452e565b905061217f8186614566565b341461218f57611aad8186614566565b5f8681526008602052604080822091909155517f23b872dd0000000000000000000000000000000000000000000000000000000081526001600160a01b038481166004830152336024830152604482018890527f000000000000000000000000000000000000000000000000000000000000000016906323b872dd906064015f604051808303815f87803b158015612225575f5ffd5b505af1158015612237573d5f5f3e3d5ffd5b505050505f5f612249888689866132d0565b604080516001600160a01b038981168252602082018c90529181018790529083166060820152608081018290529193509150339089908b907f5da23a4b73774ca4b9902009c334ddf319cffe8be8362812b01afdfb8e32b9c49060a00160405180910390a4505050505050610da0613148565b5f6060805f5f5f60606122cd613a35565b6122d5613a65565b604080515f808252602082019092527f0f000000000000000000000000000000000000000000000000000000000000009b939a50919850469750309650945092509050565b612322613060565b5f818152600a6020526040902080546001600160a01b031680612374576040517f17d9e3b500000000000000000000000000000000000000000000000000000000815260048101849052602401610b0c565b336001600160a01b038216146123bf576040517fb7d73c6300000000000000000000000000000000000000000000000000000000815260048101849052336024820152604401610b0c565b81547b01000000000000000000000000000000000000000000000000000000900460ff161561241d576040517fe180b68400000000000000000000000000000000000000000000000000000000815260048101849052602401610b0c565b81547c0100000000000000000000000000000000000000000000000000000000900460ff161561247c576040517f8402ab8a00000000000000000000000000000000000000000000000000000000815260048101849052602401610b0c565b60018201546001600160a01b0316156124c4576040517fcec3cec200000000000000000000000000000000000000000000000000000000815260048101849052602401610b0c565b81547fffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffffff167c010000000000000000000000000000000000000000000000000000000017825560028201546040517f23b872dd0000000000000000000000000000000000000000000000000000000081523060048201526001600160a01b038381166024830152604482018390527f000000000000000000000000000000000000000000000000000000000000000016906323b872dd906064015f604051808303815f87803b158015612594575f5ffd5b505af11580156125a6573d5f5f3e3d5ffd5b50505050816001600160a01b031681857fc7431c6b1d914f39e2fd63a9d1e3b7df6a8fc2332fce7a9a050a97398fd837ff60405160405180910390a45050506113ec613148565b6125f5613699565b611c818282613a90565b6040805180820182525f80825260208083018290528482526008815290839020835160608101855290546bffffffffffffffffffffffff80821683526c01000000000000000000000000820467ffffffffffffffff1693830193909352600160a01b9004909116928101929092529083158061268a575080516bffffffffffffffffffffffff168414155b156126a9575050604080518082019091525f8082526020820152610f8d565b6040517f4be430d7000000000000000000000000000000000000000000000000000000008152600481018490525f9081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690634be430d7906024016040805180830381865afa158015612728573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061274c91906145e9565b91509150826020015167ffffffffffffffff168114612783575050604080518082019091525f80825260208201529150610f8d9050565b506040805180820182526001600160a01b03909216825291909101516bffffffffffffffffffffffff166020820152905092915050565b5f6127c3613060565b6127d36040850160208601614252565b6001600160a01b0316336001600160a01b0316146127fb57610acc6040850160208601614252565b8360e0013542111561283f576040517f8395159900000000000000000000000000000000000000000000000000000000815260e08501356004820152602401610b0c565b5f5f61288861284d87610ea2565b86868080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250613be692505050565b5090925090505f8160038111156128a1576128a161465f565b1415806128bc57506005546001600160a01b03838116911614155b156128f3576040517f9c584f5400000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b60808601355f819003612935576040517ff9632e8600000000000000000000000000000000000000000000000000000000815260048101829052602401610b0c565b6002545f906127109061295390600160a01b900461ffff1684614517565b61295d919061452e565b90506129698183614566565b341461297957611aad8183614566565b6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016639d7180a789356129ba60408c0160208d01614252565b60408c013560608d01356129d160c08f018f614579565b8f60a00160208101906129e49190614252565b6040518863ffffffff1660e01b8152600401612a06979695949392919061468c565b6020604051808303815f875af1158015612a22573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612a46919061470f565b6040517f2a55205a00000000000000000000000000000000000000000000000000000000815260048101829052602481018490529095505f9081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690632a55205a906044016040805180830381865afa158015612acf573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612af391906145e9565b909250905086612b0960408c0160208d01614252565b60408051818e01358152602081018890529081018690526001600160a01b0385811660608301526080820185905291909116908c35907fb905c1d7526e9f9bb0bd3e873bfe8051b3fb910c4ec693b59e9545439c46b5b79060a00160405180910390a4612b768282613942565b600254612ba0906001600160a01b031684612b91848861464c565b612b9b9190614566565b613942565b505050505050612bae613148565b9392505050565b5f612bbe613060565b811580612bcb5750601e82115b15612c05576040517f9ee6013600000000000000000000000000000000000000000000000000000000815260048101839052602401610b0c565b612c0e836134ec565b612c1784613c2f565b60095f8154612c2590614615565b918290555090505f612c3a8362015180614517565b612c449042614566565b90505f600260169054906101000a900461ffff169050604051806101000160405280336001600160a01b031681526020018364ffffffffff1681526020018261ffff1681526020015f151581526020015f151581526020015f6001600160a01b03168152602001866bffffffffffffffffffffffff16815260200187815250600a5f8581526020019081526020015f205f820151815f015f6101000a8154816001600160a01b0302191690836001600160a01b031602179055506020820151815f0160146101000a81548164ffffffffff021916908364ffffffffff1602179055506040820151815f0160196101000a81548161ffff021916908361ffff1602179055506060820151815f01601b6101000a81548160ff0219169083151502179055506080820151815f01601c6101000a81548160ff02191690831515021790555060a0820151816001015f6101000a8154816001600160a01b0302191690836001600160a01b0316021790555060c08201518160010160146101000a8154816bffffffffffffffffffffffff02191690836bffffffffffffffffffffffff16021790555060e082015181600201559050507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166323b872dd3330896040518463ffffffff1660e01b8152600401612e65939291906001600160a01b039384168152919092166020820152604081019190915260600190565b5f604051808303815f87803b158015612e7c575f5ffd5b505af1158015612e8e573d5f5f3e3d5ffd5b5050604080518881526020810186905261ffff851681830152905133935089925086917f56102b55f8c4ba831c7d439c06939c7e1fe545abbd4f8a71737c2a9b0f7e8584919081900360600190a45050612bae613148565b612ef0828261377f565b505f81815260086020526040808220829055513391839185917f5f0be1e06429123bb18a91b02cae2672c631c3d0eef488ee77e1e9870a6e2cb491a45050565b612f38613699565b6113ec81613d5d565b612f49613699565b6001600160a01b038116612f8b576040517f1e4fbdf70000000000000000000000000000000000000000000000000000000081525f6004820152602401610b0c565b6113ec816139ce565b6002545f9061271090611e1290600160a01b900461ffff1684614517565b5f818152600a6020526040812080546001600160a01b0316613003576040517f17d9e3b500000000000000000000000000000000000000000000000000000000815260048101849052602401610b0c565b60018101546001600160a01b0316156130415760018181015461303c91600160a01b9091046bffffffffffffffffffffffff1690614566565b612bae565b60010154600160a01b90046bffffffffffffffffffffffff1692915050565b613068613dfe565b61140860017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b90613e57565b5f5f6130d68585858080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250613be692505050565b5090925090505f8160038111156130ef576130ef61465f565b14158061310a57506005546001600160a01b03838116911614155b15613141576040517f9c584f5400000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5050505050565b6114085f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0061308f565b5f612bae8383604051602001610f72929190918252602082015260400190565b6040805180820182525f8082526020918201819052838152600682528290208251808401909352546001600160a01b038116808452600160a01b9091046bffffffffffffffffffffffff169183019190915261321d576040517f36eed62400000000000000000000000000000000000000000000000000000000815260048101839052602401610b0c565b80602001516bffffffffffffffffffffffff165f0361326b576040517f88d03ad300000000000000000000000000000000000000000000000000000000815260048101839052602401610b0c565b5f9182526006602052604090912080546001600160a01b0316905590565b5f610f8d613295613e5e565b836040517f19010000000000000000000000000000000000000000000000000000000000008152600281019290925260228201526042902090565b6040517f2a55205a00000000000000000000000000000000000000000000000000000000815260048101859052602481018390525f9081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690632a55205a906044016040805180830381865afa158015613356573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061337a91906145e9565b6002549193509150613395906001600160a01b031684613942565b61339f8282613942565b6133ad85612b9b838761464c565b94509492505050565b335f90815260016020526040812054908190036133ff576040517fd0d04f6000000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b335f90815260016020526040808220829055516001600160a01b0384169083908381818185875af1925050503d805f8114613455576040519150601f19603f3d011682016040523d82523d5f602084013e61345a565b606091505b50509050806134a7576040517f92873d130000000000000000000000000000000000000000000000000000000081526001600160a01b038416600482015260248101839052604401610b0c565b6040518281526001600160a01b0384169033907fd1c19fbcd4551a5edfb66d43d2e337c04837afda3482b42bdf569a8fccdae5fb9060200160405180910390a3505050565b80158061350457506bffffffffffffffffffffffff81115b156113ec576040517ff9632e8600000000000000000000000000000000000000000000000000000000815260048101829052602401610b0c565b6040517f081812fc000000000000000000000000000000000000000000000000000000008152600481018290525f9030906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063081812fc90602401602060405180830381865afa1580156135be573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906135e29190614726565b6001600160a01b03161480612bae57506040517fe985e9c50000000000000000000000000000000000000000000000000000000081526001600160a01b0384811660048301523060248301527f0000000000000000000000000000000000000000000000000000000000000000169063e985e9c590604401602060405180830381865afa158015613675573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612bae9190614741565b5f546001600160a01b03163314611408576040517f118cdaa7000000000000000000000000000000000000000000000000000000008152336004820152602401610b0c565b6001600160a01b03811661371e576040517fd92e233d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b600580547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b0383169081179091556040517ff5550c5eea19b48ac6eb5f03abdc4f59c0a60697abb3d973cd68669703b5c8b9905f90a250565b5f8181526008602052604090208215806137a8575080546bffffffffffffffffffffffff168314155b156137e9576040517f8a1dd8940000000000000000000000000000000000000000000000000000000081526004810184905260248101839052604401610b0c565b6040517f4be430d7000000000000000000000000000000000000000000000000000000008152600481018390525f9081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690634be430d7906024016040805180830381865afa158015613868573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061388c91906145e9565b845491935091506c01000000000000000000000000900467ffffffffffffffff1681146138ef576040517f8a1dd8940000000000000000000000000000000000000000000000000000000081526004810186905260248101859052604401610b0c565b6001600160a01b038216331461393a576040517f30b558e300000000000000000000000000000000000000000000000000000000815260048101869052336024820152604401610b0c565b505092915050565b805f0361394d575050565b5f5f5f5f5f858761c350f1905080610da0576001600160a01b0383165f9081526001602052604081208054849290613986908490614566565b90915550506040518281526001600160a01b038416907ffa0ea8a012f094d1b6f48df9238391dcbfbbda9acf72c5fa9b26c32451e98a619060200160405180910390a2505050565b5f80546001600160a01b038381167fffffffffffffffffffffffff0000000000000000000000000000000000000000831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6060613a607f0000000000000000000000000000000000000000000000000000000000000000613f87565b905090565b6060613a607f0000000000000000000000000000000000000000000000000000000000000000613f87565b610bb861ffff83161115613ade576040517fd999849600000000000000000000000000000000000000000000000000000000815261ffff83166004820152610bb86024820152604401610b0c565b610bb861ffff82161115613b2c576040517fd999849600000000000000000000000000000000000000000000000000000000815261ffff82166004820152610bb86024820152604401610b0c565b600280547fffffffffffffffff00000000ffffffffffffffffffffffffffffffffffffffff16600160a01b61ffff8581169182027fffffffffffffffff0000ffffffffffffffffffffffffffffffffffffffffffff1692909217760100000000000000000000000000000000000000000000928516928302179092556040805192835260208301919091527f5c6323bf1c2d7aaea2c091a4751c1c87af7f2864650c336507a77d0557af37a1910160405180910390a15050565b5f5f5f8351604103613c1d576020840151604085015160608601515f1a613c0f88828585613fc4565b955095509550505050613c28565b505081515f91506002905b9250925092565b6040517f6352211e0000000000000000000000000000000000000000000000000000000081526004810182905233906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690636352211e90602401602060405180830381865afa158015613cad573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613cd19190614726565b6001600160a01b031614613d1a576040517f6d3d185800000000000000000000000000000000000000000000000000000000815260048101829052336024820152604401610b0c565b613d24338261353e565b6113ec576040517f3f57376d00000000000000000000000000000000000000000000000000000000815260048101829052602401610b0c565b6001600160a01b038116613d9d576040517fd92e233d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b600280547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b0383169081179091556040517f7dae230f18360d76a040c81f050aa14eb9d6dc7901b20fc5d855e2a20fe814d1905f90a250565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c15611408576040517f3ee5aeb500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b80825d5050565b5f306001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016148015613eb657507f000000000000000000000000000000000000000000000000000000000000000046145b15613ee057507f000000000000000000000000000000000000000000000000000000000000000090565b613a60604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60605f613f93836140aa565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0841115613ffd57505f915060039050826140a0565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa15801561404e573d5f5f3e3d5ffd5b50506040517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe001519150506001600160a01b03811661409757505f9250600191508290506140a0565b92505f91508190505b9450945094915050565b5f60ff8216601f811115610f8d576040517fb3512b0c00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f60c082840312156140fa575f5ffd5b50919050565b5f5f83601f840112614110575f5ffd5b50813567ffffffffffffffff811115614127575f5ffd5b60208301915083602082850101111561413e575f5ffd5b9250929050565b5f5f5f60e08486031215614157575f5ffd5b61416185856140ea565b925060c084013567ffffffffffffffff81111561417c575f5ffd5b61418886828701614100565b9497909650939450505050565b5f5f5f604084860312156141a7575f5ffd5b83359250602084013567ffffffffffffffff81111561417c575f5ffd5b5f61010082840312156140fa575f5ffd5b5f602082840312156141e5575f5ffd5b813567ffffffffffffffff8111156141fb575f5ffd5b6114a0848285016141c4565b5f60208284031215614217575f5ffd5b5035919050565b5f5f6040838503121561422f575f5ffd5b50508035926020909101359150565b6001600160a01b03811681146113ec575f5ffd5b5f60208284031215614262575f5ffd5b8135612bae8161423e565b5f5f5f6060848603121561427f575f5ffd5b505081359360208301359350604090920135919050565b5f60c082840312156142a6575f5ffd5b612bae83836140ea565b5f610100820190506001600160a01b03835116825264ffffffffff602084015116602083015261ffff604084015116604083015260608301516142f7606084018215159052565b50608083015161430b608084018215159052565b5060a083015161432660a08401826001600160a01b03169052565b5060c083015161434660c08401826bffffffffffffffffffffffff169052565b5060e092830151919092015290565b5f81518084528060208401602086015e5f6020828601015260207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f83011685010191505092915050565b7fff000000000000000000000000000000000000000000000000000000000000008816815260e060208201525f6143db60e0830189614355565b82810360408401526143ed8189614355565b606084018890526001600160a01b038716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b81811015614442578351835260209384019390920191600101614424565b50909b9a5050505050505050505050565b803561ffff81168114614464575f5ffd5b919050565b5f5f6040838503121561447a575f5ffd5b61448383614453565b915061449160208401614453565b90509250929050565b5f5f5f604084860312156144ac575f5ffd5b833567ffffffffffffffff8111156144c2575f5ffd5b6144ce868287016141c4565b935050602084013567ffffffffffffffff81111561417c575f5ffd5b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b8082028115828204841417610f8d57610f8d6144ea565b5f82614561577f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b500490565b80820180821115610f8d57610f8d6144ea565b5f5f83357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe18436030181126145ac575f5ffd5b83018035915067ffffffffffffffff8211156145c6575f5ffd5b60200191503681900382131561413e575f5ffd5b818382375f9101908152919050565b5f5f604083850312156145fa575f5ffd5b82516146058161423e565b6020939093015192949293505050565b5f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8203614645576146456144ea565b5060010190565b81810381811115610f8d57610f8d6144ea565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b8781526001600160a01b038716602082015285604082015284606082015260c060808201528260c0820152828460e08301375f60e084830101525f60e07fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f86011683010190506001600160a01b03831660a083015298975050505050505050565b5f6020828403121561471f575f5ffd5b5051919050565b5f60208284031215614736575f5ffd5b8151612bae8161423e565b5f60208284031215614751575f5ffd5b81518015158114612bae575f5ffdfea2646970667358221220d911e0dc98a18f2f7c46fa101b2a47646c7967a1c4cf0aa45b0d2c4d0210bfe964736f6c63430008250033",
} as const;
