import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { LikesProvider } from "~/components/like-button";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { ToastRegion } from "~/components/toast-region";
import { config } from "~/config.server";
import { useNonce } from "~/lib/nonce";
import { walletContextAttributes } from "~/lib/wallet/context";
import { footerPartners } from "~/models/about.server";
import { likedNftIds } from "~/models/likes.server";
import { notificationsForUser } from "~/models/notifications.server";
import { currentUser } from "~/models/users.server";
import { takeToast, type Toast } from "~/services/toast.server";
import appStyles from "~/styles/app.css";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "stylesheet", href: appStyles },
];

export const meta: MetaFunction = () => [
  { title: "Diginoor | Film collectibles of Indian cinema" },
  {
    name: "description",
    content: "Own a piece of your favourite movie and star: film-themed digital collectibles approved by the studios.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ toast, headers }, user] = await Promise.all([takeToast(request), currentUser(request)]);
  return json(
    {
      toast,
      user,
      notifications: user ? notificationsForUser(user.id) : [],
      likedNftIds: user ? likedNftIds(user.id) : [],
      backers: footerPartners(),
      origin: new URL(request.url).origin,
      sandbox: config.paymentsSandboxed,
      chain: { id: config.chain.chainId, name: config.chain.name, rpcUrl: config.chain.publicRpcUrl, coinSymbol: config.chain.coinSymbol, walletConnectProjectId: config.walletConnectProjectId },
    },
    { headers },
  );
}

/** Pages whose route module exports `handle = { standalone: true }` render without header and footer. */
export type RouteHandle = { standalone?: boolean };

function useIsStandalone() {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.standalone);
}

/**
 * A message about the page itself (e.g. "Please connect wallet" on the profile): a page loader
 * returns it as `toast` and it shows in the same toast region as the flash toasts, which win.
 */
function usePageToast(): Toast | null {
  const pages = useMatches().slice(1).reverse();
  for (const match of pages) {
    const toast = (match.data as { toast?: Toast | null } | undefined)?.toast;
    if (toast) return toast;
  }
  return null;
}

const NO_LIKES: number[] = [];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const standalone = useIsStandalone();
  const pageToast = usePageToast();
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className={standalone ? "standalone" : undefined} {...walletContextAttributes(data?.chain ?? null, data?.user?.walletAddress ?? null)}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {data?.sandbox ? (
          <p className="sandbox-banner" role="note">
            Sandbox: no real money
          </p>
        ) : null}
        {standalone ? null : <SiteHeader user={data?.user ?? null} notifications={data?.notifications ?? []} />}
        <main id="main">
          <LikesProvider signedIn={Boolean(data?.user)} likedNftIds={data?.likedNftIds ?? NO_LIKES}>
            {children}
          </LikesProvider>
        </main>
        {standalone ? null : <SiteFooter backers={data?.backers ?? []} />}
        <ToastRegion toast={data?.toast ?? pageToast} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export { ErrorBoundary } from "~/components/error-boundary";
