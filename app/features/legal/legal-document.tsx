// A legal document: title, last-updated date, a numbered table of contents and its sections,
// with the shop's contact details filled in from configuration.
import type { LegalDocument } from "../../content/types.ts";
import type { RootData } from "../../root.tsx";
import { useRouteLoaderData } from "react-router";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { fillPlaceholders } from "../../i18n/translate.ts";

function useFillContacts() {
  const root = useRouteLoaderData<RootData>("root");
  const contact = { ...root?.site.contact };
  return (text: string) => fillPlaceholders(text, contact);
}

export function LegalDocumentView({
  document,
  idPrefix,
  headingLevel,
}: {
  document: LegalDocument;
  idPrefix: string;
  headingLevel: 1 | 2;
}) {
  const { t, date } = useLanguage();
  const fill = useFillContacts();
  const Title = headingLevel === 1 ? "h1" : "h2";
  const Section = headingLevel === 1 ? "h2" : "h3";
  return (
    <article aria-labelledby={`${idPrefix}-title`}>
      <Title id={`${idPrefix}-title`} className="text-3xl font-extrabold sm:text-4xl">
        {document.title}
      </Title>
      <p className="mt-2 text-snow-300">{t("legal.lastUpdated", { date: date(document.lastUpdated) })}</p>
      {document.intro.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-snow-200">
          {fill(paragraph)}
        </p>
      ))}
      {/* Named with the document's title too: /terms holds two documents, each with its own contents. */}
      <nav
        aria-labelledby={`${idPrefix}-contents ${idPrefix}-title`}
        className="mt-8 rounded-2xl bg-night-900 p-6 ring-1 ring-white/10"
      >
        <p id={`${idPrefix}-contents`} className="font-bold">
          {t("legal.contents")}
        </p>
        <ol className="mt-2 list-decimal space-y-1 pl-6">
          {document.sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#${idPrefix}-${index + 1}`} className="text-snow-200 underline hover:text-white">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section key={section.heading} id={`${idPrefix}-${index + 1}`} data-legal-section className="mt-10">
          <Section className="text-2xl font-bold">
            {index + 1}. {section.heading}
          </Section>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-snow-200">
              {fill(paragraph)}
            </p>
          ))}
          {section.list && (
            <ul className="mt-3 list-disc space-y-1 pl-6 text-snow-200">
              {section.list.map((item) => (
                <li key={item}>{fill(item)}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
