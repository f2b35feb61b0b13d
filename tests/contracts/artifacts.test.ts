import { describe, expect, it } from "vitest";
import { compileArtifacts, existingArtifactFiles, readArtifactFile } from "../../contracts/build";

describe("committed contract artifacts", () => {
  it("are exactly what compiling the current sources produces", () => {
    const built = compileArtifacts();
    expect(existingArtifactFiles()).toEqual([...built.keys()].sort());
    for (const [file, content] of built) {
      expect(readArtifactFile(file) === content, `${file} is up to date (run npm run contracts:build)`).toBe(true);
    }
    const market = JSON.parse(built.get("DiginoorMarket.json")!) as { contractName: string; bytecode: string };
    expect(market.contractName).toBe("DiginoorMarket");
    expect(market.bytecode).toMatch(/^0x[0-9a-f]+$/);
  }, 120_000);
});
