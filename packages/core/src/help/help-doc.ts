// The shape of the help content: help articles, FAQ entries and the feature pages, as plain values (no zod,
// no React). The web pages render them, and a search over them (the help assistant) can link each answer
// to the page and anchor where it shows.

export type HelpDocKind = 'help' | 'faq' | 'feature';

/**
 * Which servers a doc or a section is for: `billed` ones sell plans and credits, `unbilled` ones
 * (BILLING_PROVIDER=none) sell nothing and limit nothing. Absent: every server.
 */
export type HelpBilling = 'billed' | 'unbilled';

export interface HelpSection {
  heading: string;
  paragraphs: readonly string[];
  billing?: HelpBilling;
}

export interface HelpDoc {
  /** Unique across all kinds; also the anchor of a help article or FAQ entry on its page. */
  id: string;
  kind: HelpDocKind;
  title: string;
  /** Where it shows: `/help#<id>`, `/faq#<id>` or `/features/<slug>`. */
  path: string;
  /** One or two sentences: the list entry, the page's meta description, a search result's snippet. */
  summary: string;
  sections: readonly HelpSection[];
  keywords?: readonly string[];
  billing?: HelpBilling;
}

/** Whether a doc or section applies on a server that does (`billed`) or does not sell plans. */
export const appliesTo = (part: { billing?: HelpBilling }, billed: boolean) =>
  part.billing === undefined || part.billing === (billed ? 'billed' : 'unbilled');

/** The doc as a server with or without billing shows it: its sections for that server only. */
export const forServer = (doc: HelpDoc, billed: boolean): HelpDoc => ({
  ...doc,
  sections: doc.sections.filter((section) => appliesTo(section, billed)),
});
