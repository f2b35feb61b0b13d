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
 */
export default function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), "diginoor-template-"));
  const file = path.join(folder, "diginoor.sqlite");
  const db = openDatabase(file);
  seedDatabase(db);
  // Closing the last connection folds the write-ahead log into the file, so the file alone is a copy.
  db.$client.close();
  project.provide("templateDatabase", file);
  return () => rmSync(folder, { recursive: true, force: true });
}
