import { stemmer } from 'stemmer';

// How operators ask, against how the help is written. They say "my helper", "how much", "stickers", "my
// pictures"; the help says team member, price, labels, photos. Filler words ("much", "stuff", "she") say
// nothing about the subject; the rest are looked up under the help's own words as well as their own. The help
// text stays the only source of an answer: these lists only decide which of its passages a question is about.

/** Words that carry no subject: dropped before indexing and searching, and never named as unknown. */
export const STOPWORDS = new Set(
  `a about after again all also am an and any are as at be been before being but by can could did do does doing
  done for from get gets got had has have having he her here him his how i if in into is it its just let me my
  myself no not now of off on once only or other our out over own please same she should so some such than that
  the their them then there these they this those through to too under until up us very was we were what when
  where which while who whom why will with would you your yours s t d ll m re ve want need way thing things tell
  know able hi hello hey thanks thank there
  much lot lots bunch stuff something anything everything someone somebody anyone anybody everyone kind
  really actually maybe still even ok okay yeah yes guys gonna wanna gotta trying possible
  whats im ive dont doesnt didnt cant couldnt wont isnt arent wasnt shouldnt wouldnt
  couldn didn doesn don isn aren wasn won shouldn wouldn haven hasn
  look looks nice nicer better easier easy`.split(/\s+/),
);

/**
 * Phrases that mean one of the help's words: "how much" is a question of price, "log in" is signing in, "stop
 * paying" is cancelling, "couldn't tell what it is" is an item the analysis could not identify. The help's
 * words are searched besides the phrase; "print a list" is a report, not the price tags "print" alone would
 * find, so it is searched as a report only.
 */
const PHRASES: readonly [RegExp, string, { replace?: boolean }?][] = [
  [/\bhow much\b/gi, 'cost'],
  [/\b(?:a )?(?:bunch|lots|lot|pile|ton|heap)s? of\b/gi, 'many'],
  [/\b(?:many|several|multiple) (?:things|stuff|pieces|objects)\b/gi, 'many items'],
  [/\b(?:at once|at the same time|in one go|all together|in bulk)\b/gi, 'batch'],
  [/\b(?:monthly|per month|a month) (?:fees?|costs?|prices?|charges?|payments?|bills?)\b/gi, 'plan cost'],
  [/\b(?:fees?|costs?|prices?|charges?|payments?|bills?) (?:per|a|each|every) month\b/gi, 'plan cost'],
  [/\blog(?:ging)? ?(?:in|on)\b|\bsign ?on\b/gi, 'sign'],
  [/\bstop (?:paying|payment|my plan|the plan|my subscription)\b/gi, 'cancel'],
  [/\b(?:run|ran|running) out\b/gi, 'run out'],
  [/\bmark(?:ing|ed)? ?downs?\b/gi, 'markdown'],
  [/\b(?:save|make|keep|get) an? (?:copy|backup)\b/gi, 'backup'],
  [/\bwhite background\b/gi, 'studio'],
  [/\bprint(?:ed)? (?:out )?an? (?:list|summary|inventory sheet)\b/gi, 'inventory report', { replace: true }],
  [
    /\b(?:couldn'?t|could not|can'?t|cannot|didn'?t|did not|does ?n'?t|won'?t) (?:tell|figure out|recogni[sz]e|identify|work out|know)\b/gi,
    'unidentified review',
  ],
];

export interface ReadQuestion {
  /** What to search: the question with the help's words for its phrases. */
  text: string;
  /** The help's words each word of a phrase stands for ("much": cost), by the word in lower case. */
  phraseWords: ReadonlyMap<string, readonly string[]>;
}

/** The question read for its phrases; only the words asked are ever named back to the person. */
export function readPhrases(question: string, tokenize: (text: string) => string[]): ReadQuestion {
  const phraseWords = new Map<string, string[]>();
  const text = PHRASES.reduce(
    (read, [phrase, helpWords, { replace = false } = {}]) =>
      read.replace(phrase, (found) => {
        for (const word of tokenize(found)) {
          phraseWords.set(word.toLowerCase(), [...(phraseWords.get(word.toLowerCase()) ?? []), ...tokenize(helpWords)]);
        }
        return replace ? helpWords : `${found} ${helpWords}`;
      }),
    question,
  );
  return { text, phraseWords };
}

/**
 * The help's words, and the everyday words people use for them (each word is also searched as itself). Both
 * sides are stemmed, so "helpers", "pictures" and "printing" find their line.
 */
const EVERYDAY_WORDS: readonly [helpWords: string, everydayWords: string][] = [
  // People who work in the workspace.
  ['team member', 'helper assistant employee staff worker volunteer coworker crew partner'],
  // What Tagwise costs is a question of plans ("price" alone is an item's price).
  ['plan', 'cost fee charge expensive cheap'],
  ['plan billing', 'pay paying'],
  ['month plan', 'monthly'],
  ['subscription plan', 'subscribe'],
  ['pack', 'extra'],
  ['trial free', 'try'],
  // Price tags.
  ['tags labels', 'print sticker'],
  ['print tags labels', 'printer'],
  ['tags', 'label'],
  ['labels', 'tag'],
  // Photos.
  ['photo', 'picture pic pics image snap camera'],
  // A sale is a project; sales are kept in folders.
  ['project', 'sale'],
  ['folders projects', 'organize organise'],
  ['folders', 'group'],
  // Prices and their rules.
  ['markdown', 'discount reduce lower'],
  ['markdown percentage', 'percent'],
  ['review accurate', 'wrong'],
  ['unidentified review', 'identify recognize'],
  // Spreadsheets and the rest of the outputs.
  ['import', 'load'],
  ['csv', 'spreadsheet excel sheets'],
  ['promotional', 'ad advert advertise flyer announcement'],
  ['marketplace listings', 'ebay facebook craigslist'],
  // Devices, accounts and the rest.
  ['phone', 'ipad iphone android tablet mobile cell'],
  ['mail', 'email'],
  ['sign', 'login signin'],
  ['offline', 'internet wifi'],
  ['run', 'ran'],
  ['cancel', 'quit'],
  ['cancel pause', 'stop'],
  ['remove', 'delete'],
  ['remove deactivate', 'fire left'],
];

const stem = (word: string) => stemmer(word.toLowerCase());
const words = (text: string) => text.split(' ');

const HELP_TERMS_BY_STEM = new Map<string, string[]>();
for (const [helpWords, everydayWords] of EVERYDAY_WORDS) {
  for (const word of words(everydayWords)) {
    const had = HELP_TERMS_BY_STEM.get(stem(word)) ?? [];
    HELP_TERMS_BY_STEM.set(stem(word), [...new Set([...had, ...words(helpWords).map(stem)])]);
  }
}

/** The help's terms for an everyday word's stem ("helper": team, member), or none. */
export const helpTermsFor = (term: string): readonly string[] => HELP_TERMS_BY_STEM.get(term) ?? [];
