import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { readJsonBody } from "~/lib/input.server";
import { ACCOUNT_MESSAGES, EMAIL_TAKEN } from "~/lib/validation/accounts";
import { actionSchemas } from "~/lib/validation/accounts.server";
import { createAccount } from "~/models/accounts.server";
import { clientAddress } from "~/models/auth.server";
import { emailKey, RATE_RULES, retryAfterHeader, retryMessage, takeHit } from "~/models/rate-limits.server";

/** Generous for four short fields; anything bigger is refused before it is read. */
const MAX_BODY_BYTES = 16 * 1024;

const refuse = (status: number, message: string, errors?: Record<string, string[]>, headers?: HeadersInit) =>
  json({ message, ...(errors ? { errors } : {}) }, { status, headers });

const UNREADABLE = {
  400: "The request body is not valid JSON.",
  413: "The request is too large.",
  415: "Send the sign-up details as JSON (Content-Type: application/json).",
} as const;

/**
 * The spec's `POST /auth/signup` call: JSON { name, email, password, phone }. 200 with the new
 * user's uid on success; 4xx with a message (and per-field errors) otherwise.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return refuse(405, "Use POST to sign up.");
  const read = await readJsonBody(request, MAX_BODY_BYTES);
  if (!read.ok) return refuse(read.status, UNREADABLE[read.status]);
  const parsed = actionSchemas.signupPayloadSchema.safeParse(read.body);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.length ? issue.path.join(".") : "body";
      const message = issue.code === "invalid_type" && issue.path.length === 0 ? "Send a JSON object with name, email, password and phone." : issue.message;
      (errors[field] ??= []).push(message);
    }
    return refuse(400, Object.values(errors)[0][0], errors);
  }
  const waitMs = takeHit([
    [RATE_RULES.signupsPerAddress, clientAddress(request, context)],
    [RATE_RULES.signupsPerEmail, emailKey(parsed.data.email)],
  ]);
  if (waitMs > 0) return refuse(429, retryMessage(waitMs, "sign-up attempts"), undefined, retryAfterHeader(waitMs));
  const created = await createAccount(parsed.data);
  if (!created.ok) return refuse(409, EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
  return json({ message: ACCOUNT_MESSAGES.signedUp, uid: created.uid });
}

export function loader() {
  return refuse(405, "Use POST to sign up.");
}
