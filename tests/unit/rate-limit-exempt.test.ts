import { describe, expect, it, vi } from "vitest";
import { RATE_RULES } from "~/models/rate-limits.server";
import { action as signupAction } from "~/routes/signup";
import { errorsOf, freshEmail, post } from "./support";

vi.hoisted(() => {
  process.env.RATE_LIMIT_EXEMPT_ADDRESSES = "198.51.100.5, ::1";
});

const PASSWORD = "harbour violet 8";
const signUp = (email: string, address: string) =>
  post(signupAction, "/signup", { name: "Exempt", phone: "+919800000010", email, password: PASSWORD, confirmPassword: PASSWORD }, { context: { clientAddress: address } });

describe("RATE_LIMIT_EXEMPT_ADDRESSES", () => {
  it("skips the per-address limits for listed addresses only", async () => {
    for (let i = 0; i <= RATE_RULES.signupsPerAddress.limit; i++) expect((await signUp(freshEmail("exempt"), "198.51.100.5")).status).toBe(200);
    for (let i = 0; i < RATE_RULES.signupsPerAddress.limit; i++) await signUp(freshEmail("counted"), "198.51.100.6");
    expect((await signUp(freshEmail("counted"), "198.51.100.6")).status).toBe(429);
  });

  it("keeps the per-email limits for them", async () => {
    const email = freshEmail("same");
    for (let i = 0; i < RATE_RULES.signupsPerEmail.limit; i++) await signUp(email, "198.51.100.5");
    const refused = await signUp(email, "198.51.100.5");
    expect(refused.status).toBe(429);
    expect((await errorsOf(refused)).email?.[0]).toMatch(/^Too many sign-up attempts\./);
  });
});
