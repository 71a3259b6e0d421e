// Every help document, for whatever searches or lists them all (the help assistant).
import { FAQ_ENTRIES } from './faq.ts';
import { FEATURES } from './features.ts';
import { HELP_ARTICLES } from './help-articles.ts';
import type { HelpDoc } from './help-doc.ts';

export const HELP_DOCS: readonly HelpDoc[] = [...HELP_ARTICLES, ...FAQ_ENTRIES, ...FEATURES];
