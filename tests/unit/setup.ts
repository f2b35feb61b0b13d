import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, inject, vi } from "vitest";
import { takeExpectedConsoleErrors } from "./console";

// Each test file gets its own data folder, so its database is fresh, migrated and seeded (a copy
// of the run's template) and never touches data/.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "diginoor-test-"));
process.env.NODE_ENV = "test";
copyFileSync(inject("templateDatabase"), path.join(process.env.DATA_DIR, "diginoor.sqlite"));

// An unexpected console.error fails the test that caused it; a test expecting one says so
// with `expectConsoleError()` (tests/unit/console.ts).
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void consoleErrors.push(args));
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  const expected = takeExpectedConsoleErrors();
  if (!expected && consoleErrors.length > 0) {
    const logged = consoleErrors.map((args) => args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(" "));
    throw new Error(`Unexpected console.error:\n${logged.join("\n")}`);
  }
});
