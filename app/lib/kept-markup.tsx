import { createContext, useContext, type ComponentPropsWithoutRef, type ElementType, type ReactElement } from "react";
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FetchersContext as FetchersContext,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
} from "react-router-dom";

/**
 * Markup of repeated items (cards) and of a page's sections kept between server renders
 * (docs/decisions/100-kept-markup.md). app/entry.server.tsx provides a keeper
 * for each render; in the browser there is none, and every item renders as usual.
 */
export type MarkupKeeper = {
  /**
   * The markup kept under this key, or undefined: then the caller renders the item itself, and
   * `standalone` (the same item with the context it reads) is rendered after the page and kept.
   * `name` is the element's, for the message of a check that finds kept markup stale.
   */
  markupOf(name: string, key: string, standalone: () => ReactElement): string | undefined;
};

const MarkupKeeperContext = createContext<MarkupKeeper | null>(null);

export const MarkupKeeperProvider = MarkupKeeperContext.Provider;

/**
 * A short name for the JSON of each deeply frozen object, given once: loader data that the server
 * keeps parsed is deeply frozen (docs/decisions/094-framework-patches.md), and the same
 * objects come back on every request that makes the same data, so naming them in a key costs a
 * lookup, and the key stays short to hash (docs/decisions/100-kept-markup.md).
 * Objects with the same JSON get the same name while that JSON is among the last
 * `NAMED_JSON_TEXTS` named; a name is never given to other JSON. A frozen object whose contents
 * are not all frozen could still change: its JSON is written every time.
 */
const NAMED_JSON_TEXTS = 4_000;
const nameOfFrozen = new WeakMap<object, string>();
const nameOfJson = new Map<string, string>();
let namesGiven = 0;

function isDeeplyFrozen(value: object): boolean {
  return Object.isFrozen(value) && Object.values(value).every((inner) => inner === null || typeof inner !== "object" || isDeeplyFrozen(inner));
}

/** An input's part of a key: its JSON, or `#<n>` for a deeply frozen object (no JSON starts with `#`). */
function keyPartOf(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  const known = nameOfFrozen.get(value);
  if (known !== undefined) return known;
  const json = JSON.stringify(value);
  if (!isDeeplyFrozen(value)) return json;
  let name = nameOfJson.get(json);
  if (name === undefined) {
    if (nameOfJson.size >= NAMED_JSON_TEXTS) nameOfJson.delete(nameOfJson.keys().next().value as string);
    nameOfJson.set(json, (name = `#${++namesGiven}`));
  }
  nameOfFrozen.set(value, name);
  return name;
}

/**
 * The key of a kept element: `JSON.stringify(inputs)`, except that a deeply frozen object stands
 * as its name. Two keys are equal only if their inputs' JSON is.
 */
export function keyOf(inputs: readonly unknown[]): string {
  return `[${inputs.map(keyPartOf).join(",")}]`;
}

/** The elements whose content may be kept: a grid's items, a page's sections, a plain box around a form, the site's header. */
type KeptTag = "li" | "section" | "div" | "header";

/**
 * An element whose server markup is kept under its `name` and `inputs`: everything its content is
 * rendered from, props and context alike (a card's link among them). A render that finds it there
 * writes the kept markup instead of rendering the content; it is the same markup, so the browser
 * hydrates it as the content's own (in tests, app/lib/kept-markup.server.tsx checks that it is). `standalone` wraps the content in the context it reads besides a router (all
 * contexts stay behind when it is rendered on its own). The element's own attributes are not
 * kept: they are written on every render.
 */
export function KeptElement<Tag extends KeptTag>({
  as,
  name,
  inputs,
  standalone = (content) => content,
  children,
  ...attributes
}: {
  as: Tag;
  /** Tells it apart from other kept elements made from the same inputs ("market:auctions"). */
  name: string;
  inputs: readonly unknown[];
  standalone?: (content: ReactElement) => ReactElement;
  children: ReactElement;
} & Omit<ComponentPropsWithoutRef<Tag>, "children" | "dangerouslySetInnerHTML">) {
  const keeper = useContext(MarkupKeeperContext);
  const markup = keeper?.markupOf(name, keyOf([name, ...inputs]), () => standalone(children));
  const Element = as as ElementType;
  return markup === undefined ? <Element {...attributes}>{children}</Element> : <Element {...attributes} dangerouslySetInnerHTML={{ __html: markup }} />;
}

/**
 * The `standalone` of kept content that reads the page's route: a form (its action is the route's
 * address), a fetcher, the action's reply. It provides the router and route this render has, which
 * the standalone render's plain location router lacks, so the content renders there as it does in
 * the page (docs/decisions/100-kept-markup.md). Whatever of the route the content shows (the
 * address, the action's reply) must still be among its inputs.
 */
export function useWithinPageRoute(): (content: ReactElement) => ReactElement {
  const dataRouter = useContext(DataRouterContext);
  const dataRouterState = useContext(DataRouterStateContext);
  const fetchers = useContext(FetchersContext);
  const navigation = useContext(NavigationContext);
  const location = useContext(LocationContext);
  const route = useContext(RouteContext);
  return (content) => (
    <DataRouterContext.Provider value={dataRouter}>
      <DataRouterStateContext.Provider value={dataRouterState}>
        <FetchersContext.Provider value={fetchers}>
          <NavigationContext.Provider value={navigation}>
            <LocationContext.Provider value={location}>
              <RouteContext.Provider value={route}>{content}</RouteContext.Provider>
            </LocationContext.Provider>
          </NavigationContext.Provider>
        </FetchersContext.Provider>
      </DataRouterStateContext.Provider>
    </DataRouterContext.Provider>
  );
}
