/**
 * The HTTP server an express app listens on, whose requests and responses are made with the app's
 * own prototypes (docs/decisions/125-requests-made-with-the-apps-prototypes.md).
 *
 * express gives each request and response its methods by changing their prototype when it first
 * sees them. Changing an object's prototype once it is made costs far more than the call: measured
 * here, everything a request reached then outlived the young generation's collections and was
 * moved to the old generation (about 20 KB a request), to be freed only by a full collection, on
 * the collector's threads beside the worker. Made with express's prototypes from the start, the
 * request and response already have the prototype express sets, and its change does nothing.
 */
import { createServer, IncomingMessage, ServerResponse, type Server } from "node:http";
import type { Express } from "express";

export function httpServerFor(app: Express): Server {
  return createServer(
    { IncomingMessage: madeWith<typeof IncomingMessage>(IncomingMessage, app.request), ServerResponse: madeWith<typeof ServerResponse>(ServerResponse, app.response) },
    app,
  );
}

/**
 * A constructor that builds what `base` builds, with `prototype` as the object's prototype. node's
 * constructors are plain functions, so `base` runs on the object `new` made from `prototype`.
 * (Built by `Reflect.construct` with another `new.target`, the objects took 56 KB a request instead
 * of 42 and still outlived the young generation: decision 125.)
 */
function madeWith<C extends typeof IncomingMessage | typeof ServerResponse>(base: C, prototype: object): C {
  function Made(this: object, ...args: unknown[]) {
    Reflect.apply(base, this, args);
  }
  Made.prototype = prototype;
  return Made as unknown as C;
}
