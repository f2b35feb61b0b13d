import { describe, expect, it } from "vitest";
import { utf8Bytes } from "~/lib/http.server";

/**
 * A page's bytes are written by ICU's converter from UTF-16 (app/lib/http.server.ts), which is
 * twice as fast as TextEncoder for a page with any character beyond Latin-1. They must be the
 * bytes TextEncoder writes, for every text a page can hold.
 */
const encoder = new TextEncoder();

describe("a page's UTF-8 bytes", () => {
  it("are TextEncoder's for ASCII, Latin-1, other scripts, emoji and a page-sized text", () => {
    const card = '<li><h3 class="nft-card__title">Costume Trial — Durga&#x27;s Saree</h3><p>© ₹ 0.05 · கபாலி · कबाली 🎬</p></li>';
    const texts = ["", "<!DOCTYPE html><p>plain</p>", "Café © Diginoor", "கபாலி — कबाली", "🎬🎟️", card.repeat(300)];
    for (const text of texts) expect(Buffer.from(utf8Bytes(text)).equals(Buffer.from(encoder.encode(text)))).toBe(true);
  });

  it("write a lone surrogate as U+FFFD, as TextEncoder does, instead of failing the page", () => {
    for (const text of ["a\uD800b", "title \uDC00", "\uD83D", `${"x".repeat(5_000)}\uD83D`]) {
      const bytes = utf8Bytes(text);
      expect(Buffer.from(bytes).equals(Buffer.from(encoder.encode(text)))).toBe(true);
      expect(new TextDecoder().decode(bytes)).toContain("\uFFFD");
    }
  });
});
