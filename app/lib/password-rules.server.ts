import { COMMON_PASSWORDS } from "~/lib/common-passwords.server";

let common: Set<string> | undefined;
const commonPasswords = () => (common ??= new Set(COMMON_PASSWORDS.split(" ")));

/** Each character one step after (or before) the previous one: 123456789, abcdefghi, 987654321. */
function isSequence(text: string): boolean {
  const step = text.charCodeAt(1) - text.charCodeAt(0);
  if (Math.abs(step) !== 1) return false;
  for (let i = 2; i < text.length; i++) if (text.charCodeAt(i) - text.charCodeAt(i - 1) !== step) return false;
  return true;
}

/**
 * Why a new password is too easy to guess, or null when it is fine: one of the most common
 * passwords, one character repeated, or a plain run of letters or digits (docs/decisions/047-password-and-name-hygiene.md).
 */
export function weakPasswordReason(password: string): string | null {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return "This is one of the most common passwords. Please choose one that is harder to guess.";
  if (/^(.)\1*$/su.test(password)) return "Please choose a password that is not one character repeated.";
  if (isSequence(lower)) return "Please choose a password that is not a simple sequence like 123456789.";
  return null;
}
