import { z } from "zod";

/** Form schemas shared by the page (validating as the user types) and the action (the authority). */

const email = z
  .string({ error: "Please enter your email address." })
  .trim()
  .min(1, "Please enter your email address.")
  .max(254, "That email address is too long.")
  .pipe(z.email("Please enter a valid email address, like name@example.com."));

/** Only same-site paths, so a crafted form cannot send people elsewhere. */
export const safeRedirect = z
  .string()
  .optional()
  .transform((to) => (to && to.startsWith("/") && !to.startsWith("//") && !to.startsWith("/\\") ? to : "/"));

export const newsletterSchema = z.object({ email, redirectTo: safeRedirect });

export const contactSchema = z.object({
  name: z
    .string({ error: "Please tell us your name." })
    .trim()
    .min(1, "Please tell us your name.")
    .max(100, "Please keep your name under 100 characters."),
  email,
  message: z
    .string({ error: "Please write a message." })
    .trim()
    .min(10, "Please write at least 10 characters so we can help.")
    .max(5000, "Please keep your message under 5,000 characters."),
});
export type ContactFields = z.input<typeof contactSchema>;
