import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** Each e2e server runs its own embedded chain, on a port derived from its HTTP port. */
const CHAIN_PORT = Number(process.env.E2E_CHAIN_PORT ?? PORT + 5400);

/** Specs that travel in chain time (evm_increaseTime): named `*.time.spec.ts`. */
const CHAIN_TIME_SPECS = /\.time\.spec\.ts$/;

/** Debian's Chromium, never a downloaded browser. */
const chromium = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  timeout: 30_000,
  // Two cores run the server, two browsers and axe at once: give each assertion some slack.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace costs every test about half a second here; CI records the retry of a failure.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
  },
  projects: [
    { name: "chromium", use: chromium, testIgnore: CHAIN_TIME_SPECS },
    // One chain serves every test: specs that move its clock run alone, after all the others.
    { name: "chain-time", use: chromium, testMatch: CHAIN_TIME_SPECS, dependencies: ["chromium"] },
  ],
  webServer: {
    // A throwaway data folder and chain: migrated, seeded, deployed and listed on chain, like a first `npm start`.
    command: `rm -rf .e2e-data-${PORT} && DATA_DIR=.e2e-data-${PORT} CHAIN_PORT=${CHAIN_PORT} COOKIE_SECURE=false KEPT_CHECK=true RATE_LIMIT_EXEMPT_ADDRESSES=127.0.0.1,::1,::ffff:127.0.0.1 PORT=${PORT} npx tsx scripts/start.ts`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
