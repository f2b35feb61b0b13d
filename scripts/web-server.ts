/**
 * The web server: the Remix build behind express, with static assets and compression. In
 * production this process supervises one worker per core (WEB_WORKERS), all serving the same
 * port (docs/decisions/088-web-workers.md); in development it serves by itself.
 * It exists (rather than remix-serve) to check every request before Remix sees it (security
 * headers, methods, Host, same-origin posts, body limits: docs/decisions/040-http-guards.md)
 * and to hand each request's client address to the app, which the sign-in limits count per
 * address (docs/decisions/016-express-adapter.md).
 */
import cluster from "node:cluster";
import { broadcastDevReady, installGlobals, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import morgan from "morgan";
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { config, getSessionSecret, getStandardWalletKey, productionSandboxWarning } from "~/config.server";
import { buildAssets } from "~/services/build-assets.server";
import { installGuards, remixHandler } from "~/services/http-guards.server";
import { httpServerFor } from "~/services/http-server.server";
import { closeOnSignal, superviseWorkers, webProcessRole } from "~/services/web-cluster.server";
import { db } from "~db/client.server";
import { seedIfEmpty } from "~db/seed";

const role = webProcessRole({ isPrimary: cluster.isPrimary, production: config.isProduction });

if (role !== "worker") {
  // Once, before any worker opens the database: its migrations (applied on opening, db/open.ts),
  // the seed (`npm start` has seeded already; `npm run dev` and `npm run serve` start here) and a
  // generated session secret and standard-wallet key.
  if (config.seedOnStart) seedIfEmpty(db);
  else void db.$client;
  getSessionSecret();
  getStandardWalletKey();
  const sandboxWarning = productionSandboxWarning(config);
  if (sandboxWarning) console.warn(`\n${sandboxWarning}\n`);
  if (config.isProduction && !config.appUrlConfigured) {
    console.warn(
      `[web] APP_URL is not set: links in mails (password resets) point to ${config.appUrl}. ` +
        "Set APP_URL to the site's public origin, e.g. APP_URL=https://diginoor.example",
    );
  }
}

if (role === "supervisor") {
  console.log(`[web] ${config.http.workers} worker${config.http.workers === 1 ? "" : "s"} on port ${config.http.port}`);
  superviseWorkers({ count: config.http.workers, log: (line) => console.log(`[web] ${line}`) });
} else {
  await serve();
}

async function serve() {
  installGlobals();
  const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;

  const app = express();
  app.disable("x-powered-by");
  // Remix reads the query from the URL itself; express parsing it for every request is wasted.
  app.set("query parser", false);
  app.use(morgan("tiny"));
  installGuards(app, {
    appOrigin: config.appUrl,
    external: {
      connect: [],
      frame: [],
      // The Google button posts here and is redirected to Google's account chooser; the card
      // form to Stripe's hosted checkout, the crypto form to Coinbase Commerce's hosted charge.
      formAction: [...(config.google ? ["https://accounts.google.com"] : []), ...(config.payments.mode === "stripe" ? ["https://checkout.stripe.com"] : []), ...(config.cryptoPayments.mode === "commerce" ? ["https://commerce.coinbase.com"] : [])],
    },
    hsts: config.appUrl.startsWith("https:"),
    development: !config.isProduction,
  });
  // The build's assets from memory, each compressed once (docs/decisions/134-build-assets-compressed-once.md).
  app.use(build.publicPath, buildAssets(build.assetsBuildDirectory));
  // Only paths under public/'s own entries look for a file: a page request costs no file-system
  // call. Those files are compressed as they stream from disk; the app's answers are whole, and
  // remixHandler compresses each in one call (docs/decisions/132-pages-compressed-in-one-call.md).
  const publicEntries = new Set(readdirSync("public"));
  const compressFiles = compression();
  const publicFiles = express.static("public", { maxAge: "1h" });
  app.use((req, res, next) => (publicEntries.has(req.path.split("/")[1] ?? "") ? compressFiles(req, res, () => publicFiles(req, res, next)) : next()));
  app.all("*", remixHandler(build, config.env));

  const { port, host } = config.http;
  const onListen = () => {
    if (role === "single" || cluster.worker?.id === 1) console.log(`[web] http://${host ?? "localhost"}:${port}`);
    // Under `remix dev`, which sets its origin in the environment, report that this build is live.
    if (process.env.REMIX_DEV_ORIGIN) void broadcastDevReady(build);
  };
  const server = httpServerFor(app).listen({ port, host }, onListen);
  closeOnSignal(server);
}
