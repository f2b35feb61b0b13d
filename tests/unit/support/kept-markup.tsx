import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from "react-router-dom/server";
import type { RouteObject } from "react-router-dom";
import { MarkupKeeperProvider, type MarkupKeeper } from "~/lib/kept-markup";
import { renderWithKeptMarkup } from "~/lib/kept-markup.server";

/**
 * Pages rendered as the server renders them (docs/decisions/100-kept-markup.md): a data router
 * at the request's location, with kept markup. Tests run with `config.checkKept` on, so a
 * page written from kept markup is also rendered afresh and any byte that differs throws: these
 * helpers need not compare pages themselves.
 */

async function handled(routes: RouteObject[], request: Request): Promise<StaticHandlerContext> {
  const context = await createStaticHandler(routes).query(request);
  if (context instanceof Response) throw new Error(`the page answered ${context.status}`);
  return context;
}

const location = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

function page(routes: RouteObject[], context: StaticHandlerContext, keeper: MarkupKeeper | null): string {
  return renderToString(
    <MarkupKeeperProvider value={keeper}>
      <StaticRouterProvider router={createStaticRouter(routes, context)} context={context} hydrate={false} />
    </MarkupKeeperProvider>,
  );
}

/** The page rendered afresh, without a keeper (as the browser renders it). */
export async function renderFresh(routes: RouteObject[], request: Request): Promise<string> {
  return page(routes, await handled(routes, request), null);
}

/**
 * The page rendered with kept markup, as the server serves it, and the names of the elements it
 * wrote from kept markup. `keyed` may stand between the page and the keeper (to give elements
 * other keys).
 */
export async function renderKept(
  routes: RouteObject[],
  request: Request,
  keyed: (keeper: MarkupKeeper) => MarkupKeeper = (keeper) => keeper,
): Promise<{ html: string; kept: string[] }> {
  const context = await handled(routes, request);
  const kept: string[] = [];
  let served: MarkupKeeper | undefined;
  const html = renderWithKeptMarkup(location(request), (keeper) => {
    if (!keeper) return page(routes, context, null);
    served ??= keeper;
    const counted: MarkupKeeper = {
      markupOf(name, key, standalone) {
        const markup = keeper.markupOf(name, key, standalone);
        if (markup !== undefined && keeper === served) kept.push(name);
        return markup;
      },
    };
    return page(routes, context, keyed(counted));
  });
  return { html, kept };
}
