import type { ContentSecurityPolicy } from "~/services/http-guards.server";

/** What the web server (scripts/web-server.ts) hands every loader and action besides the request. */
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The connecting client's address; behind a reverse proxy, the proxy's. */
    clientAddress?: string | null;
    /** The site's CSP given a page's own inline scripts (app/entry.server.tsx sets it on each document). */
    contentSecurityPolicy?: ContentSecurityPolicy;
  }
}

export {};
