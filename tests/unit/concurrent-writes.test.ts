import path from "node:path";
import { Worker } from "node:worker_threads";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action as newPost } from "~/routes/studio.posts.new";
import { db } from "~db/client.server";
import { blogPosts, newsletterSignups } from "~db/schema";
import { otherWorker, post } from "./support";
import { consoleUser } from "./studio-support";

// Two web workers and the job process write to one SQLite file (docs/decisions/117-transactions-begin-immediate.md).

/**
 * Another process writing without pause, from its own thread, until `stop` is called: it resolves
 * with how many rows it committed.
 */
function busyWriter(databaseFile: string) {
  const running = new Int32Array(new SharedArrayBuffer(4));
  running[0] = 1;
  const worker = new Worker(
    `
    const { workerData, parentPort } = require("node:worker_threads");
    const Database = require("better-sqlite3");
    const sqlite = new Database(workerData.file);
    sqlite.pragma("busy_timeout = 5000");
    const insert = sqlite.prepare("INSERT INTO newsletter_signups (email) VALUES (?)");
    let written = 0;
    parentPort.postMessage("writing");
    while (Atomics.load(workerData.running, 0) === 1) insert.run("busy." + process.pid + "." + ++written + "@example.com");
    sqlite.close();
    parentPort.postMessage(written);
    `,
    { eval: true, workerData: { file: databaseFile, running } },
  );
  const nextMessage = () =>
    new Promise<unknown>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
  return {
    started: nextMessage(),
    async stop(): Promise<number> {
      Atomics.store(running, 0, 0);
      return Number(await nextMessage());
    },
  };
}

describe("writes while another process writes", () => {
  it("saves every new blog post in the console while another process commits without pause", async () => {
    const admin = await consoleUser("admin");
    const writer = busyWriter(path.join(process.env.DATA_DIR!, "diginoor.sqlite"));
    await writer.started;
    const statuses: number[] = [];
    const slugs: string[] = [];
    let othersWritten = 0;
    try {
      for (let n = 0; n < 40; n++) {
        const slug = `written-while-busy-${process.pid}-${n}`;
        slugs.push(slug);
        const response = await post(
          newPost,
          "/studio/posts/new",
          { title: "Written while busy", slug, excerpt: "An excerpt.", contentHtml: "<p>Body.</p>", authorName: "Team", imageUrl: "/art/blog/a-beginners-guide-to-diginoor.svg", publishedAt: "2026-11-20" },
          { cookie: admin.cookie },
        );
        statuses.push(response.status);
      }
    } finally {
      othersWritten = await writer.stop();
    }

    expect(othersWritten).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 302)).toBe(true);
    for (const slug of slugs) expect(db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug)).get(), slug).toBeDefined();
  });

  it("holds the write lock from the start of a transaction, so another writer waits instead of making it fail", () => {
    const other = otherWorker();
    other.pragma("busy_timeout = 0");
    const email = `lock.${process.pid}@example.com`;
    const otherWrite = () => other.prepare("INSERT INTO newsletter_signups (email) VALUES (?)").run(`other.${email}`);

    db.transaction((tx) => {
      tx.select().from(blogPosts).all();
      expect(otherWrite).toThrow(/database is locked/);
      tx.insert(newsletterSignups).values({ email }).run();
    });

    expect(db.select().from(newsletterSignups).where(eq(newsletterSignups.email, email)).get()).toBeDefined();
    otherWrite();
    other.close();
  });
});
