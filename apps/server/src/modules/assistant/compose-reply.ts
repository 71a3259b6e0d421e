import type { HelpDoc } from '@tagwise/core/help/help-doc';
import type { AssistantReply, AssistantSource } from '@tagwise/core/schemas/assistant';
import type { HelpPassage, HelpRetrieval } from './help-search.ts';

// The answers the help search gives on its own (the offline default, and always to visitors): the best
// passage of Tagwise's help as written, with links; or, when the help does not cover the question, saying
// so rather than guessing.

export const sourceOf = (doc: HelpDoc): AssistantSource => ({ title: doc.title, path: doc.path, kind: doc.kind });

/** Where to look when the help has no answer: its two index pages. */
const HELP_INDEX: AssistantSource[] = [
  { title: 'Help & Support', path: '/help', kind: 'help' },
  { title: 'FAQ', path: '/faq', kind: 'faq' },
];

const quoted = (words: readonly string[]) => words.map((word) => `“${word}”`).join(', ');

/** A passage's heading line: an FAQ entry's question, or an article's title and the section's heading. */
export const passageHeading = ({ doc, section }: Pick<HelpPassage, 'doc' | 'section'>) =>
  doc.kind === 'faq' ? doc.title : `${doc.title} – ${section.heading}`;

/** The best passage as the answer, with links to the docs it and the next best come from. */
export function helpReply(retrieval: HelpRetrieval): AssistantReply {
  const best = retrieval.passages[0];
  if (!retrieval.found || !best) throw new Error('helpReply needs a retrieval that found its answer');
  const lead =
    retrieval.unknownWords.length > 0
      ? [`Tagwise's help doesn't mention ${quoted(retrieval.unknownWords)}. This is what it says on the rest:`]
      : [];
  return {
    reply: [...lead, passageHeading(best), ...best.section.paragraphs].join('\n\n'),
    sources: retrieval.docs.map(sourceOf),
    answeredBy: 'help-search',
    found: true,
  };
}

/** What the help search says when the help has no answer: that, and never a guess. */
export function notFoundReply(retrieval: HelpRetrieval, billed: boolean): AssistantReply {
  const topics = `projects, photos and analysis, prices, tags, reports, listings, your team${billed ? ' or your plan' : ''}`;
  const reply = !retrieval.hasSubject
    ? `Ask me how to do something in Tagwise, for example “How do I print price tags?” I answer from Tagwise's help pages: ${topics}.`
    : [
        retrieval.unknownWords.length > 0
          ? `I don't know: Tagwise's help doesn't mention ${quoted(retrieval.unknownWords)}, so I can't tell you Tagwise does that.`
          : `I don't know: I couldn't find that in Tagwise's help, so I won't guess.`,
        `I answer from Tagwise's help pages: ask me about ${topics}.`,
      ].join(' ');
  return { reply, sources: HELP_INDEX, answeredBy: 'help-search', found: false };
}
