import { z } from "zod";
import { cleanName, safeRedirect } from "~/lib/validation/forms";

/**
 * The account forms' schemas and the spec's texts they show: the page validates with them as the
 * user types and the action validates with them again, as the authority.
 */

/** Texts from the spec's error catalogue, shown verbatim (docs/decisions/014-verbatim-spec-texts.md). */
export const ACCOUNT_MESSAGES = {
  invalidEmail: "Invalid email address",
  userNotFound: "User not found",
  wrongPassword: "Wrong password",
  signedUp: "Successfully Signed Up ! Redirecting to login page..",
  resetSent: "Password reset link sent email",
  loginToContinue: "Please Login to Continue",
  profileSaved: "Horray..! User Updated Successfully!",
  passwordMismatch: "OMG..! Confirm Password Not Matched !",
  passwordUpdated: "Wow..! Password Updated",
  loginAgain: "Please Login again to continue",
  somethingWentWrong: "Something Went Wrong",
} as const;

export const EMAIL_TAKEN = "An account with this email already exists. Please log in instead.";
export const PASSWORD_MIN_LENGTH = 9;
const PASSWORD_MAX_LENGTH = 128;

const name = z
  .string({ error: "Please enter your name." })
  .transform(cleanName)
  .pipe(z.string({ error: "Please enter your name." }).min(1, "Please enter your name.").max(100, "Please keep your name under 100 characters."));

export const accountEmail = z
  .string({ error: "Please enter your email address." })
  .trim()
  .min(1, "Please enter your email address.")
  .max(254, ACCOUNT_MESSAGES.invalidEmail)
  .pipe(z.email(ACCOUNT_MESSAGES.invalidEmail));

/**
 * A phone number with its country code. Spaces, dashes and brackets are dropped, a leading 00 is
 * read as +, and a number typed without a country code gets India's +91 (a leading trunk 0 is dropped).
 */
const phoneNumber = z
  .string({ error: "Please enter your phone number." })
  .trim()
  .min(1, "Please enter your phone number.")
  .max(32, "Please enter a valid phone number with its country code, e.g. +91 98765 43210.")
  .transform((typed) => {
    const compact = typed.replace(/[\s().-]/g, "");
    if (compact.startsWith("+")) return compact;
    if (compact.startsWith("00")) return `+${compact.slice(2)}`;
    return `+91${compact.replace(/^0/, "")}`;
  })
  .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, "Please enter a valid phone number with its country code, e.g. +91 98765 43210."));

/** A password that is the account's email address, or the part before the @, is the first thing anyone tries. */
export function passwordMatchesEmail(password: string, email: string): boolean {
  const lower = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  return lower === address || lower === address.split("@")[0];
}

export const PASSWORD_IS_EMAIL = "Please choose a password that is not your email address.";

/** The password of a new account must not be its own email address. */
const notTheEmail = (form: { email: string; password: string }) => !passwordMatchesEmail(form.password, form.email);

const confirmPassword = z.string({ error: "Please confirm your password." }).max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordMismatch);

/** The password typed to prove it is really the account holder changing the email or password. */
const currentPassword = z.string().max(1024, ACCOUNT_MESSAGES.wrongPassword).optional();

/** Why a new password is too easy to guess, or null when it is fine. */
export type WeakPasswordCheck = (password: string) => string | null;

/**
 * The schemas that take a new password. The server passes its check against the most common
 * passwords, a list kept out of the browser bundle; the page checks everything else as the user
 * types (docs/decisions/047-password-and-name-hygiene.md).
 */
export function newPasswordSchemas(weakPasswordReason: WeakPasswordCheck = () => null) {
  const newPassword = z
    .string({ error: "Please enter a password." })
    .min(PASSWORD_MIN_LENGTH, `Your password needs at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `Please keep your password under ${PASSWORD_MAX_LENGTH} characters.`)
    .superRefine((password, ctx) => {
      const reason = weakPasswordReason(password);
      if (reason) ctx.addIssue({ code: "custom", message: reason });
    });

  /** A form that sets a new password typed twice: the second must match (the spec's mismatch text). */
  function withConfirmedPassword<Shape extends z.ZodRawShape>(shape: Shape) {
    return z
      .object({ ...shape, password: newPassword, confirmPassword })
      .refine((form: Record<string, unknown>) => form.password === form.confirmPassword, {
        message: ACCOUNT_MESSAGES.passwordMismatch,
        path: ["confirmPassword"],
      });
  }

  return {
    /** The spec's signup payload (name, email, password, phone): the JSON call. */
    signupPayloadSchema: z
      .object({ name, email: accountEmail, password: newPassword, phone: phoneNumber })
      .refine(notTheEmail, { message: PASSWORD_IS_EMAIL, path: ["password"] }),
    /** The signup form adds the confirmation field and where to go after logging in. */
    signupFormSchema: withConfirmedPassword({ name, email: accountEmail, phone: phoneNumber, redirectTo: safeRedirect }).refine(notTheEmail, {
      message: PASSWORD_IS_EMAIL,
      path: ["password"],
    }),
    /** A new password from a reset link (the link proves who it is). */
    passwordResetSchema: withConfirmedPassword({}),
    /** A new password on the edit-profile page, with the current one (docs/decisions/046-reauthentication-and-email-change.md). */
    passwordChangeSchema: withConfirmedPassword({ currentPassword }),
  };
}

export const { signupPayloadSchema, signupFormSchema, passwordResetSchema, passwordChangeSchema } = newPasswordSchemas();

export const loginSchema = z.object({
  email: accountEmail,
  password: z.string({ error: "Please enter your password." }).max(1024, ACCOUNT_MESSAGES.wrongPassword),
  redirectTo: safeRedirect,
});

export const personalInfoSchema = z.object({
  name,
  phone: phoneNumber.optional(),
  email: accountEmail,
  currentPassword,
});

export type NewAccount = z.output<typeof signupPayloadSchema>;
/** The forms' field names, for typing them on the page. */
export type LoginFields = z.input<typeof loginSchema>;
export type SignupFields = z.input<typeof signupFormSchema>;
export type PersonalInfoFields = z.input<typeof personalInfoSchema>;
export type PasswordChangeFields = z.input<typeof passwordChangeSchema>;
export type PasswordResetFields = z.input<typeof passwordResetSchema>;

/** The "forgot password" form. */
export const resetRequestSchema = z.object({ email: accountEmail });
