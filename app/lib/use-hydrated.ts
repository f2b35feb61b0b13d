import { useEffect, useState } from "react";

/**
 * False in the server render and the first browser render, true once React runs in the browser.
 * Forms use it to tell their action whether a page reload (JavaScript off) or data is wanted.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
