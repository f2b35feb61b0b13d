import { makeError } from "ethers";
import { describe, expect, it } from "vitest";
import { decodeChainError, USER_REJECTED_MESSAGE } from "~/lib/chain-errors";
import { collectibleInterface, marketInterface } from "~/services/chain.server";

const interfaces = [collectibleInterface(), marketInterface()];

describe("decodeChainError", () => {
  it("reads the market's custom errors as sentences", () => {
    const data = marketInterface().encodeErrorResult("BidNotHigher", [1n, 2n]);
    const error = makeError("execution reverted", "CALL_EXCEPTION", { action: "estimateGas", data, reason: null, transaction: { to: null, data: "0x" }, invocation: null, revert: null });
    expect(decodeChainError(error, interfaces)).toEqual({ kind: "reverted", reason: "Bid not higher.", message: "The transaction was refused: Bid not higher." });
  });

  it("uses hand-written words for the OpenZeppelin errors people meet", () => {
    const data = collectibleInterface().encodeErrorResult("ERC721NonexistentToken", [7n]);
    expect(decodeChainError({ code: -32000, message: "execution reverted", data }, interfaces).message).toBe("The transaction was refused: This token does not exist.");
  });

  it("passes a require string through", () => {
    const error = makeError("execution reverted", "CALL_EXCEPTION", { action: "call", data: "0x", reason: "Sale closed", transaction: { to: null, data: "0x" }, invocation: null, revert: { signature: "Error(string)", name: "Error", args: ["Sale closed"] } });
    expect(decodeChainError(error, interfaces).message).toBe("The transaction was refused: Sale closed.");
  });

  it("says Transaction Rejected when the wallet's owner refuses", () => {
    expect(decodeChainError({ code: 4001, message: "User rejected the request." })).toEqual({ kind: "rejected", message: USER_REJECTED_MESSAGE });
    expect(decodeChainError(makeError("user rejected action", "ACTION_REJECTED", { action: "sendTransaction", reason: "rejected" })).message).toBe("Transaction Rejected");
  });

  it("tells apart missing funds, nonce clashes and an unreachable node", () => {
    expect(decodeChainError(new Error("insufficient funds for gas * price + value")).kind).toBe("insufficient-funds");
    expect(decodeChainError(new Error("nonce too low: next nonce 5, tx nonce 4")).kind).toBe("nonce");
    expect(decodeChainError(new Error("replacement transaction underpriced")).kind).toBe("nonce");
    expect(decodeChainError(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED" })).kind).toBe("unreachable");
    expect(decodeChainError(new Error("something odd"))).toEqual({ kind: "unknown", message: "The transaction failed. Please try again." });
  });
});
