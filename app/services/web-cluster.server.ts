/**
 * The web server as several processes behind one port (docs/decisions/088-web-workers.md): a
 * supervisor forks one worker per core (node:cluster shares the listening socket), replaces a
 * worker that dies, and runs nothing else. The indexer, keeper and mint jobs run in one other
 * process (scripts/start.ts), never in a worker, so each job runs exactly once.
 */
import cluster, { type Worker } from "node:cluster";

export type WebProcessRole = "single" | "supervisor" | "worker";

/**
 * What this process is: a forked worker serves; the first process supervises workers in
 * production and serves by itself in development (`remix dev` reloads one process).
 */
export function webProcessRole({ isPrimary, production }: { isPrimary: boolean; production: boolean }): WebProcessRole {
  if (!isPrimary) return "worker";
  return production ? "supervisor" : "single";
}

export type WorkerExitAction = "replace" | "stop" | "none";

/**
 * What the supervisor does when a worker ends: nothing while stopping; a worker that failed by
 * itself before it ever listened (port taken, broken build) would fail again, so the server stops
 * with an error instead of forking in a loop; any other (a crash while serving, a kill) is replaced.
 */
export function afterWorkerExit({ stopping, listened, signal }: { stopping: boolean; listened: boolean; signal: string | null }): WorkerExitAction {
  if (stopping) return "none";
  return listened || signal ? "replace" : "stop";
}

/** How long workers get to finish the requests they hold after SIGTERM. */
const STOP_GRACE_MS = 5_000;

/** Forks `count` workers of this script and keeps that many running until SIGTERM/SIGINT. */
export function superviseWorkers({ count, log }: { count: number; log: (line: string) => void }) {
  const listened = new Set<number>();
  let stopping = false;
  let exitCode = 0;

  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.once("listening", () => {
      listened.add(worker.id);
      // Until a worker listens, node:cluster hands it no connections: this line says it serves.
      log(`worker ${worker.process.pid} serving`);
    });
    return worker;
  };
  const running = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const workers = running();
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker.process.kill("SIGTERM");
    setTimeout(() => process.exit(exitCode), STOP_GRACE_MS).unref();
  };

  cluster.on("exit", (worker, code, signal) => {
    const action = afterWorkerExit({ stopping, listened: listened.has(worker.id), signal });
    listened.delete(worker.id);
    if (action === "replace") {
      log(`worker ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); starting a new one`);
      fork();
    } else if (action === "stop") {
      log(`worker ${worker.process.pid} ended before it could serve (${signal ?? `exit code ${code}`}); stopping`);
      stop(1);
    }
    if (stopping && running().length === 0) process.exit(exitCode);
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => stop(0));
  for (let i = 0; i < count; i++) fork();
}

/** In a worker or a single process: stop taking connections on SIGTERM/SIGINT, finish, exit. */
export function closeOnSignal(server: { close(callback: () => void): unknown }) {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      server.close(() => process.exit(0));
      setTimeout(() => process.exit(0), STOP_GRACE_MS).unref();
    });
  }
}
