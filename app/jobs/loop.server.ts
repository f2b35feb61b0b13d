/**
 * The polling loop the background jobs (indexer, keeper) share: a tick every `pollMs`, and while
 * the node is down a pause that doubles each time up to `maxBackoffMs`, announced once.
 */
export type RunningJob = { stop(): Promise<void> };

export type LoopOptions = { pollMs: number; maxBackoffMs?: number; log?: (line: string) => void };

const firstLine = (error: unknown) => (error instanceof Error ? error.message.split("\n")[0] : String(error));

/**
 * Runs `tick` every `pollMs`; a failing tick (the node down) waits twice as long each time, up to
 * `maxBackoffMs`, then resumes the normal pace once a tick succeeds.
 */
export function runLoop(name: string, tick: () => Promise<void>, options: LoopOptions): RunningJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  let failures = 0;
  const done = (async () => {
    while (!stopped) {
      try {
        await tick();
        if (failures > 0) options.log?.(`${name}: the chain answers again.`);
        failures = 0;
      } catch (error) {
        failures += 1;
        if (failures === 1) options.log?.(`${name}: ${firstLine(error)}; retrying.`);
      }
      const delay = failures ? Math.min(options.pollMs * 2 ** failures, options.maxBackoffMs ?? 30_000) : options.pollMs;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, delay);
      });
    }
  })();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      wake?.();
      await done;
    },
  };
}
