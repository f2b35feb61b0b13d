// Compiles contracts/src (and the test helpers in contracts/test) offline with solc-js and writes
// contracts/artifacts/<ContractName>.json plus a typed index. Output depends only on the sources,
// so a rebuild of unchanged sources is byte-identical.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import solc from "solc";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const artifactsDir = path.join(repoRoot, "contracts", "artifacts");

export const SOLC_SETTINGS = {
  evmVersion: "cancun",
  optimizer: { enabled: true, runs: 10_000 },
  outputSelection: { "*": { "*": ["abi", "evm.bytecode.object", "evm.deployedBytecode.object"] } },
} as const;

/** Sources are named relative to the repository root so artifacts do not depend on where it is checked out. */
const SOURCE_FOLDERS = ["contracts/src", "contracts/test"] as const;

export interface Artifact {
  contractName: string;
  abi: unknown[];
  bytecode: string;
}

interface CompiledContract {
  abi: unknown[];
  evm: { bytecode: { object: string }; deployedBytecode: { object: string } };
}

interface SolcOutput {
  errors?: {
    severity: "error" | "warning" | "info";
    formattedMessage: string;
    sourceLocation?: { file: string };
  }[];
  contracts?: Record<string, Record<string, CompiledContract>>;
}

function readImport(importPath: string): { contents: string } | { error: string } {
  const file = importPath.startsWith("@openzeppelin/")
    ? path.join(repoRoot, "node_modules", importPath)
    : path.join(repoRoot, importPath);
  try {
    return { contents: readFileSync(file, "utf8") };
  } catch {
    return { error: `Source not found: ${importPath}` };
  }
}

function sourceUnits(): Record<string, { content: string }> {
  const sources: Record<string, { content: string }> = {};
  for (const folder of SOURCE_FOLDERS) {
    const files = readdirSync(path.join(repoRoot, folder)).filter((name) => name.endsWith(".sol")).sort();
    for (const name of files) {
      sources[`${folder}/${name}`] = { content: readFileSync(path.join(repoRoot, folder, name), "utf8") };
    }
  }
  return sources;
}

/** Compiles every source and returns the artifact files to write, keyed by path relative to contracts/artifacts. */
export function compileArtifacts(): Map<string, string> {
  const input = { language: "Solidity", sources: sourceUnits(), settings: SOLC_SETTINGS };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: readImport })) as SolcOutput;
  // Our own sources must compile without warnings; OpenZeppelin's notes (e.g. on transient
  // storage) are about its own code and are not ours to fix.
  const problems = (output.errors ?? []).filter(
    (e) => e.severity === "error" || (e.severity === "warning" && !e.sourceLocation?.file.startsWith("@openzeppelin/")),
  );
  if (problems.length > 0) {
    throw new Error(`solc reported problems:\n${problems.map((e) => e.formattedMessage).join("\n")}`);
  }

  const files = new Map<string, string>();
  const productionArtifacts: Artifact[] = [];
  for (const unit of Object.keys(input.sources)) {
    const isTestHelper = unit.startsWith("contracts/test/");
    for (const [contractName, compiled] of Object.entries(output.contracts?.[unit] ?? {})) {
      const bytecode = compiled.evm.bytecode.object;
      if (bytecode.length === 0) continue; // interfaces and abstract contracts
      const artifact: Artifact = { contractName, abi: compiled.abi, bytecode: `0x${bytecode}` };
      files.set(`${isTestHelper ? "test/" : ""}${contractName}.json`, `${JSON.stringify(artifact, null, 2)}\n`);
      if (!isTestHelper) productionArtifacts.push(artifact);
    }
  }
  files.set("index.ts", typedIndex(productionArtifacts));
  return files;
}

function typedIndex(artifacts: Artifact[]): string {
  const blocks = artifacts.map(
    (a) =>
      `export const ${a.contractName} = {\n  contractName: "${a.contractName}",\n` +
      `  abi: ${JSON.stringify(a.abi, null, 2).replace(/\n/g, "\n  ")},\n` +
      `  bytecode: "${a.bytecode}",\n} as const;\n`,
  );
  return `// Written by contracts/build.ts from contracts/src; rebuild instead of editing.\n\n${blocks.join("\n")}`;
}

/** Every file currently in contracts/artifacts, as paths relative to it. */
export function existingArtifactFiles(): string[] {
  const listed = (folder: string) =>
    readdirSync(path.join(artifactsDir, folder), { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.posix.join(folder, entry.name));
  return [...listed("."), ...listed("test")].map((file) => path.posix.normalize(file)).sort();
}

/** Writes the artifacts and removes those of contracts that no longer exist. */
export function writeArtifacts(files: Map<string, string>): void {
  mkdirSync(path.join(artifactsDir, "test"), { recursive: true });
  for (const stale of existingArtifactFiles().filter((file) => !files.has(file))) {
    rmSync(path.join(artifactsDir, stale));
  }
  for (const [relative, content] of files) writeFileSync(path.join(artifactsDir, relative), content);
}

export function readArtifactFile(relative: string): string {
  return readFileSync(path.join(artifactsDir, relative), "utf8");
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const started = Date.now();
  const files = compileArtifacts();
  writeArtifacts(files);
  console.log(`Wrote ${files.size} files to contracts/artifacts in ${Date.now() - started} ms`);
}
