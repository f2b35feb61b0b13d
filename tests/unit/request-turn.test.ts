/**
 * Every request reaches Remix in a turn of its own: no loader answers from generations read before
 * its request arrived (docs/decisions/128-account-reads-kept-until-a-write.md), even when other
 * code read them earlier in the same turn of the event loop.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoize } from "~/lib/memo.server";
import { otherWorker, serveResourceRoutes } from "./support";

let source = "before the edit";
const kept = memoize(60_000, () => source);

/** What another worker's edit commits: the text, and the catalogue generation its write bumps. */
function editByAnotherWorker() {
  source = "after the edit";
  const other = otherWorker();
  other.prepare("INSERT INTO cache_generations (name, value) VALUES ('catalogue', 1) ON CONFLICT(name) DO UPDATE SET value = value + 1").run();
  other.close();
}

let server: Awaited<ReturnType<typeof serveResourceRoutes>>;

beforeAll(async () => {
  // Code that runs before the request reaches Remix, in the same turn: it reads the generation,
  // then another worker commits an edit.
  server = await serveResourceRoutes({ text: () => new Response(kept()) }, (_req, _res, next) => {
    kept();
    editByAnotherWorker();
    next();
  });
});
afterAll(() => server.close());

describe("a request's turn", () => {
  it("reads the generations afresh when the request reaches Remix", async () => {
    const answer = await fetch(`http://127.0.0.1:${server.port}/text`);
    expect(await answer.text()).toBe("after the edit");
  });
});
