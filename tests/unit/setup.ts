import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Each test file gets its own data folder, so its database is fresh, migrated and seeded on
// first use and never touches data/.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "diginoor-test-"));
process.env.NODE_ENV = "test";
