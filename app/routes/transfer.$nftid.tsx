
export { ErrorBoundary } from "~/components/error-boundary";
// /transfer/{id} is the same buy/bid page as /nfttransfer/{id}.
export { action, default, links, loader, meta } from "./nfttransfer.$nftid";
