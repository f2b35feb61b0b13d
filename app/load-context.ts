/** What the web server (scripts/web-server.ts) hands every loader and action besides the request. */
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The connecting client's address; behind a reverse proxy, the proxy's. */
    clientAddress?: string | null;
    /** This response's Content-Security-Policy nonce, for the scripts Remix renders (app/entry.server.tsx). */
    cspNonce?: string;
  }
}

export {};
