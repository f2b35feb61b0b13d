import { StudioField } from "~/components/studio-field";
import { StudioForm, type StudioFormProps } from "~/components/studio-form";
import type { HouseFields, PostFields, TeamMemberFields } from "~/lib/validation/studio";

const IMAGE_HINT = "A path on this site, like /art/blog/guide.svg, or an https:// address.";

/** A blog post of the console, for a new post and an edit (which carries its version). */
export function PostForm(form: StudioFormProps<PostFields>) {
  return (
    <StudioForm<PostFields> id="post-form" {...form}>
      {(fields) => (
        <>
          <StudioField field={fields.title} label="Title" kind="text" />
          <StudioField field={fields.slug} label="Page address" kind="text" hint="The post's page is /blog/{address}, e.g. what-is-an-nft." />
          <StudioField field={fields.excerpt} label="Excerpt" kind="textarea" hint="One or two sentences for the blog's list and the home page." />
          <StudioField
            field={fields.contentHtml}
            label="Body"
            kind="textarea"
            hint="HTML: paragraphs, headings, lists, links, quotes, code and images. Anything else (scripts, styles, frames) is removed."
          />
          <StudioField field={fields.authorName} label="Author" kind="text" />
          <StudioField field={fields.imageUrl} label="Cover image" kind="text" hint={IMAGE_HINT} />
          <StudioField field={fields.publishedAt} label="Publication date" kind="date" />
          <StudioField field={fields.featured} label="Featured (in the blog's carousel and on the home page)" kind="checkbox" />
        </>
      )}
    </StudioForm>
  );
}

/** A member of the About page's team. */
export function TeamMemberForm(form: StudioFormProps<TeamMemberFields>) {
  return (
    <StudioForm<TeamMemberFields> id="team-form" {...form}>
      {(fields) => (
        <>
          <StudioField field={fields.name} label="Name" kind="text" />
          <StudioField field={fields.role} label="Role" kind="text" />
          <StudioField field={fields.imageUrl} label="Photo" kind="text" hint={IMAGE_HINT} />
          <StudioField field={fields.sortOrder} label="Position" kind="number" hint="Lower numbers come first." />
        </>
      )}
    </StudioForm>
  );
}

/** A production house: page text, logo, royalty address and its place on the home page's strip. */
export function HouseForm(form: StudioFormProps<HouseFields> & { version: number }) {
  return (
    <StudioForm<HouseFields> id="house-form" {...form}>
      {(fields) => (
        <>
          <StudioField field={fields.name} label="Name" kind="text" />
          <StudioField field={fields.about} label="About" kind="textarea" />
          <StudioField field={fields.logoUrl} label="Logo" kind="text" hint={IMAGE_HINT} />
          <StudioField
            field={fields.payoutAddress}
            label="Royalty address"
            kind="text"
            hint="Receives the 10% royalty of editions sold from now on. Empty: the marketplace's treasury receives it."
          />
          <StudioField field={fields.onHomeStrip} label="On the home page's strip of official studio partners" kind="checkbox" />
          <StudioField field={fields.sortOrder} label="Position" kind="number" hint="Lower numbers come first; the strip shows the first five." />
        </>
      )}
    </StudioForm>
  );
}
