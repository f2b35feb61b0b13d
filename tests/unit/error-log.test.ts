import { json } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { expectConsoleError } from "./console";

const { handleError } = await import("~/entry.server");

const request = (init: RequestInit = {}) =>
  new Request("http://localhost/nftdetail/7?bid=1", { headers: { "X-Request-Id": "req-42" }, ...init });
const args = (req: Request) => ({ request: req, params: {}, context: {} });

describe("handleError", () => {
  it("logs an unexpected error once, with the request id, method and path", () => {
    expectConsoleError();
    const error = new Error("database is locked");
    handleError(error, args(request()));
    handleError(error, args(request()));
    expect(vi.mocked(console.error)).toHaveBeenCalledTimes(1);
    const line = String(vi.mocked(console.error).mock.calls[0][0]);
    expect(line).toContain("request req-42 GET /nftdetail/7");
    expect(line).toContain("database is locked");
  });

  it("gives a request without an id one of its own", () => {
    expectConsoleError();
    handleError(new Error("boom"), args(new Request("http://localhost/sell/1", { headers: { "X-Request-Id": "bad id with spaces" } })));
    const line = String(vi.mocked(console.error).mock.calls[0][0]);
    expect(line).toMatch(/request [0-9a-f-]{36} GET \/sell\/1/);
  });

  it("says nothing of thrown responses or of requests the client gave up on", () => {
    handleError(json("There is no collectible with that id.", { status: 404 }), args(request()));
    const controller = new AbortController();
    controller.abort();
    handleError(new Error("late"), args(request({ signal: controller.signal })));
    expect(vi.mocked(console.error)).not.toHaveBeenCalled();
  });
});
