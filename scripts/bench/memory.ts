/** The memory check: one worker's RSS and JS heap after 10,000 requests and after `--requests`. */
import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import type { Socket } from "node:net";
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { AS_A_BROWSER_ASKS, CONNECTIONS, LEAK_REQUESTS } from "./options";
import { startServer, stopServer, workerPids } from "./servers";

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith("VmRSS:"))!;
  return Number(line.split(/\s+/)[1]) / 1024;
}

/**
 * One request to a process's inspector (the Chrome DevTools protocol) over a WebSocket, written
 * by hand: Node 20 has no WebSocket client. SIGUSR1 makes a Node process open its inspector on
 * its inspect port: a cluster worker's is the supervisor's plus the worker's number, so the first
 * few ports above `basePort` are tried (only the signalled worker listens). The request and its
 * answer are single small frames.
 */
async function inspectorCall(pid: number, basePort: number, method: string, params: object = {}): Promise<Record<string, unknown>> {
  process.kill(pid, "SIGUSR1");
  let targets: { webSocketDebuggerUrl: string }[] = [];
  const listTargets = (port: number) => fetch(`http://127.0.0.1:${port}/json/list`).then((r) => r.json() as Promise<typeof targets>, () => []);
  for (let attempt = 0; attempt < 50 && !targets.length; attempt++) {
    for (let port = basePort; port <= basePort + 8 && !targets.length; port++) targets = await listTargets(port);
    if (!targets.length) await new Promise((r) => setTimeout(r, 100));
  }
  if (!targets.length) throw new Error(`the worker's inspector did not open on ports ${basePort}–${basePort + 8}`);
  const url = new URL(targets[0].webSocketDebuggerUrl);
  const socket = await new Promise<Socket>((resolve, reject) => {
    const upgrade = httpRequest({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      headers: { Connection: "Upgrade", Upgrade: "websocket", "Sec-WebSocket-Version": "13", "Sec-WebSocket-Key": randomBytes(16).toString("base64") },
    });
    upgrade.on("upgrade", (_response, upgraded: Socket) => resolve(upgraded));
    upgrade.on("error", reject);
    upgrade.end();
  });
  try {
    // A client's frame is masked: FIN + text opcode, the length (16-bit form above 125), the mask, the payload.
    const payload = Buffer.from(JSON.stringify({ id: 1, method, params }));
    const mask = randomBytes(4);
    const length = payload.length < 126 ? Buffer.from([0x80 | payload.length]) : Buffer.from([0x80 | 126, payload.length >> 8, payload.length & 0xff]);
    socket.write(Buffer.concat([Buffer.from([0x81]), length, mask, payload.map((byte, i) => byte ^ mask[i % 4])]));
    let received = Buffer.alloc(0);
    for await (const chunk of socket) {
      received = Buffer.concat([received, chunk as Buffer]);
      // The server's frames are not masked: the payload starts after 2, 4 or 10 bytes of header.
      const size = received[1] & 0x7f;
      const start = size < 126 ? 2 : size === 126 ? 4 : 10;
      const total = size < 126 ? size : size === 126 ? received.readUInt16BE(2) : Number(received.readBigUInt64BE(2));
      if (received.length < start + total) continue;
      const message = JSON.parse(received.subarray(start, start + total).toString("utf8")) as { id?: number; result?: Record<string, unknown> };
      if (message.id === 1) return message.result ?? {};
      received = received.subarray(start + total);
    }
    throw new Error("the worker's inspector closed without answering");
  } finally {
    socket.destroy();
  }
}

/** A worker's RSS and JS heap in MB after a full garbage collection, so that what is compared is what it retains. */
async function retainedMb(pid: number, inspectPort: number): Promise<{ rss: number; heap: number }> {
  await inspectorCall(pid, inspectPort, "HeapProfiler.collectGarbage");
  const answer = await inspectorCall(pid, inspectPort, "Runtime.evaluate", { expression: "process.memoryUsage().heapUsed", returnByValue: true });
  const heapUsed = (answer.result as { value: number }).value;
  return { rss: rssMb(pid), heap: heapUsed / 1024 / 1024 };
}

/**
 * One worker serving a mix of pages; its RSS after 10,000 requests and after `LEAK_REQUESTS`, as
 * it stands and after a full garbage collection (through the worker's inspector, opened on a free
 * port for this server only). RSS as it stands moves by tens of percent with the collector's
 * timing; after a collection it is what the worker holds.
 */
export async function leakCheck(dataDir: string, paths: string[], cookie: string) {
  const { freePort } = await import("../../app/services/devchain.server");
  const inspectPort = await freePort();
  const server = await startServer(dataDir, 1, { env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --inspect-port=127.0.0.1:${inspectPort}`.trim() } });
  try {
    const [pid] = workerPids(server);
    const requests = paths.map((p) => ({ method: "GET" as const, path: p, headers: { ...AS_A_BROWSER_ASKS, cookie } }));
    const run = (amount: number) => autocannon({ url: server.base, connections: CONNECTIONS, amount, requests });
    await run(10_000);
    const after10k = rssMb(pid);
    const retained10k = await retainedMb(pid, inspectPort);
    await run(LEAK_REQUESTS - 10_000);
    const afterAll = rssMb(pid);
    const retainedAll = await retainedMb(pid, inspectPort);
    const change = (from: number, to: number) => `${to >= from ? "+" : ""}${(((to - from) / from) * 100).toFixed(1)}%`;
    const growth = (retainedAll.rss - retained10k.rss) / retained10k.rss;
    const total = LEAK_REQUESTS.toLocaleString("en-US");
    console.log(
      `\nWeb worker RSS after a full collection: ${retained10k.rss.toFixed(1)} MB after 10,000 requests, ${retainedAll.rss.toFixed(1)} MB after ${total} ` +
        `(${change(retained10k.rss, retainedAll.rss)}, target: grows by 10% at most) ${growth <= 0.1 ? "ok" : "MISSED"}` +
        `\n  its JS heap: ${retained10k.heap.toFixed(1)} → ${retainedAll.heap.toFixed(1)} MB (${change(retained10k.heap, retainedAll.heap)})` +
        `\n  RSS as it stood before each collection: ${after10k.toFixed(1)} → ${afterAll.toFixed(1)} MB (${change(after10k, afterAll)})`,
    );
  } finally {
    stopServer(server);
  }
}
