import { z } from "zod";
import { sameSitePath } from "~/lib/same-site-path";

/** Form schemas shared by the page (validating as the user types) and the action (the authority). */

const email = z
  .string({ error: "Please enter your email address." })
  .trim()
  .min(1, "Please enter your email address.")
  .max(254, "That email address is too long.")
  .pipe(z.email("Please enter a valid email address, like name@example.com."));

/**
 * A name as people see it: control characters, bidirectional overrides, invisible zero-width
 * characters and halves of a surrogate pair (only a JSON body can carry one) removed, spaces
 * trimmed. Zero-width joiners stay between letters (Indic scripts and emoji need them) but a name
 * of nothing else is empty (docs/decisions/047-password-and-name-hygiene.md).
 */
export function cleanName(typed: string): string {
  const cleaned = typed.replace(/[\p{Cc}\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uD800-\uDFFF]/gu, "").trim();
  return cleaned.replace(/[\u200C\u200D\s]/gu, "") === "" ? "" : cleaned;
}

/** A redirect target field: only same-site paths, so a crafted form cannot send people elsewhere. */
export const safeRedirect = z.string().optional().transform(sameSitePath);

export const newsletterSchema = z.object({ email, redirectTo: safeRedirect });

export const contactSchema = z.object({
  name: z
    .string({ error: "Please tell us your name." })
    .transform(cleanName)
    .pipe(z.string({ error: "Please tell us your name." }).min(1, "Please tell us your name.").max(100, "Please keep your name under 100 characters.")),
  email,
  message: z
    .string({ error: "Please write a message." })
    .trim()
    .min(10, "Please write at least 10 characters so we can help.")
    .max(5000, "Please keep your message under 5,000 characters."),
});
export type ContactFields = z.input<typeof contactSchema>;
