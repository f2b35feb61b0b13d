import { weakPasswordReason } from "~/lib/password-rules.server";
import { newPasswordSchemas } from "~/lib/validation/accounts";

/**
 * The actions' new-password schemas: the page's, plus the check against the most common
 * passwords, whose list stays on the server (docs/decisions/047-password-and-name-hygiene.md).
 */
export const actionSchemas = newPasswordSchemas(weakPasswordReason);
