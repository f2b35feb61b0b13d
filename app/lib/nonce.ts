import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of this response (app/services/http-guards.server.ts),
 * provided by app/entry.server.tsx. In the browser it is empty: scripts added after the page
 * loaded are trusted through the ones the nonce let in.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export const useNonce = () => useContext(NonceContext);
