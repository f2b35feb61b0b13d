import { createContext, useContext } from "react";

/**
 * The marker of the render's own scripts, given as their `nonce`: app/entry.server.tsx provides it,
 * then replaces it with the scripts' hashes in the CSP (docs/decisions/152-scripts-allowed-by-hash.md).
 * In the browser it is empty: scripts added after the page loaded are trusted through the ones
 * the hashes let in.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export const useNonce = () => useContext(NonceContext);
