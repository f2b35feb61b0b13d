import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Imports point down the layers: routes → pages → components → models → services → lib → db.
 * The configuration module is the floor: it imports nothing of the app, and anything may read it.
 */
type Layer = "routes" | "pages" | "components" | "models" | "jobs" | "services" | "lib" | "content" | "config" | "db" | "other";

const FORBIDDEN: Partial<Record<Layer, Layer[]>> = {
  components: ["routes", "pages"],
  models: ["routes", "pages", "components", "jobs"],
  services: ["routes", "pages", "components", "models", "jobs"],
  lib: ["routes", "pages", "components", "models", "jobs", "services"],
  db: ["routes", "pages", "components", "models", "jobs", "services", "lib", "content"],
  config: ["routes", "pages", "components", "models", "jobs", "services", "lib", "content", "db"],
};

const ROOT = path.resolve(".");
const SOURCE = /\.(ts|tsx)$/;

function layerOf(file: string): Layer {
  const relative = path.relative(ROOT, file).split(path.sep).join("/");
  if (relative === "app/config.server.ts") return "config";
  if (relative === "app/root.tsx" || relative.startsWith("app/routes/")) return "routes";
  const [top, second] = relative.split("/");
  if (top === "db") return "db";
  if (top !== "app") return "other";
  const layers: Record<string, Layer> = {
    pages: "pages",
    components: "components",
    models: "models",
    jobs: "jobs",
    services: "services",
    lib: "lib",
    content: "content",
  };
  return layers[second] ?? "other";
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Every module a file names in an import or re-export statement, or a dynamic import(), as TypeScript parses them. */
export function importedSpecifiers(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/** The file a specifier points at, or null for a package. */
function resolve(specifier: string, from: string): string | null {
  if (specifier.startsWith("~db/")) return path.join(ROOT, "db", specifier.slice(4));
  if (specifier.startsWith("~/")) return path.join(ROOT, "app", specifier.slice(2));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(from), specifier);
  return null;
}

function upwardImports(): string[] {
  const files = [...sourceFiles(path.join(ROOT, "app")), ...sourceFiles(path.join(ROOT, "db"))];
  return files.flatMap((file) => {
    const forbidden = FORBIDDEN[layerOf(file)] ?? [];
    return importedSpecifiers(readFileSync(file, "utf8")).flatMap((specifier) => {
      const target = resolve(specifier, file);
      if (!target) return [];
      const targetLayer = layerOf(target);
      return forbidden.includes(targetLayer)
        ? [`${path.relative(ROOT, file)} (${layerOf(file)}) imports ${specifier} (${targetLayer})`]
        : [];
    });
  });
}

describe("the layers", () => {
  it("reads import, re-export and dynamic import statements", () => {
    const source = [
      'import { a } from "~/models/a.server";',
      'import type {\n  B,\n} from "../lib/b";',
      'export { c } from "./c";',
      'const d = await import("~db/d");',
      'import "./side-effect.css";',
      "const text = 'not an import from \"x\"'; // import { y } from \"z\"",
    ].join("\n");
    expect(importedSpecifiers(source)).toEqual(["~/models/a.server", "../lib/b", "./c", "~db/d", "./side-effect.css"]);
  });

  it("sees an upward import", () => {
    expect(layerOf(path.join(ROOT, "app/lib/format.ts"))).toBe("lib");
    expect(FORBIDDEN.lib).toContain(layerOf(path.join(ROOT, "app/models/nfts.server.ts")));
    expect(FORBIDDEN.db).toContain(layerOf(path.join(ROOT, "app/lib/format.ts")));
  });

  it("has no import that points up", () => {
    expect(upwardImports()).toEqual([]);
  });
});
