import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import { stemmer } from 'stemmer';
import { appliesTo, forServer, type HelpDoc, type HelpSection } from '@tagwise/core/help/help-doc';
import { HELP_DOCS } from '@tagwise/core/help/help-docs';
import { helpTermsFor, readPhrases, STOPWORDS } from './question-words.ts';

// The help assistant's retrieval: BM25 (MiniSearch) over every section of Tagwise's own help content (help
// articles, FAQ entries, feature pages), as this server shows it (billing on or off). A section is the
// passage an answer quotes; its doc gives the link. English stemming makes "printing price tags" find the
// "Printing price tags" article, prefix and (for long words) one-typo matching forgive the rest. A question is
// read in the help's words too (question-words.ts): "my helper" is also "team member", "how much" is "cost",
// which is also "price" and "plan"; filler words ("much", "stuff") are not read at all.

/**
 * Words any question about the product may carry, which say nothing about what it asks: they still rank
 * passages, but a question made of these alone has no subject, and they never make an unknown subject known.
 */
const GENERIC = new Set(['tagwise', 'app', 'use', 'work', 'help', 'question', 'feature'].map((w) => stemmer(w)));

/** A word as the index keeps it: lower case, stemmed; null for a stopword. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (STOPWORDS.has(lower)) return null;
  return stemmer(lower);
}

/** MiniSearch's own tokenizer: runs of letters and digits between spaces and punctuation. */
const tokenize = (text: string) => text.split(/[\n\r\p{Z}\p{P}]+/u).filter(Boolean);

/**
 * The stem of the help's own word that a longer word of the question extends by a few letters: English
 * stemming leaves "printer" and "publisher" as they are, and the help says "print" and "publish".
 */
function baseIn(vocabulary: ReadonlySet<string>, term: string): string | undefined {
  if (term.length < 6) return undefined;
  for (let length = term.length - 1; length >= Math.max(4, term.length - 3); length--) {
    const base = term.slice(0, length);
    if (vocabulary.has(base)) return base;
  }
  return undefined;
}

interface Passage {
  id: number;
  doc: HelpDoc;
  section: HelpSection;
  title: string;
  keywords: string;
  summary: string;
  heading: string;
  text: string;
}

export interface HelpPassage {
  doc: HelpDoc;
  section: HelpSection;
  score: number;
}

export interface HelpRetrieval {
  /** The question had words that name a subject (not only "how do I", "Tagwise"...). */
  hasSubject: boolean;
  /** The help covers the question's subject: its best passages are an answer. */
  found: boolean;
  /** Words of the question (as asked) that the help never mentions. */
  unknownWords: string[];
  /** The best passages, best first: sections of any doc, scored by the question. */
  passages: HelpPassage[];
  /** The docs those passages belong to, best first, each once. */
  docs: HelpDoc[];
}

export interface HelpSearch {
  search(question: string, steer?: { docIds?: readonly string[] }): HelpRetrieval;
  /** How many passages the index holds (for the bench). */
  readonly size: number;
}

/**
 * Field weights: a doc's title and keywords say most about it, and they are on every one of its sections; a
 * section's heading says which of them answers ("What's the monthly fee?": Plans, not Credit packs, whose
 * text says "monthly" too), then the text.
 */
const BOOST = { title: 2, keywords: 2, heading: 3, summary: 1, text: 1 };
const OPTIONS: SearchOptions = {
  boost: BOOST,
  // "publ" finds "publish"; a stem of three letters ("tag") would find "tagwise" too, so not those.
  prefix: (term) => term.length >= 4,
  // One typo in a long word ("estatesale", "backgound"); short words have too many neighbours ("tax", "tag").
  fuzzy: (term) => (term.length >= 6 ? 1 : false),
  weights: { prefix: 0.4, fuzzy: 0.3 },
};
/** The docs of the page the question was asked on weigh a little more, so ties go to where the person is. */
const STEER_BOOST = 1.25;
/** Passages and links below this share of the best one's score are noise, not answers. */
const RELATIVE_FLOOR = 0.35;
const MAX_PASSAGES = 4;
const MAX_DOCS = 3;

/** The help as one server shows it: without billing, no plan or credit section. */
function passagesOf(billed: boolean): Passage[] {
  const passages: Passage[] = [];
  for (const doc of HELP_DOCS) {
    if (!appliesTo(doc, billed)) continue;
    const shown = forServer(doc, billed);
    for (const section of shown.sections) {
      passages.push({
        id: passages.length,
        doc: shown,
        section,
        title: shown.title,
        keywords: (shown.keywords ?? []).join(' '),
        summary: shown.summary,
        heading: section.heading,
        text: section.paragraphs.join('\n'),
      });
    }
  }
  return passages;
}

