import { appliesTo, type HelpDoc } from '@tagwise/core/help/help-doc';

/**
 * A help document's sections as this server shows them (`billed`: plans and credits exist). Text in
 * backticks is a command to type, shown as code.
 */
export function HelpDocSections({ doc, billed, headingLevel }: { doc: HelpDoc; billed: boolean; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return doc.sections
    .filter((section) => appliesTo(section, billed))
    .map((section) => (
      <section key={section.heading} className="grid gap-2">
        {doc.sections.length > 1 && <Heading className="text-lg font-semibold">{section.heading}</Heading>}
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph} className="leading-relaxed text-foreground/85">
            {withCode(paragraph)}
          </p>
        ))}
      </section>
    ));
}

function withCode(text: string) {
  return text.split(/(`[^`]+`)/).map((part, index) =>
    part.startsWith('`') ? (
      <code key={index} className="rounded bg-muted px-1 font-mono text-sm">
        {part.slice(1, -1)}
      </code>
    ) : (
      part
    ),
  );
}
