import type { ReactNode } from "react";

export type LegalSection = { id: string; title: string; body: ReactNode };

/** A legal text: title, a table of contents and numbered sections that can be linked to. */
export function LegalDocument({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  return (
    <article className="page legal">
      <header className="legal__header">
        <p className="eyebrow">Legal</p>
        <h1>{title}</h1>
        {intro}
      </header>
      <nav className="legal__toc" aria-label="Contents">
        <h2>Contents</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="prose legal__body">
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
    </article>
  );
}
