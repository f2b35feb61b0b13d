import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../db/open";
import { seedDatabase } from "../../db/seed";

declare module "vitest" {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}

/**
 * Migrates and seeds one database for the whole run; each test file starts from a copy of it
 * (a few ms) instead of migrating and seeding its own (tens of ms).
 *
 * Builds the production server once, before any test file runs, for the suites that start it as
 * `npm start` does (crash.test.ts, web-cluster.test.ts). Always: a build left over from older code
 * would run against the current schema. Once: a suite building while another's server forks a
 * worker from the build would hand that worker a half-written file.
 */
export default function setup(project: TestProject) {
  // A production build, as `npm start` makes (vitest's NODE_ENV=test would make a development one).
  const build = spawnSync("npx", ["remix", "build"], { encoding: "utf8", env: { ...process.env, NODE_ENV: "production" } });
  if (build.status !== 0) throw new Error(`remix build failed:\n${build.stdout}${build.stderr}`);
  const folder = mkdtempSync(path.join(tmpdir(), "diginoor-template-"));
  const file = path.join(folder, "diginoor.sqlite");
  const db = openDatabase(file);
  seedDatabase(db);
  // Closing the last connection folds the write-ahead log into the file, so the file alone is a copy.
  db.$client.close();
  project.provide("templateDatabase", file);
  return () => rmSync(folder, { recursive: true, force: true });
}
