import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("APP_URL", () => {
  it.each([
    ["https://diginoor.example", true],
    ["https://diginoor.example/", true],
    ["https://diginoor.example/shop", false],
    ["https://diginoor.example/?a=1", false],
    ["ftp://diginoor.example", false],
    ["not a url", false],
  ] as const)("%s is accepted: %s (checked once, at start)", async (value, ok) => {
    vi.resetModules();
    vi.stubEnv("APP_URL", value);
    const loaded = import("~/config.server");
    if (ok) expect((await loaded).config.appUrl).toBe("https://diginoor.example");
    else await expect(loaded).rejects.toThrow(/APP_URL/);
  });

  it("defaults to http://localhost:PORT when unset, and says so", async () => {
    vi.resetModules();
    vi.stubEnv("APP_URL", undefined);
    vi.stubEnv("PORT", "4123");
    const { config } = await import("~/config.server");
    expect(config.appUrl).toBe("http://localhost:4123");
    expect(config.appUrlConfigured).toBe(false);
  });
});
