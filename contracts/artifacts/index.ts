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
  bytecode: "0x610180604052348015610010575f5ffd5b506040516159e23803806159e283398101604081905261002f91610427565b604080518082018252600f81526e111a59da5b9bdbdc8813585c9ad95d608a1b602080830191909152825180840190935260018352603160f81b908301529087876001600160a01b03811661009e57604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b6100a7816101af565b506001600160a01b0381166100cf5760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b03166080526100e4826101fe565b610140526100f1816101fe565b61016052815160208084019190912061010052815190820120610120524660c05261017f6101005161012051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60a05250503060e0526101918461023b565b61019a836102ab565b6101a4828261031b565b5050505050506104fd565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f5f829050601f81511115610228578260405163305a27a960e01b815260040161009591906104a2565b8051610233826104d7565b179392505050565b6001600160a01b0381166102625760405163d92e233d60e01b815260040160405180910390fd5b600280546001600160a01b0319166001600160a01b0383169081179091556040517f7dae230f18360d76a040c81f050aa14eb9d6dc7901b20fc5d855e2a20fe814d1905f90a250565b6001600160a01b0381166102d25760405163d92e233d60e01b815260040160405180910390fd5b600580546001600160a01b0319166001600160a01b0383169081179091556040517ff5550c5eea19b48ac6eb5f03abdc4f59c0a60697abb3d973cd68669703b5c8b9905f90a250565b610bb861ffff8316111561035057604051636cccc24b60e11b815261ffff83166004820152610bb86024820152604401610095565b610bb861ffff8216111561038557604051636cccc24b60e11b815261ffff82166004820152610bb86024820152604401610095565b6002805463ffffffff60a01b1916600160a01b61ffff85811691820261ffff60b01b191692909217600160b01b928516928302179092556040805192835260208301919091527f5c6323bf1c2d7aaea2c091a4751c1c87af7f2864650c336507a77d0557af37a1910160405180910390a15050565b6001600160a01b038116811461040e575f5ffd5b50565b805161ffff81168114610422575f5ffd5b919050565b5f5f5f5f5f5f60c0878903121561043c575f5ffd5b8651610447816103fa565b6020880151909650610458816103fa565b6040880151909550610469816103fa565b606088015190945061047a816103fa565b925061048860808801610411565b915061049660a08801610411565b90509295509295509295565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b805160208083015191908110156104f7575f198160200360031b1b821691505b50919050565b60805160a05160c05160e0516101005161012051610140516101605161540c6105d65f395f6146e601525f6146b601525f614b6401525f614b3c01525f614a9701525f614ac101525f614aeb01525f8181610b8d01528181611396015281816114f6015281816116d6015281816121d8015281816123cd015281816125d70152818161296c01528181612afd01528181612d9c01528181612ea401528181613211015281816133680152818161356601528181613d4b01528181613fb2015281816140690152818161425d01526145ba015261540c5ff3fe60806040526004361061032f575f3560e01c806389c47be2116101a7578063ca40af61116100e7578063ea05a7d011610092578063f3f437031161006d578063f3f4370314610bed578063f413bdb314610c18578063fa0b1f8414610c37578063fea3260014610c56575f5ffd5b8063ea05a7d014610b7c578063f0f4426014610baf578063f2fde38b14610bce575f5ffd5b8063d55be8c6116100c2578063d55be8c614610b35578063dc422d4b14610b4a578063e210a72d14610b69575f5ffd5b8063ca40af6114610ac4578063cda4beef14610af7578063d45557cc14610b16575f5ffd5b80639dca4a3611610152578063a9b07c261161012d578063a9b07c2614610a18578063adb2fc6a14610a2d578063afad3f5d14610a7e578063bb685c5514610ab1575f5ffd5b80639dca4a36146109c55780639ef833d4146109f9578063a8291c78146105c6575f5ffd5b806396b5a7551161018257806396b5a7551461095e578063975eccd31461097d5780639a44da83146109b0575f5ffd5b806389c47be2146108975780638b19f56f146108cb5780638da5cb5b14610942575f5ffd5b8063600c616f11610272578063715018a61161021d5780637eb79d5d116101f85780637eb79d5d146108295780637ed7086a1461083e57806381257bd51461085157806384b0196e14610870575f5ffd5b8063715018a6146106a157806372b0d90c146106b557806378bd7935146106d4575f5ffd5b80636b53ca171161024d5780636b53ca1714610630578063700809ce1461064f578063714803ca14610682575f5ffd5b8063600c616f146105c657806361d027b3146105da578063692eeaa914610611575f5ffd5b80633ccfd60b116102dd57806350fd7367116102b857806350fd73671461055657806356ce180a14610575578063580424d314610594578063598647f8146105b3575f5ffd5b80633ccfd60b146103e257806342e56137146103f65780634579268a14610415575f5ffd5b806322ca6d231161030d57806322ca6d231461038f5780632ad71573146103ae5780632e993611146103c3575f5ffd5b80631115c24d1461033357806315ee010e1461035b5780631b0ef36514610370575b5f5ffd5b34801561033e575f5ffd5b50610348600b5481565b6040519081526020015b60405180910390f35b61036e610369366004614d72565b610c75565b005b34801561037b575f5ffd5b5061036e61038a366004614dc2565b610f8e565b34801561039a575f5ffd5b506103486103a9366004614e02565b61108b565b3480156103b9575f5ffd5b5061034860095481565b3480156103ce575f5ffd5b5061036e6103dd366004614e34565b61117c565b3480156103ed575f5ffd5b5061036e6115d8565b348015610401575f5ffd5b50610348610410366004614e4b565b6115f3565b348015610420575f5ffd5b506104e961042f366004614e34565b6040805160a0810182525f80825260208201819052918101829052606081018290526080810191909152505f908152600c6020908152604091829020825160a08101845281546001600160a01b0381168252600160a01b90046bffffffffffffffffffffffff16928101929092526001015467ffffffffffffffff81169282019290925268010000000000000000820464ffffffffff1660608201526d010000000000000000000000000090910461ffff16608082015290565b60405161035291905f60a0820190506001600160a01b0383511682526bffffffffffffffffffffffff602084015116602083015267ffffffffffffffff604084015116604083015264ffffffffff606084015116606083015261ffff608084015116608083015292915050565b348015610561575f5ffd5b50610348610570366004614e4b565b611691565b348015610580575f5ffd5b5061036e61058f366004614e7f565b611990565b34801561059f575f5ffd5b5061036e6105ae366004614e9a565b6119a1565b61036e6105c1366004614e4b565b611a32565b3480156105d1575f5ffd5b50610348601e81565b3480156105e5575f5ffd5b506002546105f9906001600160a01b031681565b6040516001600160a01b039091168152602001610352565b34801561061c575f5ffd5b5061034861062b366004614ec3565b611e6e565b34801561063b575f5ffd5b5061036e61064a366004614dc2565b611efd565b34801561065a575f5ffd5b506103487fc2ddf209258f8fc33433dbd25e09ffc0a2276ac059fbe535e1e1d04a912dc76281565b34801561068d575f5ffd5b5061034861069c366004614e34565b611fca565b3480156106ac575f5ffd5b5061036e61200f565b3480156106c0575f5ffd5b5061036e6106cf366004614e7f565b612020565b3480156106df575f5ffd5b5061081c6106ee366004614e34565b60408051610100810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e0810191909152505f908152600a602090815260409182902082516101008101845281546001600160a01b038082168352600160a01b80830464ffffffffff1695840195909552790100000000000000000000000000000000000000000000000000820461ffff16958301959095527b01000000000000000000000000000000000000000000000000000000810460ff908116151560608401527c01000000000000000000000000000000000000000000000000000000009091041615156080820152600182015493841660a0820152919092046bffffffffffffffffffffffff1660c082015260029091015460e082015290565b6040516103529190614edd565b348015610834575f5ffd5b5061034861025881565b61036e61084c366004614e9a565b612071565b34801561085c575f5ffd5b5061036e61086b366004614e4b565b6124a5565b34801561087b575f5ffd5b506108846126d5565b6040516103529796959493929190614fce565b3480156108a2575f5ffd5b506002546108b890600160a01b900461ffff1681565b60405161ffff9091168152602001610352565b3480156108d6575f5ffd5b506109166108e5366004614e34565b60066020525f90815260409020546001600160a01b03811690600160a01b90046bffffffffffffffffffffffff1682565b604080516001600160a01b0390931683526bffffffffffffffffffffffff909116602083015201610352565b34801561094d575f5ffd5b505f546001600160a01b03166105f9565b348015610969575f5ffd5b5061036e610978366004614e34565b612733565b348015610988575f5ffd5b506103487fa7de5ca48ca50f881b322c63ba6329cb5fc190d6cb22ad7692a7a292bf87f72981565b3480156109bb575f5ffd5b5061034861c35081565b3480156109d0575f5ffd5b506002546108b890760100000000000000000000000000000000000000000000900461ffff1681565b348015610a04575f5ffd5b5061036e610a13366004615096565b612a06565b348015610a23575f5ffd5b5061034860075481565b348015610a38575f5ffd5b50610a4c610a47366004614e4b565b612a18565b6040805182516001600160a01b031681526020928301516bffffffffffffffffffffffff169281019290925201610352565b348015610a89575f5ffd5b506103487f35a442cc39c859e2d1edebb7bef0269272605343b0c732e763392f81143e9f7d81565b610348610abf3660046150c7565b612bd3565b348015610acf575f5ffd5b506103487fd2f6a1ed775585b62ace761032f238663ac03e3a2343d4539f1c57a136cefdf581565b348015610b02575f5ffd5b50610348610b11366004614e9a565b612fce565b348015610b21575f5ffd5b5061036e610b30366004614e4b565b6132ff565b348015610b40575f5ffd5b506108b8610bb881565b348015610b55575f5ffd5b5061036e610b64366004614e4b565b61348a565b610348610b77366004614e9a565b6134d4565b348015610b87575f5ffd5b506105f97f000000000000000000000000000000000000000000000000000000000000000081565b348015610bba575f5ffd5b5061036e610bc9366004614e7f565b613969565b348015610bd9575f5ffd5b5061036e610be8366004614e7f565b61397a565b348015610bf8575f5ffd5b50610348610c07366004614e7f565b60016020525f908152604090205481565b348015610c23575f5ffd5b506005546105f9906001600160a01b031681565b348015610c42575f5ffd5b50610348610c51366004614e34565b6139cd565b348015610c61575f5ffd5b50610348610c70366004614e34565b6139eb565b610c7d613a99565b610c8d60a0840160808501614e7f565b6001600160a01b0316336001600160a01b031614610cfe57610cb560a0840160808501614e7f565b6040517fa902037b0000000000000000000000000000000000000000000000000000000081526001600160a01b0390911660048201523360248201526044015b60405180910390fd5b8260a00135421115610d42576040517f8395159900000000000000000000000000000000000000000000000000000000815260a08401356004820152602401610cf5565b610d55610d4e84611e6e565b8383613ace565b82604001355f03610d9857604080517f0b91c9a5000000000000000000000000000000000000000000000000000000008152908401356004820152602401610cf5565b60608301355f819003610dda576040517ff9632e8600000000000000000000000000000000000000000000000000000000815260048101829052602401610cf5565b6002545f9061271090610df890600160a01b900461ffff1684615144565b610e02919061515b565b610e0c9083615193565b9050803414610e50576040517f0d35e92100000000000000000000000000000000000000000000000000000000815260048101829052346024820152604401610cf5565b6bffffffffffffffffffffffff811115610e99576040517ff9632e8600000000000000000000000000000000000000000000000000000000815260048101839052602401610cf5565b84355f908152600660205260409020546001600160a01b031615610eec576040517fb6848cb900000000000000000000000000000000000000000000000000000000815285356004820152602401610cf5565b604080518082018252338082526bffffffffffffffffffffffff84811660208085019182528a355f8181526006835287902095519251909316600160a01b026001600160a01b039092169190911790935583518985013581528084018690529193928901359290917f57a126ed587d832d8015115101ac60cdeec9d635041bdd12012f5e0fc3fad757910160405180910390a45050610f89613b81565b505050565b610f96613a99565b5f546001600160a01b03163314610fd457610fd4610d4e7fd2f6a1ed775585b62ace761032f238663ac03e3a2343d4539f1c57a136cefdf585613bab565b5f610fde84613bcb565b905080602001516bffffffffffffffffffffffff1660015f835f01516001600160a01b03166001600160a01b031681526020019081526020015f205f8282546110279190615193565b909155505080516020808301516040516bffffffffffffffffffffffff90911681526001600160a01b039092169186917fe03a6bb541c26ab4c4269f88d8d11684950afdc8c299ac89ffc07c7a0bb8731e910160405180910390a350610f89613b81565b5f6111767f35a442cc39c859e2d1edebb7bef0269272605343b0c732e763392f81143e9f7d83356110c26040860160208701614e7f565b6040860135606087013560808801356110e160c08a0160a08b01614e7f565b6110ee60c08b018b6151a6565b6040516110fc929190615207565b6040805191829003822060208301999099528101969096526001600160a01b039485166060870152608086019390935260a085019190915260c08401521660e08083019190915261010082019290925290840135610120820152610140015b60405160208183030381529060405280519060200120613cc2565b92915050565b611184613a99565b5f818152600a6020526040902080546001600160a01b0316806111d6576040517f17d9e3b500000000000000000000000000000000000000000000000000000000815260048101849052602401610cf5565b81547b01000000000000000000000000000000000000000000000000000000900460ff1615611234576040517fe180b68400000000000000000000000000000000000000000000000000000000815260048101849052602401610cf5565b81547c0100000000000000000000000000000000000000000000000000000000900460ff1615611293576040517f8402ab8a00000000000000000000000000000000000000000000000000000000815260048101849052602401610cf5565b8154600160a01b900464ffffffffff164210156112f55781546040517f3a894a3400000000000000000000000000000000000000000000000000000000815260048101859052600160a01b90910464ffffffffff166024820152604401610cf5565b81547fffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffff167b01000000000000000000000000000000000000000000000000000000178255600282015460018301546001600160a01b031680611455576040517f23b872dd0000000000000000000000000000000000000000000000000000000081523060048201526001600160a01b038481166024830152604482018490527f000000000000000000000000000000000000000000000000000000000000000016906323b872dd906064015f604051808303815f87803b1580156113d7575f5ffd5b505af11580156113e9573d5f5f3e3d5ffd5b5050604080516001600160a01b03871681525f60208201819052918101829052606081018290526080810182905290925084915087907faefe082ce68d37db27de5efe5d83b1b222982bc5047df41006f8f70435caa5919060a00160405180910390a4505050506115cd565b60018401548454600160a01b9091046bffffffffffffffffffffffff16905f90612710906114a490790100000000000000000000000000000000000000000000000000900461ffff1684615144565b6114ae919061515b565b6040517f23b872dd0000000000000000000000000000000000000000000000000000000081523060048201526001600160a01b038581166024830152604482018790529192507f0000000000000000000000000000000000000000000000000000000000000000909116906323b872dd906064015f604051808303815f87803b158015611539575f5ffd5b505af115801561154b573d5f5f3e3d5ffd5b505050505f5f61155d86888686613d09565b604080516001600160a01b038b811682526020820189905291810187905281841660608201526080810183905292945090925086169087908b907faefe082ce68d37db27de5efe5d83b1b222982bc5047df41006f8f70435caa5919060a00160405180910390a450505050505050505b6115d5613b81565b50565b6115e0613a99565b6115e933613def565b6115f1613b81565b565b5f828152600a6020526040812080546001600160a01b0316611644576040517f17d9e3b500000000000000000000000000000000000000000000000000000000815260048101859052602401610cf5565b80546127109061167590790100000000000000000000000000000000000000000000000000900461ffff1685615144565b61167f919061515b565b6116899084615193565b949350505050565b5f61169b82613f25565b6040517f4be430d7000000000000000000000000000000000000000000000000000000008152600481018490525f9081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690634be430d7906024016040805180830381865afa15801561171a573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061173e9190615216565b90925090506001600160a01b038216331461178e576040517f6d3d185800000000000000000000000000000000000000000000000000000000815260048101869052336024820152604401610cf5565b6117983386613f77565b6117d1576040517f3f57376d00000000000000000000000000000000000000000000000000000000815260048101869052602401610cf5565b5f85815260086020908152604091829020825160608101845290546bffffffffffffffffffffffff80821680845267ffffffffffffffff6c0100000000000000000000000084041694840194909452600160a01b90910416928101929092521580159061184b575081816020015167ffffffffffffffff16145b15611890578051604051339188916bffffffffffffffffffffffff909116907f5f0be1e06429123bb18a91b02cae2672c631c3d0eef488ee77e1e9870a6e2cb4905f90a45b60075f815461189e90615242565b9182905550604080516060810182526bffffffffffffffffffffffff808416825267ffffffffffffffff80871660208085019182528b84168587019081525f8e815260089092529086902094518554925191518516600160a01b026001600160a01b03929094166c01000000000000000000000000027fffffffffffffffffffffffff00000000000000000000000000000000000000009093169416939093171791909116179055519094503390879086907fcf4ebbb01b0166b4c3bb06d2edd4860d56a19f40c14454fdeb07220bf17529249061197f908a815260200190565b60405180910390a450505092915050565b6119986140d2565b6115d581614117565b6119aa81613f25565b5f6119b584846141b8565b80546bffffffffffffffffffffffff848116600160a01b9081026001600160a01b0384161784556040519394509091041690849086907fa353b0f8bf69b8530691fd6506a1df95517036cfcd1ac2a82a1219e6b10f8d1590611a239085908890918252602082015260400190565b60405180910390a35050505050565b611a3a613a99565b5f828152600a6020526040902080546001600160a01b031680611a8c576040517f17d9e3b500000000000000000000000000000000000000000000000000000000815260048101859052602401610cf5565b81547c0100000000000000000000000000000000000000000000000000000000900460ff1615611aeb576040517f8402ab8a00000000000000000000000000000000000000000000000000000000815260048101859052602401610cf5565b8154600160a01b900464ffffffffff16428111611b3e576040517f454927b60000000000000000000000000000000000000000000000000000000081526004810186905260248101829052604401610cf5565b6001600160a01b0382163303611b80576040517fef02588900000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b60018301546001600160a01b03811690600160a01b90046bffffffffffffffffffffffff1681611bf35780861015611bee576040517fab2ca7a40000000000000000000000000000000000000000000000000000000081526004810187905260248101829052604401610cf5565b611c36565b808611611c36576040517f5df192940000000000000000000000000000000000000000000000000000000081526004810187905260248101829052604401610cf5565b611c3f86613f25565b8454790100000000000000000000000000000000000000000000000000900461ffff165f612710611c70838a615144565b611c7a919061515b565b9050611c868189615193565b3414611cd257611c968189615193565b6040517f0d35e9210000000000000000000000000000000000000000000000000000000081526004810191909152346024820152604401610cf5565b33600160a01b6bffffffffffffffffffffffff8a160281176001890155604080518a8152602081018490528b917f51db8e23b3f4479b162fd48823b8402895442b8f6cfd94f66239391881ec7b6f910160405180910390a3610258611d374287615279565b1015611db757611d4961025842615193565b87547fffffffffffffff0000000000ffffffffffffffffffffffffffffffffffffffff16600160a01b64ffffffffff83160217885560405181815290955089907f6e912a3a9105bdd2af817ba5adc14e6c127c1035b5b648faa29ca0d58ab8ff4e9060200160405180910390a25b6001600160a01b03841615611e5b575f612710611dd48486615144565b611dde919061515b565b611de89085615193565b6001600160a01b0386165f90815260016020526040812080549293508392909190611e14908490615193565b90915550506040518181526001600160a01b038616908b907feb85d7100e7c7bdba697d7cf4300742f740137435f3feab57467bf291768198a9060200160405180910390a3505b50505050505050611e6a613b81565b5050565b5f6111767fa7de5ca48ca50f881b322c63ba6329cb5fc190d6cb22ad7692a7a292bf87f7298335602085013560408601356060870135611eb460a0890160808a01614e7f565b6040805160208101979097528601949094526060850192909252608084015260a0838101919091526001600160a01b0390911660c083015284013560e08201526101000161115b565b611f05613a99565b5f546001600160a01b03163314611f4357611f43610d4e7fc2ddf209258f8fc33433dbd25e09ffc0a2276ac059fbe535e1e1d04a912dc76285613bab565b5f611f4d84613bcb565b6020808201516040516bffffffffffffffffffffffff909116815291925085917f8b02b57f9f932e2f016d4af29c5117246c7984522141abf75b516010089df010910160405180910390a26002546020820151611fc1916001600160a01b0316906bffffffffffffffffffffffff1661437b565b50610f89613b81565b6002545f9061271090611ffb90760100000000000000000000000000000000000000000000900461ffff1684615144565b612005919061515b565b6111769083615193565b6120176140d2565b6115f15f614407565b612028613a99565b6001600160a01b038116612068576040517fd92e233d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6115cd81613def565b612079613a99565b5f82815260086020908152604091829020825160608101845290546bffffffffffffffffffffffff808216835267ffffffffffffffff6c0100000000000000000000000083041693830193909352600160a01b9004909116918101919091528315806120f4575080516bffffffffffffffffffffffff168414155b15612135576040517f8a1dd8940000000000000000000000000000000000000000000000000000000081526004810185905260248101849052604401610cf5565b8181604001516bffffffffffffffffffffffff161461219d5760408082015190517f3ad7771a000000000000000000000000000000000000000000000000000000008152600481018490526bffffffffffffffffffffffff9091166024820152604401610cf5565b6040517f4be430d7000000000000000000000000000000000000000000000000000000008152600481018490525f9081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690634be430d7906024016040805180830381865afa15801561221c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906122409190615216565b91509150826020015167ffffffffffffffff168114612295576040517ff6f1b7df0000000000000000000000000000000000000000000000000000000081526004810187905260248101869052604401610cf5565b6001600160a01b03821633036122d7576040517f2aa3c9e900000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6122e18286613f77565b612321576040517f33548c830000000000000000000000000000000000000000000000000000000081526004810187905260248101869052604401610cf5565b6002545f906127109061235290760100000000000000000000000000000000000000000000900461ffff1687615144565b61235c919061515b565b90506123688186615193565b341461237857611c968186615193565b5f8681526008602052604080822091909155517f23b872dd0000000000000000000000000000000000000000000000000000000081526001600160a01b038481166004830152336024830152604482018890527f000000000000000000000000000000000000000000000000000000000000000016906323b872dd906064015f604051808303815f87803b15801561240e575f5ffd5b505af1158015612420573d5f5f3e3d5ffd5b505050505f5f61243288868986613d09565b604080516001600160a01b038981168252602082018c90529181018790529083166060820152608081018290529193509150339089908b907f5da23a4b73774ca4b9902009c334ddf319cffe8be8362812b01afdfb8e32b9c49060a00160405180910390a4505050505050610f89613b81565b6124ad613a99565b5f6124b8838361446e565b9050806060015164ffffffffff1642106125145760608101516040517f4a072f580000000000000000000000000000000000000000000000000000000081526004810185905264ffffffffff9091166024820152604401610cf5565b61251d82614581565b5f828152600c60209081526040822082815560010180547fffffffffffffffffffffffffffffffffff000000000000000000000000000000169055608083015190830151612710916125839161ffff909116906bffffffffffffffffffffffff16615144565b61258d919061515b565b82516040517f23b872dd0000000000000000000000000000000000000000000000000000000081523360048201526001600160a01b039182166024820152604481018690529192507f000000000000000000000000000000000000000000000000000000000000000016906323b872dd906064015f604051808303815f87803b158015612618575f5ffd5b505af115801561262a573d5f5f3e3d5ffd5b505050505f5f61264e853386602001516bffffffffffffffffffffffff1686613d09565b8551602080880151604080513381526bffffffffffffffffffffffff909216928201929092528082018890526001600160a01b0385811660608301526080820185905291519496509294501691879189917fee0975251b7bd5a091b303ebb75c4f2521154e666ff3ce34dbee3ff6bffb79d79181900360a00190a450505050611e6a613b81565b5f6060805f5f5f60606126e66146af565b6126ee6146df565b604080515f808252602082019092527f0f000000000000000000000000000000000000000000000000000000000000009b939a50919850469750309650945092509050565b61273b613a99565b5f818152600a6020526040902080546001600160a01b03168061278d576040517f17d9e3b500000000000000000000000000000000000000000000000000000000815260048101849052602401610cf5565b336001600160a01b038216146127d8576040517fb7d73c6300000000000000000000000000000000000000000000000000000000815260048101849052336024820152604401610cf5565b81547b01000000000000000000000000000000000000000000000000000000900460ff1615612836576040517fe180b68400000000000000000000000000000000000000000000000000000000815260048101849052602401610cf5565b81547c0100000000000000000000000000000000000000000000000000000000900460ff1615612895576040517f8402ab8a00000000000000000000000000000000000000000000000000000000815260048101849052602401610cf5565b60018201546001600160a01b0316156128dd576040517fcec3cec200000000000000000000000000000000000000000000000000000000815260048101849052602401610cf5565b81547fffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffffff167c010000000000000000000000000000000000000000000000000000000017825560028201546040517f23b872dd0000000000000000000000000000000000000000000000000000000081523060048201526001600160a01b038381166024830152604482018390527f000000000000000000000000000000000000000000000000000000000000000016906323b872dd906064015f604051808303815f87803b1580156129ad575f5ffd5b505af11580156129bf573d5f5f3e3d5ffd5b50505050816001600160a01b031681857fc7431c6b1d914f39e2fd63a9d1e3b7df6a8fc2332fce7a9a050a97398fd837ff60405160405180910390a45050506115d5613b81565b612a0e6140d2565b611e6a828261470a565b6040805180820182525f80825260208083018290528482526008815290839020835160608101855290546bffffffffffffffffffffffff80821683526c01000000000000000000000000820467ffffffffffffffff1693830193909352600160a01b90049091169281019290925290831580612aa3575080516bffffffffffffffffffffffff168414155b15612ac2575050604080518082019091525f8082526020820152611176565b6040517f4be430d7000000000000000000000000000000000000000000000000000000008152600481018490525f9081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690634be430d7906024016040805180830381865afa158015612b41573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612b659190615216565b91509150826020015167ffffffffffffffff168114612b9c575050604080518082019091525f808252602082015291506111769050565b506040805180820182526001600160a01b03909216825291909101516bffffffffffffffffffffffff166020820152905092915050565b5f612bdc613a99565b612bec6040850160208601614e7f565b6001600160a01b0316336001600160a01b031614612c1457610cb56040850160208601614e7f565b8360e00135421115612c58576040517f8395159900000000000000000000000000000000000000000000000000000000815260e08501356004820152602401610cf5565b5f5f612ca1612c668761108b565b86868080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525061486092505050565b5090925090505f816003811115612cba57612cba61528c565b141580612cd557506005546001600160a01b03838116911614155b15612d0c576040517f9c584f5400000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b60808601355f819003612d4e576040517ff9632e8600000000000000000000000000000000000000000000000000000000815260048101829052602401610cf5565b6002545f9061271090612d6c90600160a01b900461ffff1684615144565b612d76919061515b565b9050612d828183615193565b3414612d9257611c968183615193565b6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016639d7180a78935612dd360408c0160208d01614e7f565b60408c013560608d0135612dea60c08f018f6151a6565b8f60a0016020810190612dfd9190614e7f565b6040518863ffffffff1660e01b8152600401612e1f97969594939291906152b9565b6020604051808303815f875af1158015612e3b573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612e5f919061533c565b6040517f2a55205a00000000000000000000000000000000000000000000000000000000815260048101829052602481018490529095505f9081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690632a55205a906044016040805180830381865afa158015612ee8573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612f0c9190615216565b909250905086612f2260408c0160208d01614e7f565b60408051818e01358152602081018890529081018690526001600160a01b0385811660608301526080820185905291909116908c35907fb905c1d7526e9f9bb0bd3e873bfe8051b3fb910c4ec693b59e9545439c46b5b79060a00160405180910390a4612f8f828261437b565b600254612fb9906001600160a01b031684612faa8488615279565b612fb49190615193565b61437b565b505050505050612fc7613b81565b9392505050565b5f612fd7613a99565b811580612fe45750601e82115b1561301e576040517f9ee6013600000000000000000000000000000000000000000000000000000000815260048101839052602401610cf5565b61302783613f25565b61303084614581565b60095f815461303e90615242565b918290555090505f6130538362015180615144565b61305d9042615193565b90505f600260169054906101000a900461ffff169050604051806101000160405280336001600160a01b031681526020018364ffffffffff1681526020018261ffff1681526020015f151581526020015f151581526020015f6001600160a01b03168152602001866bffffffffffffffffffffffff16815260200187815250600a5f8581526020019081526020015f205f820151815f015f6101000a8154816001600160a01b0302191690836001600160a01b031602179055506020820151815f0160146101000a81548164ffffffffff021916908364ffffffffff1602179055506040820151815f0160196101000a81548161ffff021916908361ffff1602179055506060820151815f01601b6101000a81548160ff0219169083151502179055506080820151815f01601c6101000a81548160ff02191690831515021790555060a0820151816001015f6101000a8154816001600160a01b0302191690836001600160a01b0316021790555060c08201518160010160146101000a8154816bffffffffffffffffffffffff02191690836bffffffffffffffffffffffff16021790555060e082015181600201559050507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166323b872dd3330896040518463ffffffff1660e01b815260040161327e939291906001600160a01b039384168152919092166020820152604081019190915260600190565b5f604051808303815f87803b158015613295575f5ffd5b505af11580156132a7573d5f5f3e3d5ffd5b5050604080518881526020810186905261ffff851681830152905133935089925086917f56102b55f8c4ba831c7d439c06939c7e1fe545abbd4f8a71737c2a9b0f7e8584919081900360600190a45050612fc7613b81565b613307613a99565b5f613312838361446e565b80519091505f906001600160a01b0316330361332f57505f61343c565b6040517f6352211e0000000000000000000000000000000000000000000000000000000081526004810184905233906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690636352211e90602401602060405180830381865afa1580156133ad573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906133d19190615353565b6001600160a01b0316036133e75750600161343c565b816060015164ffffffffff1642106134015750600261343c565b6040517f15108cd300000000000000000000000000000000000000000000000000000000815260048101859052336024820152604401610cf5565b5f838152600c6020526040812090815560010180547fffffffffffffffffffffffffffffffffff0000000000000000000000000000001690556134808284836148a9565b5050611e6a613b81565b61349482826141b8565b505f81815260086020526040808220829055513391839185917f5f0be1e06429123bb18a91b02cae2672c631c3d0eef488ee77e1e9870a6e2cb491a45050565b5f6134dd613a99565b8115806134ea5750601e82115b15613524576040517ff751912200000000000000000000000000000000000000000000000000000000815260048101839052602401610cf5565b61352d83613f25565b6040517f6352211e0000000000000000000000000000000000000000000000000000000081526004810185905233906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690636352211e90602401602060405180830381865afa1580156135ab573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906135cf9190615353565b6001600160a01b03160361360f576040517f7ae6891800000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f848152600c6020908152604091829020825160a08101845281546001600160a01b038116808352600160a01b9091046bffffffffffffffffffffffff169382019390935260019091015467ffffffffffffffff81169382019390935268010000000000000000830464ffffffffff1660608201526d010000000000000000000000000090920461ffff1660808301521561374057606081015164ffffffffff164210801590816136d2575081602001516bffffffffffffffffffffffff168511155b156137265760208201516040517f4804ea5c000000000000000000000000000000000000000000000000000000008152600481018790526bffffffffffffffffffffffff9091166024820152604401610cf5565b61373e8287836137375760036148a9565b60026148a9565b505b600254760100000000000000000000000000000000000000000000900461ffff165f61271061376f8388615144565b613779919061515b565b90506137858187615193565b341461379557611c968187615193565b600b5f81546137a390615242565b918290555093505f6137b88662015180615144565b6137c29042615193565b90506040518060a00160405280336001600160a01b03168152602001886bffffffffffffffffffffffff1681526020018667ffffffffffffffff1681526020018264ffffffffff1681526020018461ffff16815250600c5f8a81526020019081526020015f205f820151815f015f6101000a8154816001600160a01b0302191690836001600160a01b031602179055506020820151815f0160146101000a8154816bffffffffffffffffffffffff02191690836bffffffffffffffffffffffff1602179055506040820151816001015f6101000a81548167ffffffffffffffff021916908367ffffffffffffffff16021790555060608201518160010160086101000a81548164ffffffffff021916908364ffffffffff160217905550608082015181600101600d6101000a81548161ffff021916908361ffff160217905550905050336001600160a01b031688867f87d488fb4bdf418b8e1ab59c465718c2de65b4ae7d41e7f8dc1ca270b86ba6988a8686604051613955939291909283526020830191909152604082015260600190565b60405180910390a450505050612fc7613b81565b6139716140d2565b6115d58161498a565b6139826140d2565b6001600160a01b0381166139c4576040517f1e4fbdf70000000000000000000000000000000000000000000000000000000081525f6004820152602401610cf5565b6115d581614407565b6002545f9061271090611ffb90600160a01b900461ffff1684615144565b5f818152600a6020526040812080546001600160a01b0316613a3c576040517f17d9e3b500000000000000000000000000000000000000000000000000000000815260048101849052602401610cf5565b60018101546001600160a01b031615613a7a57600181810154613a7591600160a01b9091046bffffffffffffffffffffffff1690615193565b612fc7565b60010154600160a01b90046bffffffffffffffffffffffff1692915050565b613aa1614a2b565b6115f160017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b90614a84565b5f5f613b0f8585858080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525061486092505050565b5090925090505f816003811115613b2857613b2861528c565b141580613b4357506005546001600160a01b03838116911614155b15613b7a576040517f9c584f5400000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5050505050565b6115f15f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00613ac8565b5f612fc7838360405160200161115b929190918252602082015260400190565b6040805180820182525f8082526020918201819052838152600682528290208251808401909352546001600160a01b038116808452600160a01b9091046bffffffffffffffffffffffff1691830191909152613c56576040517f36eed62400000000000000000000000000000000000000000000000000000000815260048101839052602401610cf5565b80602001516bffffffffffffffffffffffff165f03613ca4576040517f88d03ad300000000000000000000000000000000000000000000000000000000815260048101839052602401610cf5565b5f9182526006602052604090912080546001600160a01b0316905590565b5f611176613cce614a8b565b836040517f19010000000000000000000000000000000000000000000000000000000000008152600281019290925260228201526042902090565b6040517f2a55205a00000000000000000000000000000000000000000000000000000000815260048101859052602481018390525f9081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690632a55205a906044016040805180830381865afa158015613d8f573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613db39190615216565b6002549193509150613dce906001600160a01b03168461437b565b613dd8828261437b565b613de685612fb48387615279565b94509492505050565b335f9081526001602052604081205490819003613e38576040517fd0d04f6000000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b335f90815260016020526040808220829055516001600160a01b0384169083908381818185875af1925050503d805f8114613e8e576040519150601f19603f3d011682016040523d82523d5f602084013e613e93565b606091505b5050905080613ee0576040517f92873d130000000000000000000000000000000000000000000000000000000081526001600160a01b038416600482015260248101839052604401610cf5565b6040518281526001600160a01b0384169033907fd1c19fbcd4551a5edfb66d43d2e337c04837afda3482b42bdf569a8fccdae5fb9060200160405180910390a3505050565b801580613f3d57506bffffffffffffffffffffffff81115b156115d5576040517ff9632e8600000000000000000000000000000000000000000000000000000000815260048101829052602401610cf5565b6040517f081812fc000000000000000000000000000000000000000000000000000000008152600481018290525f9030906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063081812fc90602401602060405180830381865afa158015613ff7573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061401b9190615353565b6001600160a01b03161480612fc757506040517fe985e9c50000000000000000000000000000000000000000000000000000000081526001600160a01b0384811660048301523060248301527f0000000000000000000000000000000000000000000000000000000000000000169063e985e9c590604401602060405180830381865afa1580156140ae573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612fc7919061536e565b5f546001600160a01b031633146115f1576040517f118cdaa7000000000000000000000000000000000000000000000000000000008152336004820152602401610cf5565b6001600160a01b038116614157576040517fd92e233d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b600580547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b0383169081179091556040517ff5550c5eea19b48ac6eb5f03abdc4f59c0a60697abb3d973cd68669703b5c8b9905f90a250565b5f8181526008602052604090208215806141e1575080546bffffffffffffffffffffffff168314155b15614222576040517f8a1dd8940000000000000000000000000000000000000000000000000000000081526004810184905260248101839052604401610cf5565b6040517f4be430d7000000000000000000000000000000000000000000000000000000008152600481018390525f9081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690634be430d7906024016040805180830381865afa1580156142a1573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906142c59190615216565b845491935091506c01000000000000000000000000900467ffffffffffffffff168114614328576040517f8a1dd8940000000000000000000000000000000000000000000000000000000081526004810186905260248101859052604401610cf5565b6001600160a01b0382163314614373576040517f30b558e300000000000000000000000000000000000000000000000000000000815260048101869052336024820152604401610cf5565b505092915050565b805f03614386575050565b5f5f5f5f5f858761c350f1905080610f89576001600160a01b0383165f90815260016020526040812080548492906143bf908490615193565b90915550506040518281526001600160a01b038416907ffa0ea8a012f094d1b6f48df9238391dcbfbbda9acf72c5fa9b26c32451e98a619060200160405180910390a2505050565b5f80546001600160a01b038381167fffffffffffffffffffffffff0000000000000000000000000000000000000000831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6040805160a0810182525f80825260208201819052918101829052606081018290526080810191909152505f818152600c6020908152604091829020825160a08101845281546001600160a01b0381168252600160a01b90046bffffffffffffffffffffffff16928101929092526001015467ffffffffffffffff81169282019290925268010000000000000000820464ffffffffff1660608201526d010000000000000000000000000090910461ffff166080820152821580614540575082816040015167ffffffffffffffff1614155b15611176576040517fe04692fd0000000000000000000000000000000000000000000000000000000081526004810184905260248101839052604401610cf5565b6040517f6352211e0000000000000000000000000000000000000000000000000000000081526004810182905233906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690636352211e90602401602060405180830381865afa1580156145ff573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906146239190615353565b6001600160a01b03161461466c576040517f6d3d185800000000000000000000000000000000000000000000000000000000815260048101829052336024820152604401610cf5565b6146763382613f77565b6115d5576040517f3f57376d00000000000000000000000000000000000000000000000000000000815260048101829052602401610cf5565b60606146da7f0000000000000000000000000000000000000000000000000000000000000000614bb4565b905090565b60606146da7f0000000000000000000000000000000000000000000000000000000000000000614bb4565b610bb861ffff83161115614758576040517fd999849600000000000000000000000000000000000000000000000000000000815261ffff83166004820152610bb86024820152604401610cf5565b610bb861ffff821611156147a6576040517fd999849600000000000000000000000000000000000000000000000000000000815261ffff82166004820152610bb86024820152604401610cf5565b600280547fffffffffffffffff00000000ffffffffffffffffffffffffffffffffffffffff16600160a01b61ffff8581169182027fffffffffffffffff0000ffffffffffffffffffffffffffffffffffffffffffff1692909217760100000000000000000000000000000000000000000000928516928302179092556040805192835260208301919091527f5c6323bf1c2d7aaea2c091a4751c1c87af7f2864650c336507a77d0557af37a1910160405180910390a15050565b5f5f5f8351604103614897576020840151604085015160608601515f1a61488988828585614bf1565b9550955095505050506148a2565b505081515f91506002905b9250925092565b5f612710846080015161ffff1685602001516bffffffffffffffffffffffff166148d39190615144565b6148dd919061515b565b84602001516bffffffffffffffffffffffff166148fa9190615193565b84516001600160a01b03165f90815260016020526040812080549293508392909190614927908490615193565b92505081905550835f01516001600160a01b031683856040015167ffffffffffffffff167ffa6a4a43226871c0729443a2f40bdd4bc7b77fb01445e773f814b735438e1534848660405161497c92919061538d565b60405180910390a450505050565b6001600160a01b0381166149ca576040517fd92e233d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b600280547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b0383169081179091556040517f7dae230f18360d76a040c81f050aa14eb9d6dc7901b20fc5d855e2a20fe814d1905f90a250565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c156115f1576040517f3ee5aeb500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b80825d5050565b5f306001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016148015614ae357507f000000000000000000000000000000000000000000000000000000000000000046145b15614b0d57507f000000000000000000000000000000000000000000000000000000000000000090565b6146da604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60605f614bc083614cd7565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0841115614c2a57505f91506003905082614ccd565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015614c7b573d5f5f3e3d5ffd5b50506040517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe001519150506001600160a01b038116614cc457505f925060019150829050614ccd565b92505f91508190505b9450945094915050565b5f60ff8216601f811115611176576040517fb3512b0c00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f60c08284031215614d27575f5ffd5b50919050565b5f5f83601f840112614d3d575f5ffd5b50813567ffffffffffffffff811115614d54575f5ffd5b602083019150836020828501011115614d6b575f5ffd5b9250929050565b5f5f5f60e08486031215614d84575f5ffd5b614d8e8585614d17565b925060c084013567ffffffffffffffff811115614da9575f5ffd5b614db586828701614d2d565b9497909650939450505050565b5f5f5f60408486031215614dd4575f5ffd5b83359250602084013567ffffffffffffffff811115614da9575f5ffd5b5f6101008284031215614d27575f5ffd5b5f60208284031215614e12575f5ffd5b813567ffffffffffffffff811115614e28575f5ffd5b61168984828501614df1565b5f60208284031215614e44575f5ffd5b5035919050565b5f5f60408385031215614e5c575f5ffd5b50508035926020909101359150565b6001600160a01b03811681146115d5575f5ffd5b5f60208284031215614e8f575f5ffd5b8135612fc781614e6b565b5f5f5f60608486031215614eac575f5ffd5b505081359360208301359350604090920135919050565b5f60c08284031215614ed3575f5ffd5b612fc78383614d17565b5f610100820190506001600160a01b03835116825264ffffffffff602084015116602083015261ffff60408401511660408301526060830151614f24606084018215159052565b506080830151614f38608084018215159052565b5060a0830151614f5360a08401826001600160a01b03169052565b5060c0830151614f7360c08401826bffffffffffffffffffffffff169052565b5060e092830151919092015290565b5f81518084528060208401602086015e5f6020828601015260207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f83011685010191505092915050565b7fff000000000000000000000000000000000000000000000000000000000000008816815260e060208201525f61500860e0830189614f82565b828103604084015261501a8189614f82565b606084018890526001600160a01b038716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b8181101561506f578351835260209384019390920191600101615051565b50909b9a5050505050505050505050565b803561ffff81168114615091575f5ffd5b919050565b5f5f604083850312156150a7575f5ffd5b6150b083615080565b91506150be60208401615080565b90509250929050565b5f5f5f604084860312156150d9575f5ffd5b833567ffffffffffffffff8111156150ef575f5ffd5b6150fb86828701614df1565b935050602084013567ffffffffffffffff811115614da9575f5ffd5b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b808202811582820484141761117657611176615117565b5f8261518e577f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b500490565b8082018082111561117657611176615117565b5f5f83357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe18436030181126151d9575f5ffd5b83018035915067ffffffffffffffff8211156151f3575f5ffd5b602001915036819003821315614d6b575f5ffd5b818382375f9101908152919050565b5f5f60408385031215615227575f5ffd5b825161523281614e6b565b6020939093015192949293505050565b5f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff820361527257615272615117565b5060010190565b8181038181111561117657611176615117565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b8781526001600160a01b038716602082015285604082015284606082015260c060808201528260c0820152828460e08301375f60e084830101525f60e07fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f86011683010190506001600160a01b03831660a083015298975050505050505050565b5f6020828403121561534c575f5ffd5b5051919050565b5f60208284031215615363575f5ffd5b8151612fc781614e6b565b5f6020828403121561537e575f5ffd5b81518015158114612fc7575f5ffd5b82815260408101600483106153c9577f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b826020830152939250505056fea2646970667358221220d7a8f85bac97508c41f06506d0a39b1aaea6f06dcd94220f6e5762621c21e9ec64736f6c63430008250033",
} as const;
