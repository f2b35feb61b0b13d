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
      "inputs": [],
      "name": "InvalidListingSignature",
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
      "name": "InvalidOfferDuration",
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
          "name": "offerId",
          "type": "uint256"
        },
        {
          "internalType": "address",
          "name": "caller",
          "type": "address"
        }
      ],
      "name": "NotOfferParty",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "caller",
          "type": "address"
        }
      ],
      "name": "NotSignedListingSeller",
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
          "internalType": "uint256",
          "name": "offerId",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "expiresAt",
          "type": "uint256"
        }
      ],
      "name": "OfferExpired",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "offerId",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        }
      ],
      "name": "OfferNotActive",
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
          "name": "currentOffer",
          "type": "uint256"
        }
      ],
      "name": "OfferNotHigher",
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
      "inputs": [],
      "name": "OwnerCannotOffer",
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
          "internalType": "uint256",
          "name": "deadline",
          "type": "uint256"
        }
      ],
      "name": "SignedListingExpired",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "bytes32",
          "name": "digest",
          "type": "bytes32"
        }
      ],
      "name": "SignedListingNotActive",
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
          "internalType": "uint256",
          "name": "offerId",
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
      "name": "OfferAccepted",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "uint256",
          "name": "offerId",
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
          "internalType": "uint256",
          "name": "refund",
          "type": "uint256"
        },
        {
          "indexed": false,
          "internalType": "enum MarketOffers.OfferEnd",
          "name": "reason",
          "type": "uint8"
        }
      ],
      "name": "OfferEnded",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "uint256",
          "name": "offerId",
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
          "internalType": "uint256",
          "name": "expiresAt",
          "type": "uint256"
        }
      ],
      "name": "OfferMade",
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
          "name": "digest",
          "type": "bytes32"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "seller",
          "type": "address"
        }
      ],
      "name": "SignedListingCancelled",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "seller",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "nonce",
          "type": "uint256"
        }
      ],
      "name": "SignedListingNonceRaised",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "bytes32",
          "name": "digest",
          "type": "bytes32"
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
      "name": "SignedListingSold",
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
      "name": "MAX_OFFER_DAYS",
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
      "name": "SIGNED_LISTING_TYPEHASH",
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
      "inputs": [
        {
          "internalType": "uint256",
          "name": "offerId",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        }
      ],
      "name": "acceptOffer",
      "outputs": [],
      "stateMutability": "nonpayable",
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
              "internalType": "address",
              "name": "seller",
              "type": "address"
            },
            {
              "internalType": "uint256",
              "name": "tokenId",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "price",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "transferCount",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "nonce",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "deadline",
              "type": "uint256"
            }
          ],
          "internalType": "struct MarketSignedListings.SignedListing",
          "name": "listing",
          "type": "tuple"
        },
        {
          "internalType": "bytes",
          "name": "signature",
          "type": "bytes"
        }
      ],
      "name": "buySignedListing",
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
      "inputs": [],
      "name": "cancelAllSignedListings",
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
      "inputs": [
        {
          "internalType": "uint256",
          "name": "offerId",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "tokenId",
          "type": "uint256"
        }
      ],
      "name": "cancelOffer",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "components": [
            {
              "internalType": "address",
              "name": "seller",
              "type": "address"
            },
            {
              "internalType": "uint256",
              "name": "tokenId",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "price",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "transferCount",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "nonce",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "deadline",
              "type": "uint256"
            }
          ],
          "internalType": "struct MarketSignedListings.SignedListing",
          "name": "listing",
          "type": "tuple"
        }
      ],
      "name": "cancelSignedListing",
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
        }
      ],
      "name": "getOffer",
      "outputs": [
        {
          "components": [
            {
              "internalType": "address",
              "name": "buyer",
              "type": "address"
            },
            {
              "internalType": "uint96",
              "name": "amount",
              "type": "uint96"
            },
            {
              "internalType": "uint64",
              "name": "offerId",
              "type": "uint64"
            },
            {
              "internalType": "uint40",
              "name": "expiresAt",
              "type": "uint40"
            },
            {
              "internalType": "uint16",
              "name": "feeBps",
              "type": "uint16"
            }
          ],
          "internalType": "struct MarketOffers.Offer",
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
          "name": "tokenId",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "durationDays",
          "type": "uint256"
        }
      ],
      "name": "makeOffer",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "offerId",
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
      "name": "offerCount",
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
          "name": "digest",
          "type": "bytes32"
        }
      ],
      "name": "signedListingCancelled",
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
          "components": [
            {
              "internalType": "address",
              "name": "seller",
              "type": "address"
            },
            {
              "internalType": "uint256",
              "name": "tokenId",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "price",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "transferCount",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "nonce",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "deadline",
              "type": "uint256"
            }
          ],
          "internalType": "struct MarketSignedListings.SignedListing",
          "name": "listing",
          "type": "tuple"
        }
      ],
      "name": "signedListingDigest",
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
          "name": "seller",
          "type": "address"
        }
      ],
      "name": "signedListingNonce",
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
  bytecode: "0x610180604052348015610010575f5ffd5b5060405161619838038061619883398101604081905261002f91610427565b604080518082018252600f81526e111a59da5b9bdbdc8813585c9ad95d608a1b602080830191909152825180840190935260018352603160f81b908301529087876001600160a01b03811661009e57604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b6100a7816101af565b506001600160a01b0381166100cf5760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b03166080526100e4826101fe565b610140526100f1816101fe565b61016052815160208084019190912061010052815190820120610120524660c05261017f6101005161012051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60a05250503060e0526101918461023b565b61019a836102ab565b6101a4828261031b565b5050505050506104fd565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f5f829050601f81511115610228578260405163305a27a960e01b815260040161009591906104a2565b8051610233826104d7565b179392505050565b6001600160a01b0381166102625760405163d92e233d60e01b815260040160405180910390fd5b600280546001600160a01b0319166001600160a01b0383169081179091556040517f7dae230f18360d76a040c81f050aa14eb9d6dc7901b20fc5d855e2a20fe814d1905f90a250565b6001600160a01b0381166102d25760405163d92e233d60e01b815260040160405180910390fd5b600580546001600160a01b0319166001600160a01b0383169081179091556040517ff5550c5eea19b48ac6eb5f03abdc4f59c0a60697abb3d973cd68669703b5c8b9905f90a250565b610bb861ffff8316111561035057604051636cccc24b60e11b815261ffff83166004820152610bb86024820152604401610095565b610bb861ffff8216111561038557604051636cccc24b60e11b815261ffff82166004820152610bb86024820152604401610095565b6002805463ffffffff60a01b1916600160a01b61ffff85811691820261ffff60b01b191692909217600160b01b928516928302179092556040805192835260208301919091527f5c6323bf1c2d7aaea2c091a4751c1c87af7f2864650c336507a77d0557af37a1910160405180910390a15050565b6001600160a01b038116811461040e575f5ffd5b50565b805161ffff81168114610422575f5ffd5b919050565b5f5f5f5f5f5f60c0878903121561043c575f5ffd5b8651610447816103fa565b6020880151909650610458816103fa565b6040880151909550610469816103fa565b606088015190945061047a816103fa565b925061048860808801610411565b915061049660a08801610411565b90509295509295509295565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b805160208083015191908110156104f7575f198160200360031b1b821691505b50919050565b60805160a05160c05160e05161010051610120516101405161016051615bb46105e45f395f614e7401525f614e4401525f6152a901525f61528101525f6151dc01525f61520601525f61523001525f8181610c9d015281816114e40152818161164401528181611824015281816123b4015281816125bf01528181612802015281816129f701528181612c0101528181612f9601528181613182015281816134e1015281816135e90152818161395601528181613aad01528181613cab01528181614490015281816146f7015281816147ae015281816149a20152614d480152615bb45ff3fe60806040526004361061037c575f3560e01c806389c47be2116101d3578063bb685c55116100fd578063ea05a7d01161009d578063f3f437031161006d578063f3f4370314610d3b578063f413bdb314610d66578063fa0b1f8414610d85578063fea3260014610da4575f5ffd5b8063ea05a7d014610c8c578063efaf4e3114610cbf578063f0f4426014610cfd578063f2fde38b14610d1c575f5ffd5b8063d45557cc116100d8578063d45557cc14610c26578063d55be8c614610c45578063dc422d4b14610c5a578063e210a72d14610c79575f5ffd5b8063bb685c5514610bc1578063ca40af6114610bd4578063cda4beef14610c07575f5ffd5b80639ecffaa711610173578063a9b07c2611610143578063a9b07c2614610b09578063adb2fc6a14610b1e578063ae19564214610b6f578063afad3f5d14610b8e575f5ffd5b80639ecffaa714610aa35780639ef833d414610ad6578063a199c63614610af5578063a8291c781461065d575f5ffd5b806396b5a755116101ae57806396b5a75514610a08578063975eccd314610a275780639a44da8314610a5a5780639dca4a3614610a6f575f5ffd5b806389c47be2146109415780638b19f56f146109755780638da5cb5b146109ec575f5ffd5b8063598647f8116102b4578063715018a6116102545780637eb79d5d116102245780637eb79d5d146108d35780637ed7086a146108e857806381257bd5146108fb57806384b0196e1461091a575f5ffd5b8063715018a61461073857806372b0d90c1461074c57806374f622541461076b57806378bd79351461077e575f5ffd5b8063692eeaa91161028f578063692eeaa9146106a85780636b53ca17146106c7578063700809ce146106e6578063714803ca14610719575f5ffd5b8063598647f81461064a578063600c616f1461065d57806361d027b314610671575f5ffd5b806342e561371161031f57806356ce180a116102fa57806356ce180a146105c257806358023b25146105e1578063580424d314610600578063590e55bf1461061f575f5ffd5b806342e56137146104435780634579268a1461046257806350fd7367146105a3575f5ffd5b806322ca6d231161035a57806322ca6d23146103dc5780632ad71573146103fb5780632e993611146104105780633ccfd60b1461042f575f5ffd5b80631115c24d1461038057806315ee010e146103a85780631b0ef365146103bd575b5f5ffd5b34801561038b575f5ffd5b50610395600b5481565b6040519081526020015b60405180910390f35b6103bb6103b63660046154b7565b610dc3565b005b3480156103c8575f5ffd5b506103bb6103d7366004615507565b6110dc565b3480156103e7575f5ffd5b506103956103f6366004615547565b6111d9565b348015610406575f5ffd5b5061039560095481565b34801561041b575f5ffd5b506103bb61042a366004615579565b6112ca565b34801561043a575f5ffd5b506103bb611726565b34801561044e575f5ffd5b5061039561045d366004615590565b611741565b34801561046d575f5ffd5b5061053661047c366004615579565b6040805160a0810182525f80825260208201819052918101829052606081018290526080810191909152505f908152600c6020908152604091829020825160a08101845281546001600160a01b0381168252600160a01b90046bffffffffffffffffffffffff16928101929092526001015467ffffffffffffffff81169282019290925268010000000000000000820464ffffffffff1660608201526d010000000000000000000000000090910461ffff16608082015290565b60405161039f91905f60a0820190506001600160a01b0383511682526bffffffffffffffffffffffff602084015116602083015267ffffffffffffffff604084015116604083015264ffffffffff606084015116606083015261ffff608084015116608083015292915050565b3480156105ae575f5ffd5b506103956105bd366004615590565b6117df565b3480156105cd575f5ffd5b506103bb6105dc3660046155c4565b611ade565b3480156105ec575f5ffd5b506103956105fb3660046155df565b611aef565b34801561060b575f5ffd5b506103bb61061a3660046155f9565b611b26565b34801561062a575f5ffd5b506103956106393660046155c4565b600d6020525f908152604090205481565b6103bb610658366004615590565b611bb7565b348015610668575f5ffd5b50610395601e81565b34801561067c575f5ffd5b50600254610690906001600160a01b031681565b6040516001600160a01b03909116815260200161039f565b3480156106b3575f5ffd5b506103956106c23660046155df565b611ff3565b3480156106d2575f5ffd5b506103bb6106e1366004615507565b612082565b3480156106f1575f5ffd5b506103957fc2ddf209258f8fc33433dbd25e09ffc0a2276ac059fbe535e1e1d04a912dc76281565b348015610724575f5ffd5b50610395610733366004615579565b61214f565b348015610743575f5ffd5b506103bb612194565b348015610757575f5ffd5b506103bb6107663660046155c4565b6121a5565b6103bb6107793660046154b7565b6121f6565b348015610789575f5ffd5b506108c6610798366004615579565b60408051610100810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e0810191909152505f908152600a602090815260409182902082516101008101845281546001600160a01b038082168352600160a01b80830464ffffffffff1695840195909552790100000000000000000000000000000000000000000000000000820461ffff16958301959095527b01000000000000000000000000000000000000000000000000000000810460ff908116151560608401527c01000000000000000000000000000000000000000000000000000000009091041615156080820152600182015493841660a0820152919092046bffffffffffffffffffffffff1660c082015260029091015460e082015290565b60405161039f9190615622565b3480156108de575f5ffd5b5061039561025881565b6103bb6108f63660046155f9565b61269b565b348015610906575f5ffd5b506103bb610915366004615590565b612acf565b348015610925575f5ffd5b5061092e612cff565b60405161039f9796959493929190615713565b34801561094c575f5ffd5b5060025461096290600160a01b900461ffff1681565b60405161ffff909116815260200161039f565b348015610980575f5ffd5b506109c061098f366004615579565b60066020525f90815260409020546001600160a01b03811690600160a01b90046bffffffffffffffffffffffff1682565b604080516001600160a01b0390931683526bffffffffffffffffffffffff90911660208301520161039f565b3480156109f7575f5ffd5b505f546001600160a01b0316610690565b348015610a13575f5ffd5b506103bb610a22366004615579565b612d5d565b348015610a32575f5ffd5b506103957fa7de5ca48ca50f881b322c63ba6329cb5fc190d6cb22ad7692a7a292bf87f72981565b348015610a65575f5ffd5b5061039561c35081565b348015610a7a575f5ffd5b5060025461096290760100000000000000000000000000000000000000000000900461ffff1681565b348015610aae575f5ffd5b506103957f95ffde378a7c56c86f0fb8a3516c1c5bd9a06336cc2e811ee0b24eb4f2c8d29f81565b348015610ae1575f5ffd5b506103bb610af03660046157db565b613030565b348015610b00575f5ffd5b506103bb613042565b348015610b14575f5ffd5b5061039560075481565b348015610b29575f5ffd5b50610b3d610b38366004615590565b61309d565b6040805182516001600160a01b031681526020928301516bffffffffffffffffffffffff16928101929092520161039f565b348015610b7a575f5ffd5b506103bb610b893660046155df565b613258565b348015610b99575f5ffd5b506103957f35a442cc39c859e2d1edebb7bef0269272605343b0c732e763392f81143e9f7d81565b610395610bcf36600461580c565b613318565b348015610bdf575f5ffd5b506103957fd2f6a1ed775585b62ace761032f238663ac03e3a2343d4539f1c57a136cefdf581565b348015610c12575f5ffd5b50610395610c213660046155f9565b613713565b348015610c31575f5ffd5b506103bb610c40366004615590565b613a44565b348015610c50575f5ffd5b50610962610bb881565b348015610c65575f5ffd5b506103bb610c74366004615590565b613bcf565b610395610c873660046155f9565b613c19565b348015610c97575f5ffd5b506106907f000000000000000000000000000000000000000000000000000000000000000081565b348015610cca575f5ffd5b50610ced610cd9366004615579565b600e6020525f908152604090205460ff1681565b604051901515815260200161039f565b348015610d08575f5ffd5b506103bb610d173660046155c4565b6140ae565b348015610d27575f5ffd5b506103bb610d363660046155c4565b6140bf565b348015610d46575f5ffd5b50610395610d553660046155c4565b60016020525f908152604090205481565b348015610d71575f5ffd5b50600554610690906001600160a01b031681565b348015610d90575f5ffd5b50610395610d9f366004615579565b614112565b348015610daf575f5ffd5b50610395610dbe366004615579565b614130565b610dcb6141de565b610ddb60a08401608085016155c4565b6001600160a01b0316336001600160a01b031614610e4c57610e0360a08401608085016155c4565b6040517fa902037b0000000000000000000000000000000000000000000000000000000081526001600160a01b0390911660048201523360248201526044015b60405180910390fd5b8260a00135421115610e90576040517f8395159900000000000000000000000000000000000000000000000000000000815260a08401356004820152602401610e43565b610ea3610e9c84611ff3565b8383614213565b82604001355f03610ee657604080517f0b91c9a5000000000000000000000000000000000000000000000000000000008152908401356004820152602401610e43565b60608301355f819003610f28576040517ff9632e8600000000000000000000000000000000000000000000000000000000815260048101829052602401610e43565b6002545f9061271090610f4690600160a01b900461ffff1684615889565b610f5091906158a0565b610f5a90836158d8565b9050803414610f9e576040517f0d35e92100000000000000000000000000000000000000000000000000000000815260048101829052346024820152604401610e43565b6bffffffffffffffffffffffff811115610fe7576040517ff9632e8600000000000000000000000000000000000000000000000000000000815260048101839052602401610e43565b84355f908152600660205260409020546001600160a01b03161561103a576040517fb6848cb900000000000000000000000000000000000000000000000000000000815285356004820152602401610e43565b604080518082018252338082526bffffffffffffffffffffffff84811660208085019182528a355f8181526006835287902095519251909316600160a01b026001600160a01b039092169190911790935583518985013581528084018690529193928901359290917f57a126ed587d832d8015115101ac60cdeec9d635041bdd12012f5e0fc3fad757910160405180910390a450506110d76142c6565b505050565b6110e46141de565b5f546001600160a01b0316331461112257611122610e9c7fd2f6a1ed775585b62ace761032f238663ac03e3a2343d4539f1c57a136cefdf5856142f0565b5f61112c84614310565b905080602001516bffffffffffffffffffffffff1660015f835f01516001600160a01b03166001600160a01b031681526020019081526020015f205f82825461117591906158d8565b909155505080516020808301516040516bffffffffffffffffffffffff90911681526001600160a01b039092169186917fe03a6bb541c26ab4c4269f88d8d11684950afdc8c299ac89ffc07c7a0bb8731e910160405180910390a3506110d76142c6565b5f6112c47f35a442cc39c859e2d1edebb7bef0269272605343b0c732e763392f81143e9f7d833561121060408601602087016155c4565b60408601356060870135608088013561122f60c08a0160a08b016155c4565b61123c60c08b018b6158eb565b60405161124a92919061594c565b6040805191829003822060208301999099528101969096526001600160a01b039485166060870152608086019390935260a085019190915260c08401521660e08083019190915261010082019290925290840135610120820152610140015b60405160208183030381529060405280519060200120614407565b92915050565b6112d26141de565b5f818152600a6020526040902080546001600160a01b031680611324576040517f17d9e3b500000000000000000000000000000000000000000000000000000000815260048101849052602401610e43565b81547b01000000000000000000000000000000000000000000000000000000900460ff1615611382576040517fe180b68400000000000000000000000000000000000000000000000000000000815260048101849052602401610e43565b81547c0100000000000000000000000000000000000000000000000000000000900460ff16156113e1576040517f8402ab8a00000000000000000000000000000000000000000000000000000000815260048101849052602401610e43565b8154600160a01b900464ffffffffff164210156114435781546040517f3a894a3400000000000000000000000000000000000000000000000000000000815260048101859052600160a01b90910464ffffffffff166024820152604401610e43565b81547fffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffff167b01000000000000000000000000000000000000000000000000000000178255600282015460018301546001600160a01b0316806115a3576040517f23b872dd0000000000000000000000000000000000000000000000000000000081523060048201526001600160a01b038481166024830152604482018490527f000000000000000000000000000000000000000000000000000000000000000016906323b872dd906064015f604051808303815f87803b158015611525575f5ffd5b505af1158015611537573d5f5f3e3d5ffd5b5050604080516001600160a01b03871681525f60208201819052918101829052606081018290526080810182905290925084915087907faefe082ce68d37db27de5efe5d83b1b222982bc5047df41006f8f70435caa5919060a00160405180910390a45050505061171b565b60018401548454600160a01b9091046bffffffffffffffffffffffff16905f90612710906115f290790100000000000000000000000000000000000000000000000000900461ffff1684615889565b6115fc91906158a0565b6040517f23b872dd0000000000000000000000000000000000000000000000000000000081523060048201526001600160a01b038581166024830152604482018790529192507f0000000000000000000000000000000000000000000000000000000000000000909116906323b872dd906064015f604051808303815f87803b158015611687575f5ffd5b505af1158015611699573d5f5f3e3d5ffd5b505050505f5f6116ab8688868661444e565b604080516001600160a01b038b811682526020820189905291810187905281841660608201526080810183905292945090925086169087908b907faefe082ce68d37db27de5efe5d83b1b222982bc5047df41006f8f70435caa5919060a00160405180910390a450505050505050505b6117236142c6565b50565b61172e6141de565b61173733614534565b61173f6142c6565b565b5f828152600a6020526040812080546001600160a01b0316611792576040517f17d9e3b500000000000000000000000000000000000000000000000000000000815260048101859052602401610e43565b8054612710906117c390790100000000000000000000000000000000000000000000000000900461ffff1685615889565b6117cd91906158a0565b6117d790846158d8565b949350505050565b5f6117e98261466a565b6040517f4be430d7000000000000000000000000000000000000000000000000000000008152600481018490525f9081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690634be430d7906024016040805180830381865afa158015611868573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061188c919061595b565b90925090506001600160a01b03821633146118dc576040517f6d3d185800000000000000000000000000000000000000000000000000000000815260048101869052336024820152604401610e43565b6118e633866146bc565b61191f576040517f3f57376d00000000000000000000000000000000000000000000000000000000815260048101869052602401610e43565b5f85815260086020908152604091829020825160608101845290546bffffffffffffffffffffffff80821680845267ffffffffffffffff6c0100000000000000000000000084041694840194909452600160a01b909104169281019290925215801590611999575081816020015167ffffffffffffffff16145b156119de578051604051339188916bffffffffffffffffffffffff909116907f5f0be1e06429123bb18a91b02cae2672c631c3d0eef488ee77e1e9870a6e2cb4905f90a45b60075f81546119ec90615987565b9182905550604080516060810182526bffffffffffffffffffffffff808416825267ffffffffffffffff80871660208085019182528b84168587019081525f8e815260089092529086902094518554925191518516600160a01b026001600160a01b03929094166c01000000000000000000000000027fffffffffffffffffffffffff00000000000000000000000000000000000000009093169416939093171791909116179055519094503390879086907fcf4ebbb01b0166b4c3bb06d2edd4860d56a19f40c14454fdeb07220bf175292490611acd908a815260200190565b60405180910390a450505092915050565b611ae6614817565b6117238161485c565b5f6112c47f95ffde378a7c56c86f0fb8a3516c1c5bd9a06336cc2e811ee0b24eb4f2c8d29f836040516020016112a99291906159be565b611b2f8161466a565b5f611b3a84846148fd565b80546bffffffffffffffffffffffff848116600160a01b9081026001600160a01b0384161784556040519394509091041690849086907fa353b0f8bf69b8530691fd6506a1df95517036cfcd1ac2a82a1219e6b10f8d1590611ba89085908890918252602082015260400190565b60405180910390a35050505050565b611bbf6141de565b5f828152600a6020526040902080546001600160a01b031680611c11576040517f17d9e3b500000000000000000000000000000000000000000000000000000000815260048101859052602401610e43565b81547c0100000000000000000000000000000000000000000000000000000000900460ff1615611c70576040517f8402ab8a00000000000000000000000000000000000000000000000000000000815260048101859052602401610e43565b8154600160a01b900464ffffffffff16428111611cc3576040517f454927b60000000000000000000000000000000000000000000000000000000081526004810186905260248101829052604401610e43565b6001600160a01b0382163303611d05576040517fef02588900000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b60018301546001600160a01b03811690600160a01b90046bffffffffffffffffffffffff1681611d785780861015611d73576040517fab2ca7a40000000000000000000000000000000000000000000000000000000081526004810187905260248101829052604401610e43565b611dbb565b808611611dbb576040517f5df192940000000000000000000000000000000000000000000000000000000081526004810187905260248101829052604401610e43565b611dc48661466a565b8454790100000000000000000000000000000000000000000000000000900461ffff165f612710611df5838a615889565b611dff91906158a0565b9050611e0b81896158d8565b3414611e5757611e1b81896158d8565b6040517f0d35e9210000000000000000000000000000000000000000000000000000000081526004810191909152346024820152604401610e43565b33600160a01b6bffffffffffffffffffffffff8a160281176001890155604080518a8152602081018490528b917f51db8e23b3f4479b162fd48823b8402895442b8f6cfd94f66239391881ec7b6f910160405180910390a3610258611ebc4287615a21565b1015611f3c57611ece610258426158d8565b87547fffffffffffffff0000000000ffffffffffffffffffffffffffffffffffffffff16600160a01b64ffffffffff83160217885560405181815290955089907f6e912a3a9105bdd2af817ba5adc14e6c127c1035b5b648faa29ca0d58ab8ff4e9060200160405180910390a25b6001600160a01b03841615611fe0575f612710611f598486615889565b611f6391906158a0565b611f6d90856158d8565b6001600160a01b0386165f90815260016020526040812080549293508392909190611f999084906158d8565b90915550506040518181526001600160a01b038616908b907feb85d7100e7c7bdba697d7cf4300742f740137435f3feab57467bf291768198a9060200160405180910390a3505b50505050505050611fef6142c6565b5050565b5f6112c47fa7de5ca48ca50f881b322c63ba6329cb5fc190d6cb22ad7692a7a292bf87f729833560208501356040860135606087013561203960a0890160808a016155c4565b6040805160208101979097528601949094526060850192909252608084015260a0838101919091526001600160a01b0390911660c083015284013560e0820152610100016112a9565b61208a6141de565b5f546001600160a01b031633146120c8576120c8610e9c7fc2ddf209258f8fc33433dbd25e09ffc0a2276ac059fbe535e1e1d04a912dc762856142f0565b5f6120d284614310565b6020808201516040516bffffffffffffffffffffffff909116815291925085917f8b02b57f9f932e2f016d4af29c5117246c7984522141abf75b516010089df010910160405180910390a26002546020820151612146916001600160a01b0316906bffffffffffffffffffffffff16614ac0565b506110d76142c6565b6002545f906127109061218090760100000000000000000000000000000000000000000000900461ffff1684615889565b61218a91906158a0565b6112c490836158d8565b61219c614817565b61173f5f614b4c565b6121ad6141de565b6001600160a01b0381166121ed576040517fd92e233d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b61171b81614534565b6121fe6141de565b8260a00135421115612242576040517f845ec38900000000000000000000000000000000000000000000000000000000815260a08401356004820152602401610e43565b5f61224c84611aef565b90505f5f61228f8386868080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250614bb392505050565b5090925090505f8160038111156122a8576122a8615a34565b1415806122d357506122bd60208701876155c4565b6001600160a01b0316826001600160a01b031614155b1561230a576040517fd356d0b800000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f838152600e602052604090205460ff168061234157506001600160a01b0382165f908152600d6020526040902054608087013514155b1561237b576040517fb80015e200000000000000000000000000000000000000000000000000000000815260048101849052602401610e43565b6040517f4be430d7000000000000000000000000000000000000000000000000000000008152602087013560048201819052905f9081907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690634be430d7906024016040805180830381865afa158015612400573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612424919061595b565b91509150846001600160a01b0316826001600160a01b031614612485576040517f6d3d1858000000000000000000000000000000000000000000000000000000008152600481018490526001600160a01b0386166024820152604401610e43565b8860600135811415806124a05750336001600160a01b038616145b156124da576040517fb80015e200000000000000000000000000000000000000000000000000000000815260048101879052602401610e43565b6124e485846146bc565b61251d576040517f3f57376d00000000000000000000000000000000000000000000000000000000815260048101849052602401610e43565b60025460408a0135905f906127109061255490760100000000000000000000000000000000000000000000900461ffff1684615889565b61255e91906158a0565b905061256a81836158d8565b341461257a57611e1b81836158d8565b6040517f23b872dd0000000000000000000000000000000000000000000000000000000081526001600160a01b038881166004830152336024830152604482018790527f000000000000000000000000000000000000000000000000000000000000000016906323b872dd906064015f604051808303815f87803b158015612600575f5ffd5b505af1158015612612573d5f5f3e3d5ffd5b505050505f5f612624878a868661444e565b604080516001600160a01b038d81168252602082018990529181018790529083166060820152608081018290529193509150339088908c907fbe8f225ad3bff9773273025b250e0f279a80a497442be3f5ac63141827ad32509060a00160405180910390a4505050505050505050506110d76142c6565b6126a36141de565b5f82815260086020908152604091829020825160608101845290546bffffffffffffffffffffffff808216835267ffffffffffffffff6c0100000000000000000000000083041693830193909352600160a01b90049091169181019190915283158061271e575080516bffffffffffffffffffffffff168414155b1561275f576040517f8a1dd8940000000000000000000000000000000000000000000000000000000081526004810185905260248101849052604401610e43565b8181604001516bffffffffffffffffffffffff16146127c75760408082015190517f3ad7771a000000000000000000000000000000000000000000000000000000008152600481018490526bffffffffffffffffffffffff9091166024820152604401610e43565b6040517f4be430d7000000000000000000000000000000000000000000000000000000008152600481018490525f9081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690634be430d7906024016040805180830381865afa158015612846573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061286a919061595b565b91509150826020015167ffffffffffffffff1681146128bf576040517ff6f1b7df0000000000000000000000000000000000000000000000000000000081526004810187905260248101869052604401610e43565b6001600160a01b0382163303612901576040517f2aa3c9e900000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b61290b82866146bc565b61294b576040517f33548c830000000000000000000000000000000000000000000000000000000081526004810187905260248101869052604401610e43565b6002545f906127109061297c90760100000000000000000000000000000000000000000000900461ffff1687615889565b61298691906158a0565b905061299281866158d8565b34146129a257611e1b81866158d8565b5f8681526008602052604080822091909155517f23b872dd0000000000000000000000000000000000000000000000000000000081526001600160a01b038481166004830152336024830152604482018890527f000000000000000000000000000000000000000000000000000000000000000016906323b872dd906064015f604051808303815f87803b158015612a38575f5ffd5b505af1158015612a4a573d5f5f3e3d5ffd5b505050505f5f612a5c8886898661444e565b604080516001600160a01b038981168252602082018c90529181018790529083166060820152608081018290529193509150339089908b907f5da23a4b73774ca4b9902009c334ddf319cffe8be8362812b01afdfb8e32b9c49060a00160405180910390a45050505050506110d76142c6565b612ad76141de565b5f612ae28383614bfc565b9050806060015164ffffffffff164210612b3e5760608101516040517f4a072f580000000000000000000000000000000000000000000000000000000081526004810185905264ffffffffff9091166024820152604401610e43565b612b4782614d0f565b5f828152600c60209081526040822082815560010180547fffffffffffffffffffffffffffffffffff00000000000000000000000000000016905560808301519083015161271091612bad9161ffff909116906bffffffffffffffffffffffff16615889565b612bb791906158a0565b82516040517f23b872dd0000000000000000000000000000000000000000000000000000000081523360048201526001600160a01b039182166024820152604481018690529192507f000000000000000000000000000000000000000000000000000000000000000016906323b872dd906064015f604051808303815f87803b158015612c42575f5ffd5b505af1158015612c54573d5f5f3e3d5ffd5b505050505f5f612c78853386602001516bffffffffffffffffffffffff168661444e565b8551602080880151604080513381526bffffffffffffffffffffffff909216928201929092528082018890526001600160a01b0385811660608301526080820185905291519496509294501691879189917fee0975251b7bd5a091b303ebb75c4f2521154e666ff3ce34dbee3ff6bffb79d79181900360a00190a450505050611fef6142c6565b5f6060805f5f5f6060612d10614e3d565b612d18614e6d565b604080515f808252602082019092527f0f000000000000000000000000000000000000000000000000000000000000009b939a50919850469750309650945092509050565b612d656141de565b5f818152600a6020526040902080546001600160a01b031680612db7576040517f17d9e3b500000000000000000000000000000000000000000000000000000000815260048101849052602401610e43565b336001600160a01b03821614612e02576040517fb7d73c6300000000000000000000000000000000000000000000000000000000815260048101849052336024820152604401610e43565b81547b01000000000000000000000000000000000000000000000000000000900460ff1615612e60576040517fe180b68400000000000000000000000000000000000000000000000000000000815260048101849052602401610e43565b81547c0100000000000000000000000000000000000000000000000000000000900460ff1615612ebf576040517f8402ab8a00000000000000000000000000000000000000000000000000000000815260048101849052602401610e43565b60018201546001600160a01b031615612f07576040517fcec3cec200000000000000000000000000000000000000000000000000000000815260048101849052602401610e43565b81547fffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffffff167c010000000000000000000000000000000000000000000000000000000017825560028201546040517f23b872dd0000000000000000000000000000000000000000000000000000000081523060048201526001600160a01b038381166024830152604482018390527f000000000000000000000000000000000000000000000000000000000000000016906323b872dd906064015f604051808303815f87803b158015612fd7575f5ffd5b505af1158015612fe9573d5f5f3e3d5ffd5b50505050816001600160a01b031681857fc7431c6b1d914f39e2fd63a9d1e3b7df6a8fc2332fce7a9a050a97398fd837ff60405160405180910390a45050506117236142c6565b613038614817565b611fef8282614e98565b335f908152600d602052604081208054829061305d90615987565b918290555060405181815290915033907f44b8b58d54db77c6ffb5d2ac4054591e43e58b3cd33e34693f108c2d94f326d09060200160405180910390a250565b6040805180820182525f80825260208083018290528482526008815290839020835160608101855290546bffffffffffffffffffffffff80821683526c01000000000000000000000000820467ffffffffffffffff1693830193909352600160a01b90049091169281019290925290831580613128575080516bffffffffffffffffffffffff168414155b15613147575050604080518082019091525f80825260208201526112c4565b6040517f4be430d7000000000000000000000000000000000000000000000000000000008152600481018490525f9081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690634be430d7906024016040805180830381865afa1580156131c6573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906131ea919061595b565b91509150826020015167ffffffffffffffff168114613221575050604080518082019091525f808252602082015291506112c49050565b506040805180820182526001600160a01b03909216825291909101516bffffffffffffffffffffffff166020820152905092915050565b3361326660208301836155c4565b6001600160a01b0316146132a8576040517fab4ae6be000000000000000000000000000000000000000000000000000000008152336004820152602401610e43565b5f6132b282611aef565b5f818152600e602052604080822080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0016600117905551919250339183917fc672fc07434a674c19f703d6e4e6348610045e2471eea5fb96813f12a8d4527391a35050565b5f6133216141de565b61333160408501602086016155c4565b6001600160a01b0316336001600160a01b03161461335957610e0360408501602086016155c4565b8360e0013542111561339d576040517f8395159900000000000000000000000000000000000000000000000000000000815260e08501356004820152602401610e43565b5f5f6133e66133ab876111d9565b86868080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250614bb392505050565b5090925090505f8160038111156133ff576133ff615a34565b14158061341a57506005546001600160a01b03838116911614155b15613451576040517f9c584f5400000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b60808601355f819003613493576040517ff9632e8600000000000000000000000000000000000000000000000000000000815260048101829052602401610e43565b6002545f90612710906134b190600160a01b900461ffff1684615889565b6134bb91906158a0565b90506134c781836158d8565b34146134d757611e1b81836158d8565b6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016639d7180a7893561351860408c0160208d016155c4565b60408c013560608d013561352f60c08f018f6158eb565b8f60a001602081019061354291906155c4565b6040518863ffffffff1660e01b81526004016135649796959493929190615a61565b6020604051808303815f875af1158015613580573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906135a49190615ae4565b6040517f2a55205a00000000000000000000000000000000000000000000000000000000815260048101829052602481018490529095505f9081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690632a55205a906044016040805180830381865afa15801561362d573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613651919061595b565b90925090508661366760408c0160208d016155c4565b60408051818e01358152602081018890529081018690526001600160a01b0385811660608301526080820185905291909116908c35907fb905c1d7526e9f9bb0bd3e873bfe8051b3fb910c4ec693b59e9545439c46b5b79060a00160405180910390a46136d48282614ac0565b6002546136fe906001600160a01b0316846136ef8488615a21565b6136f991906158d8565b614ac0565b50505050505061370c6142c6565b9392505050565b5f61371c6141de565b8115806137295750601e82115b15613763576040517f9ee6013600000000000000000000000000000000000000000000000000000000815260048101839052602401610e43565b61376c8361466a565b61377584614d0f565b60095f815461378390615987565b918290555090505f6137988362015180615889565b6137a290426158d8565b90505f600260169054906101000a900461ffff169050604051806101000160405280336001600160a01b031681526020018364ffffffffff1681526020018261ffff1681526020015f151581526020015f151581526020015f6001600160a01b03168152602001866bffffffffffffffffffffffff16815260200187815250600a5f8581526020019081526020015f205f820151815f015f6101000a8154816001600160a01b0302191690836001600160a01b031602179055506020820151815f0160146101000a81548164ffffffffff021916908364ffffffffff1602179055506040820151815f0160196101000a81548161ffff021916908361ffff1602179055506060820151815f01601b6101000a81548160ff0219169083151502179055506080820151815f01601c6101000a81548160ff02191690831515021790555060a0820151816001015f6101000a8154816001600160a01b0302191690836001600160a01b0316021790555060c08201518160010160146101000a8154816bffffffffffffffffffffffff02191690836bffffffffffffffffffffffff16021790555060e082015181600201559050507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166323b872dd3330896040518463ffffffff1660e01b81526004016139c3939291906001600160a01b039384168152919092166020820152604081019190915260600190565b5f604051808303815f87803b1580156139da575f5ffd5b505af11580156139ec573d5f5f3e3d5ffd5b5050604080518881526020810186905261ffff851681830152905133935089925086917f56102b55f8c4ba831c7d439c06939c7e1fe545abbd4f8a71737c2a9b0f7e8584919081900360600190a4505061370c6142c6565b613a4c6141de565b5f613a578383614bfc565b80519091505f906001600160a01b03163303613a7457505f613b81565b6040517f6352211e0000000000000000000000000000000000000000000000000000000081526004810184905233906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690636352211e90602401602060405180830381865afa158015613af2573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613b169190615afb565b6001600160a01b031603613b2c57506001613b81565b816060015164ffffffffff164210613b4657506002613b81565b6040517f15108cd300000000000000000000000000000000000000000000000000000000815260048101859052336024820152604401610e43565b5f838152600c6020526040812090815560010180547fffffffffffffffffffffffffffffffffff000000000000000000000000000000169055613bc5828483614fee565b5050611fef6142c6565b613bd982826148fd565b505f81815260086020526040808220829055513391839185917f5f0be1e06429123bb18a91b02cae2672c631c3d0eef488ee77e1e9870a6e2cb491a45050565b5f613c226141de565b811580613c2f5750601e82115b15613c69576040517ff751912200000000000000000000000000000000000000000000000000000000815260048101839052602401610e43565b613c728361466a565b6040517f6352211e0000000000000000000000000000000000000000000000000000000081526004810185905233906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690636352211e90602401602060405180830381865afa158015613cf0573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613d149190615afb565b6001600160a01b031603613d54576040517f7ae6891800000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f848152600c6020908152604091829020825160a08101845281546001600160a01b038116808352600160a01b9091046bffffffffffffffffffffffff169382019390935260019091015467ffffffffffffffff81169382019390935268010000000000000000830464ffffffffff1660608201526d010000000000000000000000000090920461ffff16608083015215613e8557606081015164ffffffffff16421080159081613e17575081602001516bffffffffffffffffffffffff168511155b15613e6b5760208201516040517f4804ea5c000000000000000000000000000000000000000000000000000000008152600481018790526bffffffffffffffffffffffff9091166024820152604401610e43565b613e83828783613e7c576003614fee565b6002614fee565b505b600254760100000000000000000000000000000000000000000000900461ffff165f612710613eb48388615889565b613ebe91906158a0565b9050613eca81876158d8565b3414613eda57611e1b81876158d8565b600b5f8154613ee890615987565b918290555093505f613efd8662015180615889565b613f0790426158d8565b90506040518060a00160405280336001600160a01b03168152602001886bffffffffffffffffffffffff1681526020018667ffffffffffffffff1681526020018264ffffffffff1681526020018461ffff16815250600c5f8a81526020019081526020015f205f820151815f015f6101000a8154816001600160a01b0302191690836001600160a01b031602179055506020820151815f0160146101000a8154816bffffffffffffffffffffffff02191690836bffffffffffffffffffffffff1602179055506040820151816001015f6101000a81548167ffffffffffffffff021916908367ffffffffffffffff16021790555060608201518160010160086101000a81548164ffffffffff021916908364ffffffffff160217905550608082015181600101600d6101000a81548161ffff021916908361ffff160217905550905050336001600160a01b031688867f87d488fb4bdf418b8e1ab59c465718c2de65b4ae7d41e7f8dc1ca270b86ba6988a868660405161409a939291909283526020830191909152604082015260600190565b60405180910390a45050505061370c6142c6565b6140b6614817565b611723816150cf565b6140c7614817565b6001600160a01b038116614109576040517f1e4fbdf70000000000000000000000000000000000000000000000000000000081525f6004820152602401610e43565b61172381614b4c565b6002545f906127109061218090600160a01b900461ffff1684615889565b5f818152600a6020526040812080546001600160a01b0316614181576040517f17d9e3b500000000000000000000000000000000000000000000000000000000815260048101849052602401610e43565b60018101546001600160a01b0316156141bf576001818101546141ba91600160a01b9091046bffffffffffffffffffffffff16906158d8565b61370c565b60010154600160a01b90046bffffffffffffffffffffffff1692915050565b6141e6615170565b61173f60017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b906151c9565b5f5f6142548585858080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250614bb392505050565b5090925090505f81600381111561426d5761426d615a34565b14158061428857506005546001600160a01b03838116911614155b156142bf576040517f9c584f5400000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5050505050565b61173f5f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0061420d565b5f61370c83836040516020016112a9929190918252602082015260400190565b6040805180820182525f8082526020918201819052838152600682528290208251808401909352546001600160a01b038116808452600160a01b9091046bffffffffffffffffffffffff169183019190915261439b576040517f36eed62400000000000000000000000000000000000000000000000000000000815260048101839052602401610e43565b80602001516bffffffffffffffffffffffff165f036143e9576040517f88d03ad300000000000000000000000000000000000000000000000000000000815260048101839052602401610e43565b5f9182526006602052604090912080546001600160a01b0316905590565b5f6112c46144136151d0565b836040517f19010000000000000000000000000000000000000000000000000000000000008152600281019290925260228201526042902090565b6040517f2a55205a00000000000000000000000000000000000000000000000000000000815260048101859052602481018390525f9081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690632a55205a906044016040805180830381865afa1580156144d4573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906144f8919061595b565b6002549193509150614513906001600160a01b031684614ac0565b61451d8282614ac0565b61452b856136f98387615a21565b94509492505050565b335f908152600160205260408120549081900361457d576040517fd0d04f6000000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b335f90815260016020526040808220829055516001600160a01b0384169083908381818185875af1925050503d805f81146145d3576040519150601f19603f3d011682016040523d82523d5f602084013e6145d8565b606091505b5050905080614625576040517f92873d130000000000000000000000000000000000000000000000000000000081526001600160a01b038416600482015260248101839052604401610e43565b6040518281526001600160a01b0384169033907fd1c19fbcd4551a5edfb66d43d2e337c04837afda3482b42bdf569a8fccdae5fb9060200160405180910390a3505050565b80158061468257506bffffffffffffffffffffffff81115b15611723576040517ff9632e8600000000000000000000000000000000000000000000000000000000815260048101829052602401610e43565b6040517f081812fc000000000000000000000000000000000000000000000000000000008152600481018290525f9030906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063081812fc90602401602060405180830381865afa15801561473c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906147609190615afb565b6001600160a01b0316148061370c57506040517fe985e9c50000000000000000000000000000000000000000000000000000000081526001600160a01b0384811660048301523060248301527f0000000000000000000000000000000000000000000000000000000000000000169063e985e9c590604401602060405180830381865afa1580156147f3573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061370c9190615b16565b5f546001600160a01b0316331461173f576040517f118cdaa7000000000000000000000000000000000000000000000000000000008152336004820152602401610e43565b6001600160a01b03811661489c576040517fd92e233d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b600580547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b0383169081179091556040517ff5550c5eea19b48ac6eb5f03abdc4f59c0a60697abb3d973cd68669703b5c8b9905f90a250565b5f818152600860205260409020821580614926575080546bffffffffffffffffffffffff168314155b15614967576040517f8a1dd8940000000000000000000000000000000000000000000000000000000081526004810184905260248101839052604401610e43565b6040517f4be430d7000000000000000000000000000000000000000000000000000000008152600481018390525f9081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690634be430d7906024016040805180830381865afa1580156149e6573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190614a0a919061595b565b845491935091506c01000000000000000000000000900467ffffffffffffffff168114614a6d576040517f8a1dd8940000000000000000000000000000000000000000000000000000000081526004810186905260248101859052604401610e43565b6001600160a01b0382163314614ab8576040517f30b558e300000000000000000000000000000000000000000000000000000000815260048101869052336024820152604401610e43565b505092915050565b805f03614acb575050565b5f5f5f5f5f858761c350f19050806110d7576001600160a01b0383165f9081526001602052604081208054849290614b049084906158d8565b90915550506040518281526001600160a01b038416907ffa0ea8a012f094d1b6f48df9238391dcbfbbda9acf72c5fa9b26c32451e98a619060200160405180910390a2505050565b5f80546001600160a01b038381167fffffffffffffffffffffffff0000000000000000000000000000000000000000831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f5f5f8351604103614bea576020840151604085015160608601515f1a614bdc888285856152f9565b955095509550505050614bf5565b505081515f91506002905b9250925092565b6040805160a0810182525f80825260208201819052918101829052606081018290526080810191909152505f818152600c6020908152604091829020825160a08101845281546001600160a01b0381168252600160a01b90046bffffffffffffffffffffffff16928101929092526001015467ffffffffffffffff81169282019290925268010000000000000000820464ffffffffff1660608201526d010000000000000000000000000090910461ffff166080820152821580614cce575082816040015167ffffffffffffffff1614155b156112c4576040517fe04692fd0000000000000000000000000000000000000000000000000000000081526004810184905260248101839052604401610e43565b6040517f6352211e0000000000000000000000000000000000000000000000000000000081526004810182905233906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690636352211e90602401602060405180830381865afa158015614d8d573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190614db19190615afb565b6001600160a01b031614614dfa576040517f6d3d185800000000000000000000000000000000000000000000000000000000815260048101829052336024820152604401610e43565b614e0433826146bc565b611723576040517f3f57376d00000000000000000000000000000000000000000000000000000000815260048101829052602401610e43565b6060614e687f00000000000000000000000000000000000000000000000000000000000000006153df565b905090565b6060614e687f00000000000000000000000000000000000000000000000000000000000000006153df565b610bb861ffff83161115614ee6576040517fd999849600000000000000000000000000000000000000000000000000000000815261ffff83166004820152610bb86024820152604401610e43565b610bb861ffff82161115614f34576040517fd999849600000000000000000000000000000000000000000000000000000000815261ffff82166004820152610bb86024820152604401610e43565b600280547fffffffffffffffff00000000ffffffffffffffffffffffffffffffffffffffff16600160a01b61ffff8581169182027fffffffffffffffff0000ffffffffffffffffffffffffffffffffffffffffffff1692909217760100000000000000000000000000000000000000000000928516928302179092556040805192835260208301919091527f5c6323bf1c2d7aaea2c091a4751c1c87af7f2864650c336507a77d0557af37a1910160405180910390a15050565b5f612710846080015161ffff1685602001516bffffffffffffffffffffffff166150189190615889565b61502291906158a0565b84602001516bffffffffffffffffffffffff1661503f91906158d8565b84516001600160a01b03165f9081526001602052604081208054929350839290919061506c9084906158d8565b92505081905550835f01516001600160a01b031683856040015167ffffffffffffffff167ffa6a4a43226871c0729443a2f40bdd4bc7b77fb01445e773f814b735438e153484866040516150c1929190615b35565b60405180910390a450505050565b6001600160a01b03811661510f576040517fd92e233d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b600280547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b0383169081179091556040517f7dae230f18360d76a040c81f050aa14eb9d6dc7901b20fc5d855e2a20fe814d1905f90a250565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c1561173f576040517f3ee5aeb500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b80825d5050565b5f306001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614801561522857507f000000000000000000000000000000000000000000000000000000000000000046145b1561525257507f000000000000000000000000000000000000000000000000000000000000000090565b614e68604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a084111561533257505f915060039050826153d5565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015615383573d5f5f3e3d5ffd5b50506040517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe001519150506001600160a01b0381166153cc57505f9250600191508290506153d5565b92505f91508190505b9450945094915050565b60605f6153eb8361541c565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b5f60ff8216601f8111156112c4576040517fb3512b0c00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f60c0828403121561546c575f5ffd5b50919050565b5f5f83601f840112615482575f5ffd5b50813567ffffffffffffffff811115615499575f5ffd5b6020830191508360208285010111156154b0575f5ffd5b9250929050565b5f5f5f60e084860312156154c9575f5ffd5b6154d3858561545c565b925060c084013567ffffffffffffffff8111156154ee575f5ffd5b6154fa86828701615472565b9497909650939450505050565b5f5f5f60408486031215615519575f5ffd5b83359250602084013567ffffffffffffffff8111156154ee575f5ffd5b5f610100828403121561546c575f5ffd5b5f60208284031215615557575f5ffd5b813567ffffffffffffffff81111561556d575f5ffd5b6117d784828501615536565b5f60208284031215615589575f5ffd5b5035919050565b5f5f604083850312156155a1575f5ffd5b50508035926020909101359150565b6001600160a01b0381168114611723575f5ffd5b5f602082840312156155d4575f5ffd5b813561370c816155b0565b5f60c082840312156155ef575f5ffd5b61370c838361545c565b5f5f5f6060848603121561560b575f5ffd5b505081359360208301359350604090920135919050565b5f610100820190506001600160a01b03835116825264ffffffffff602084015116602083015261ffff60408401511660408301526060830151615669606084018215159052565b50608083015161567d608084018215159052565b5060a083015161569860a08401826001600160a01b03169052565b5060c08301516156b860c08401826bffffffffffffffffffffffff169052565b5060e092830151919092015290565b5f81518084528060208401602086015e5f6020828601015260207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f83011685010191505092915050565b7fff000000000000000000000000000000000000000000000000000000000000008816815260e060208201525f61574d60e08301896156c7565b828103604084015261575f81896156c7565b606084018890526001600160a01b038716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b818110156157b4578351835260209384019390920191600101615796565b50909b9a5050505050505050505050565b803561ffff811681146157d6575f5ffd5b919050565b5f5f604083850312156157ec575f5ffd5b6157f5836157c5565b9150615803602084016157c5565b90509250929050565b5f5f5f6040848603121561581e575f5ffd5b833567ffffffffffffffff811115615834575f5ffd5b61584086828701615536565b935050602084013567ffffffffffffffff8111156154ee575f5ffd5b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b80820281158282048414176112c4576112c461585c565b5f826158d3577f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b500490565b808201808211156112c4576112c461585c565b5f5f83357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe184360301811261591e575f5ffd5b83018035915067ffffffffffffffff821115615938575f5ffd5b6020019150368190038213156154b0575f5ffd5b818382375f9101908152919050565b5f5f6040838503121561596c575f5ffd5b8251615977816155b0565b6020939093015192949293505050565b5f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff82036159b7576159b761585c565b5060010190565b82815260e0810182356159d0816155b0565b6001600160a01b031660208381019190915283013560408084019190915283013560608084019190915283013560808084019190915283013560a0808401919091529092013560c090910152919050565b818103818111156112c4576112c461585c565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b8781526001600160a01b038716602082015285604082015284606082015260c060808201528260c0820152828460e08301375f60e084830101525f60e07fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f86011683010190506001600160a01b03831660a083015298975050505050505050565b5f60208284031215615af4575f5ffd5b5051919050565b5f60208284031215615b0b575f5ffd5b815161370c816155b0565b5f60208284031215615b26575f5ffd5b8151801515811461370c575f5ffd5b8281526040810160048310615b71577f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b826020830152939250505056fea2646970667358221220d8e92e51eb82623d35280dcc39fdca02004a9b241b8ba1aeb985f9245e2eb33464736f6c63430008250033",
} as const;