/** The index over the help this server shows; built once, at the first question (a few milliseconds). */
export function createHelpSearch(billed: boolean): HelpSearch {
  const passages = passagesOf(billed);
  const fields = ['title', 'keywords', 'heading', 'summary', 'text'] as const;
  const vocabulary = new Set(
    passages.flatMap((p) => fields.flatMap((field) => tokenize(p[field]).map(processTerm))).filter((t) => t !== null),
  );
  const base = (term: string) => baseIn(vocabulary, term);
  /**
   * What a question's word is looked up as: its stem, the help's words for it ("helper": team, member), and the
   * help's shorter word it extends ("printer": "print"); none for a filler word.
   */
  const termsOf = (word: string): string[] => {
    const term = processTerm(word);
    if (term === null) return [];
    const shorter = vocabulary.has(term) ? undefined : base(term);
    return [...new Set([term, ...helpTermsFor(term), ...(shorter ? [shorter] : [])])];
  };
  const index = new MiniSearch<Passage>({
    fields: [...fields],
    tokenize,
    processTerm,
    searchOptions: { ...OPTIONS, processTerm: termsOf },
  });
  index.addAll(passages);
  const byId = (id: number) => passages[id]!;

  const search = (question: string, steer: { docIds?: readonly string[] } = {}): HelpRetrieval => {
    const asked = [...new Set(tokenize(question))];
    const { text, phraseWords } = readPhrases(question, tokenize);
    const words = [...new Set(tokenize(text))];
    // The words asked that name the subject, with their stems, and what each is searched as (a word of a
    // phrase also as the help's words for the phrase).
    const searchedAs = (word: string) => [
      ...termsOf(word),
      ...(phraseWords.get(word.toLowerCase()) ?? []).flatMap(termsOf),
    ];
    const subject = asked
      .map((word) => ({ word, term: processTerm(word) }))
      .filter((w): w is { word: string; term: string } => w.term !== null && !GENERIC.has(w.term));
    const inHelp = (word: string) => index.search(word).length > 0;
    const known = subject.filter(
      ({ word }) => inHelp(word) || (phraseWords.get(word.toLowerCase()) ?? []).some(inHelp),
    );
    const unknownWords = subject.filter((w) => !known.includes(w)).map(({ word }) => word);

    const steered = new Set(steer.docIds ?? []);
    const results: SearchResult[] = index.search(words.join(' '), {
      boostDocument: (id: number) => (steered.has(byId(id).doc.id) ? STEER_BOOST : 1),
    });
    const best = results[0];
    // The subject is covered when most of its known words meet in one passage, and what the help never
    // mentions is not the heart of the question ("can Tagwise file my taxes?": "file" is known, "taxes"
    // is not; the help's files are no answer about taxes).
    const matched = new Set(best?.queryTerms);
    const covered = known.filter(({ word }) => searchedAs(word).some((term) => matched.has(term))).length;
    // A question made only of the product's own words ("What is Tagwise?") has no subject, unless it is
    // the title of a doc word for word: then that doc is the answer.
    const terms = asked.map(processTerm).filter((term) => term !== null);
    const titled =
      subject.length === 0 &&
      terms.length > 0 &&
      best !== undefined &&
      sameTerms(terms, tokenize(byId(best.id as number).doc.title).map(processTerm));
    const found =
      titled ||
      (best !== undefined &&
        known.length > 0 &&
        covered * 2 >= known.length &&
        (unknownWords.length === 0 || known.length >= Math.max(2, unknownWords.length + 1)));

    const floor = (best?.score ?? 0) * RELATIVE_FLOOR;
    const kept = results.filter((r) => r.score >= floor).slice(0, MAX_PASSAGES * 3);
    const top = kept.slice(0, MAX_PASSAGES).map((r) => ({
      doc: byId(r.id as number).doc,
      section: byId(r.id as number).section,
      score: r.score,
    }));
    const docs: HelpDoc[] = [];
    for (const r of kept) {
      const doc = byId(r.id as number).doc;
      if (!docs.some((d) => d.id === doc.id)) docs.push(doc);
      if (docs.length === MAX_DOCS) break;
    }
    return { hasSubject: subject.length > 0 || titled, found, unknownWords, passages: top, docs };
  };

  return { search, size: passages.length };
}

/** Whether a question's terms are those of a title, in any order. */
function sameTerms(terms: readonly string[], title: readonly (string | null)[]): boolean {
  const titleTerms = new Set(title.filter((term) => term !== null));
  return titleTerms.size === new Set(terms).size && terms.every((term) => titleTerms.has(term));
}
