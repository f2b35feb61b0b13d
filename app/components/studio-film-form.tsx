import { StudioField } from "~/components/studio-field";
import { StudioForm, type StudioFormProps } from "~/components/studio-form";
import type { FilmFields } from "~/lib/validation/studio";

/** The film form of the console, for a new film and an edit (which carries its version). */
export function FilmForm({ houses, ...form }: StudioFormProps<FilmFields> & { houses: { id: number; name: string }[] }) {
  return (
    <StudioForm<FilmFields> id="film-form" {...form}>
      {(fields) => (
        <>
          <StudioField field={fields.name} label="Name" kind="text" />
          <StudioField field={fields.slug} label="Page address" kind="text" hint="The film's page is /{address}, e.g. vikram-vedha." />
          <StudioField field={fields.tagline} label="Tagline" kind="text" />
          <StudioField field={fields.blurb} label="Blurb" kind="textarea" />
          <StudioField field={fields.year} label="Release year" kind="number" />
          <StudioField
            field={fields.status}
            label="Collection"
            kind="select"
            options={[
              { value: "live", label: "Live: the film has a page and its NFTs are on sale" },
              { value: "coming_soon", label: "Coming soon: shown as a tile, not linked" },
            ]}
          />
          <StudioField field={fields.posterUrl} label="Poster image" kind="text" hint="A path on this site, like /art/films/kabali-poster.svg, or an https:// address." />
          <StudioField field={fields.bannerUrl} label="Banner image" kind="text" />
          <StudioField field={fields.productionHouseId} label="Production house" kind="select" options={houses.map((h) => ({ value: h.id, label: h.name }))} />
          <StudioField field={fields.sortOrder} label="Position" kind="number" hint="Lower numbers come first." />
        </>
      )}
    </StudioForm>
  );
}
