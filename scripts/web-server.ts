/**
 * The web server: the Remix build behind express, with static assets and compression.
 * It exists (rather than remix-serve) to hand each request's client address to the app, which
 * the sign-in limits count per address.
 */
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, installGlobals, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import morgan from "morgan";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { config } from "~/config.server";
import { db } from "~db/client.server";
import { seedIfEmpty } from "~db/seed";

installGlobals();
// `npm start` has seeded already; `npm run dev` and `npm run serve` start here.
if (config.seedOnStart) seedIfEmpty(db);

const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;

const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" }));
app.use(express.static("public", { maxAge: "1h" }));
app.use(morgan("tiny"));
app.all(
  "*",
  createRequestHandler({
    build,
    mode: config.env,
    getLoadContext: (req) => ({ clientAddress: req.socket.remoteAddress ?? null }),
  }),
);

const { port, host } = config.http;
const onListen = () => {
  console.log(`[web] http://${host ?? "localhost"}:${port}`);
  // Under `remix dev`, which sets its origin in the environment, report that this build is live.
  if (process.env.REMIX_DEV_ORIGIN) void broadcastDevReady(build);
};
const server = host ? app.listen(port, host, onListen) : app.listen(port, onListen);
for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => server.close());
