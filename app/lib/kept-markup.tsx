import { createContext, useContext, type ReactElement } from "react";

/**
 * Markup of repeated items (cards) kept between server renders
 * (docs/decisions/100-card-markup-kept-between-renders.md). app/entry.server.tsx provides a keeper
 * for each render; in the browser there is none, and every item renders as usual.
 */
export type MarkupKeeper = {
  /**
   * The markup kept under this key, or undefined: then the caller renders the item itself, and
   * `standalone` (the same item with the context it reads) is rendered after the page and kept.
   */
  markupOf(key: string, standalone: () => ReactElement): string | undefined;
};

const MarkupKeeperContext = createContext<MarkupKeeper | null>(null);

export const MarkupKeeperProvider = MarkupKeeperContext.Provider;

/**
 * A list item whose server markup is kept under `inputs`: everything its content is rendered
 * from, props and context alike. A render that finds it there writes the kept markup instead of
 * rendering the content; it is the same markup, so the browser hydrates it as the content's own.
 * `standalone` wraps the content in the context it reads besides a router (all contexts stay
 * behind when it is rendered on its own).
 */
export function KeptListItem({
  inputs,
  standalone = (content) => content,
  children,
}: {
  inputs: readonly unknown[];
  standalone?: (content: ReactElement) => ReactElement;
  children: ReactElement;
}) {
  const keeper = useContext(MarkupKeeperContext);
  const markup = keeper?.markupOf(JSON.stringify(inputs), () => standalone(children));
  return markup === undefined ? <li>{children}</li> : <li dangerouslySetInnerHTML={{ __html: markup }} />;
}
