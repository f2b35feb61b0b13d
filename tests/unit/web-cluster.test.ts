/**
 * The web server's processes (docs/decisions/088-web-workers.md): in production a supervisor and
 * WEB_WORKERS workers on one port, none of them running jobs; a worker that dies is replaced
 * while the others keep serving. Runs the production build the global setup makes (tests/unit/global-setup.ts).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { afterWorkerExit, webProcessRole } from "~/services/web-cluster.server";

describe("which part a process plays", () => {
  it("supervises in production, serves alone in development, and a forked worker serves", () => {
    expect(webProcessRole({ isPrimary: true, production: true })).toBe("supervisor");
    expect(webProcessRole({ isPrimary: true, production: false })).toBe("single");
    expect(webProcessRole({ isPrimary: false, production: true })).toBe("worker");
  });

  it("replaces a worker that crashed or was killed, stops when one failed to start, and does nothing while stopping", () => {
    expect(afterWorkerExit({ stopping: false, listened: true, signal: null })).toBe("replace");
    expect(afterWorkerExit({ stopping: false, listened: true, signal: "SIGSEGV" })).toBe("replace");
    expect(afterWorkerExit({ stopping: false, listened: false, signal: "SIGKILL" })).toBe("replace");
    expect(afterWorkerExit({ stopping: false, listened: false, signal: null })).toBe("stop");
    expect(afterWorkerExit({ stopping: true, listened: true, signal: null })).toBe("none");
  });
});

const PORT = 3358;
const origin = `http://127.0.0.1:${PORT}`;
let server: ChildProcess;

/** The node processes the supervisor forked (tsx also starts an esbuild helper, not a worker). */
function forkedPids(): number[] {
  const out = spawnSync("ps", ["--ppid", String(server.pid), "-o", "pid=,args="], { encoding: "utf8" }).stdout;
  return out
    .split("\n")
    .filter((line) => line.includes("scripts/web-server.ts"))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

/** What the supervisor and its workers printed so far. */
let output = "";

/** The workers alive now that the supervisor reported serving (it logs when each listens). */
function servingPids(): number[] {
  return [...output.matchAll(/\[web\] worker (\d+) serving/g)]
    .map(([, pid]) => Number(pid))
    .filter((pid) => spawnSync("kill", ["-0", String(pid)]).status === 0);
}

async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const status = () =>
  fetch(`${origin}/status`, { signal: AbortSignal.timeout(20_000) }).then(
    (response) => response.status,
    () => 0,
  );

describe("the production web server", () => {
  beforeAll(async () => {
    server = spawn(process.execPath, ["--import", "tsx", "scripts/web-server.ts"], {
      env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), HOST: "127.0.0.1", WEB_WORKERS: "2", SEED_ON_START: "false" },
      stdio: ["ignore", "pipe", "ignore"],
      detached: true,
    });
    server.stdout!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    // Both must listen before one is killed: while none listens the port refuses connections.
    await waitFor(async () => servingPids().length === 2 && (await status()) === 200, 180_000);
  }, 200_000);

  afterAll(() => {
    if (server.exitCode === null && server.signalCode === null) process.kill(-server.pid!, "SIGKILL");
  });

  it("runs the configured number of workers behind one port", () => {
    expect(servingPids()).toHaveLength(2);
  });

  it("keeps serving when a worker dies, and starts a replacement", async () => {
    const [victim, survivor] = servingPids();
    process.kill(victim, "SIGKILL");
    // The supervisor forks the replacement once it has seen the victim end, and from then on hands
    // connections only to the survivor until the replacement listens.
    await waitFor(() => {
      const children = forkedPids();
      return children.length === 2 && !children.includes(victim);
    });
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await status());
    expect(answers).toEqual(Array(8).fill(200));
    const replaced = await waitFor(() => {
      const pids = servingPids();
      return pids.length === 2 && !pids.includes(victim) && pids.includes(survivor) ? pids : null;
    });
    expect(replaced).toHaveLength(2);
  }, 120_000);

  it("stops every worker on SIGTERM", async () => {
    const pids = servingPids();
    process.kill(server.pid!, "SIGTERM");
    await waitFor(() => pids.every((pid) => spawnSync("kill", ["-0", String(pid)]).status !== 0), 15_000);
    await waitFor(() => server.exitCode !== null || server.signalCode !== null, 15_000);
    expect(server.exitCode).toBe(0);
  });
});
