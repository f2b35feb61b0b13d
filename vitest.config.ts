import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~db": path.resolve("db"),
      "~": path.resolve("app"),
    },
  },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "tests/contracts/**/*.test.ts"],
    globalSetup: ["tests/unit/global-setup.ts"],
    setupFiles: ["tests/unit/setup.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 30_000,
    // Suites that start a chain and deploy in beforeAll need more than the 10 s default on a busy 2-core machine.
    hookTimeout: 120_000,
  },
});
