import type { SubmissionResult } from "@conform-to/react";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { HouseForm, PostForm, TeamMemberForm } from "~/components/studio-content-forms";
import { FilmForm } from "~/components/studio-film-form";
import { LotteryForm } from "~/components/studio-lottery-form";
import { NftForm, PrimaryAuctionForm } from "~/components/studio-nft-form";

/**
 * The console's forms share one frame (docs/decisions/154-studio-form-frame.md): a post, the
 * form's own error first, the row's version for an edit, the fields each with its first error
 * under it, then the submit button. Rendered on the server, as a browser without JavaScript gets
 * them after a refused save.
 */

async function render(form: ReactElement): Promise<string> {
  const routes = [{ id: "studio", path: "/studio/form", element: form }];
  const context = await createStaticHandler(routes).query(new Request("http://localhost/studio/form"));
  if (context instanceof Response) throw new Error(`the page answered ${context.status}`);
  return renderToString(<StaticRouterProvider router={createStaticRouter(routes, context)} context={context} hydrate={false} />);
}

/** The reply to a refused save: an error on `field`, and one for the whole form (a stale version's). */
function refused(field: string, values: Record<string, string> = {}): SubmissionResult<string[]> {
  return {
    status: "error",
    initialValue: { ...values, [field]: "" },
    error: { "": ["Someone saved this first."], [field]: ["This is required."] },
  };
}

const forms = [
  { name: "film", id: "film-form", make: (r: SubmissionResult<string[]> | undefined) => <FilmForm houses={[{ id: 1, name: "Lyca" }]} version={3} lastResult={r} submitLabel="Save film" />, label: "Save film", field: "name" },
  { name: "lottery", id: "lottery-form", make: (r: SubmissionResult<string[]> | undefined) => <LotteryForm version={3} lastResult={r} submitLabel="Save lottery" />, label: "Save lottery", field: "name" },
  { name: "post", id: "post-form", make: (r: SubmissionResult<string[]> | undefined) => <PostForm version={3} lastResult={r} submitLabel="Save post" />, label: "Save post", field: "title" },
  { name: "team member", id: "team-form", make: (r: SubmissionResult<string[]> | undefined) => <TeamMemberForm version={3} lastResult={r} submitLabel="Save member" />, label: "Save member", field: "name" },
  { name: "house", id: "house-form", make: (r: SubmissionResult<string[]> | undefined) => <HouseForm version={3} lastResult={r} submitLabel="Save house" />, label: "Save house", field: "name" },
  {
    name: "NFT",
    id: "nft-form",
    make: (r: SubmissionResult<string[]> | undefined) => <NftForm films={[{ value: 1, label: "Kabali" }]} houses={[{ id: 1, name: "Lyca" }]} rarities={["Rare"]} version={3} lastResult={r} submitLabel="Save NFT" />,
    label: "Save NFT",
    field: "title",
  },
];

describe("the console's forms after a refused save", () => {
  for (const form of forms) {
    it(`the ${form.name} form shows the form's error first, each field's error under it, and posts its version`, async () => {
      const html = await render(form.make(refused(form.field)));
      expect(html).toMatch(new RegExp(`^<form method="post"[^>]* class="form studio-form" id="${form.id}"[^>]* aria-describedby="${form.id}-error"`));
      const formError = html.indexOf(`<p class="field-error form-error" id="${form.id}-error" role="alert">Someone saved this first`);
      const version = html.indexOf('<input type="hidden" name="version" value="3"/>');
      const fieldError = html.indexOf(`<p class="field-error" id="${form.id}-${form.field}-error">`);
      const button = html.indexOf(`<button type="submit" class="button">${form.label}</button></form>`);
      expect(formError, "the form's error").toBeGreaterThan(0);
      expect(version, "the version").toBeGreaterThan(formError);
      expect(fieldError, "the field's error").toBeGreaterThan(version);
      expect(button, "the button, last").toBeGreaterThan(fieldError);
      expect(html).toContain(`aria-describedby="${form.id}-${form.field}-error"`);
    });
  }

  it("the NFT form posts its artwork as multipart, the others as a plain form", async () => {
    expect(await render(forms[5].make(undefined))).toContain('encType="multipart/form-data"');
    expect(await render(forms[0].make(undefined))).not.toContain("encType=");
  });

  it("a new row's form posts no version, and shows no error before a save", async () => {
    const html = await render(<FilmForm houses={[]} lastResult={undefined} submitLabel="Create film" />);
    expect(html).not.toContain('name="version"');
    expect(html).not.toContain("field-error");
  });

  it("the auction form posts its intent beside its fields", async () => {
    const html = await render(<PrimaryAuctionForm coinSymbol="ETH" lastResult={refused("reserve", { days: "3" })} />);
    expect(html).toContain('<input type="hidden" name="intent" value="auction"/>');
    expect(html).toContain('<p class="field-error" id="auction-form-reserve-error">');
    expect(html).toContain("Reserve price (ETH)");
    expect(html).toContain('<button type="submit" class="button">Start auction</button></form>');
  });
});
