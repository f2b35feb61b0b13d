/**
 * Grants the admin role to an existing account, so the first admin can open /studio.
 *
 *   npm run admin:grant -- someone@example.com
 */
import { z } from "zod";
import { setRole } from "../app/models/studio/roles.server";

const USAGE = "Usage: npm run admin:grant -- {email of an existing account}";

const [email, ...rest] = process.argv.slice(2);
const parsed = z.email().safeParse(email?.trim());
if (!parsed.success || rest.length > 0) {
  console.error(USAGE);
  process.exit(2);
}
const result = setRole(null, { email: parsed.data, role: "admin" });
if (!result.ok) {
  console.error(result.error);
  process.exit(1);
}
console.log(`${parsed.data} is now an admin: sign in and open /studio.`);
