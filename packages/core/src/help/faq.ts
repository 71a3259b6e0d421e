// The questions on /faq, each at its own anchor. Answers say what the app does today, nothing more.
import { PLANS, TRIAL_DAYS, TRIAL_PLAN_NAMES } from '../values/billing.ts';
import { CATEGORIES } from '../values/catalog.ts';
import { TIER_ALLOWANCE } from '../values/credits.ts';
import type { HelpDoc, HelpSection } from './help-doc.ts';
import { CLOUD_OVERHEAD_MS, OFFLINE_ANALYSIS_SECONDS, OFFLINE_FIRST_PHOTO_SECONDS } from './measured.ts';

/** An entry: its question is the title; the answer is its one section (two where servers differ). */
const faq = (
  id: string,
  question: string,
  answer: readonly string[],
  extra: { billing?: HelpDoc['billing']; keywords?: string[]; sections?: HelpSection[] } = {},
): HelpDoc => ({
  id,
  kind: 'faq',
  title: question,
  path: `/faq#${id}`,
  summary: answer[0]!,
  sections: extra.sections ?? [{ heading: 'Answer', paragraphs: answer }],
  ...(extra.billing ? { billing: extra.billing } : {}),
  ...(extra.keywords ? { keywords: extra.keywords } : {}),
});

export const FAQ_ENTRIES: readonly HelpDoc[] = [
  faq('what-is-tagwise', 'What is Tagwise?', [
    'A web app for estate-sale operators, resellers and consignment teams: photograph items, let an AI identify and price them, and turn the estimates into tag prices with your own pricing rules. Items live in projects, one per sale, and Tagwise prints the tags, makes the reports and drafts the listings.',
  ]),
  faq(
    'photo-formats',
    'Which photos can I use?',
    [
      'JPG, PNG and WebP, from the camera in the app or from your device. Photos are made smaller in the browser before they upload. One item can have several photos; the first is its main photo.',
    ],
    { keywords: ['jpeg', 'png', 'webp', 'heic', 'format'] },
  ),
  faq(
    'analysis-time',
    'How long does an analysis take?',
    [
      `With the built-in offline analyzer, ${OFFLINE_ANALYSIS_SECONDS.p50} seconds for a typical photo and ${OFFLINE_ANALYSIS_SECONDS.p95} seconds for a slow one (median and 95th percentile, measured on a 2-core server), and about ${Math.round(OFFLINE_FIRST_PHOTO_SECONDS.seconds)} seconds for the first photo while its models load.`,
      `With a cloud AI, Tagwise's own part takes ${Math.round(CLOUD_OVERHEAD_MS.p50)} milliseconds at the median; the provider's time comes on top and depends on the provider. A batch of many photos runs in the background while you keep working.`,
    ],
    { keywords: ['speed', 'fast', 'seconds', 'under 30 seconds'] },
  ),
  faq(
    'price-accuracy',
    'How accurate are the prices?',
    [
      'They are estimates, and you decide the prices you sell at. A cloud AI gives a retail estimate with the pages it is based on and a confidence score; your rules turn it into the tag price. Items the analysis is not sure about are flagged Needs review instead of guessed, and every field can be corrected.',
    ],
    { keywords: ['accurate', 'wrong price', 'confidence', 'estimate'] },
  ),
  faq(
    'no-cloud-ai',
    'Does Tagwise work without a cloud AI?',
    [
      "Yes. Without a cloud AI key the server runs Tagwise's offline analyzer, with no internet. It identifies far fewer things: it names and files an item only on evidence that proved reliable (a maker or model printed on it, a chair, a set of cups or glasses, a hand tool) and saves the rest as unidentified items, with its guesses and no price, for you to review. Connecting a cloud AI (OpenAI, Google Gemini, Anthropic Claude, or your own Ollama) gives full identification.",
    ],
    { keywords: ['offline', 'local', 'no internet', 'OpenAI', 'Gemini', 'Claude', 'Ollama'] },
  ),
  faq('categories', 'Which categories are items sorted into?', [
    `${CATEGORIES.length} categories: ${CATEGORIES.join(', ')}. You can change an item's category at any time, and set a markdown per category.`,
  ]),
  faq(
    'free-plan',
    'Is there a free plan?',
    [
      `Yes: every account starts on the Free plan with ${TIER_ALLOWANCE.freemium} AI credits a month, and no card is needed to create it. ${TRIAL_PLAN_NAMES} start with a ${TRIAL_DAYS}-day Pro trial.`,
    ],
    { billing: 'billed', keywords: ['free', 'trial', 'credit card'] },
  ),
  faq(
    'out-of-credits',
    'What happens when I run out of credits?',
    [
      'Uploading photos and adding or editing items still work; only AI analysis waits. A batch pauses as blocked and goes on by itself once credits are added. Add Credits sells one-off packs that never expire, or you can move to a larger plan.',
    ],
    { billing: 'billed', keywords: ['credits', 'quota', 'limit', 'blocked'] },
  ),
  faq(
    'cancel',
    'Can I cancel at any time?',
    [
      'Yes. Cancel Subscription in the account menu asks first; the plan stays until the end of the period you paid for, then the workspace is on the Free plan with everything in it kept.',
    ],
    { billing: 'billed', keywords: ['cancel', 'subscription', 'refund'] },
  ),
  faq(
    'which-plan',
    'Which plan should I choose?',
    [
      `Count the items you price in a month: one credit analyses one item. ${PLANS.map((plan) => `${plan.name} has ${plan.credits}`).join(', ')} credits a month, and packs top up a busy month. Pro plans add studio photos, team accounts and unlimited projects.`,
    ],
    { billing: 'billed', keywords: ['plan', 'pricing', 'how many credits'] },
  ),
  faq(
    'who-sees-photos',
    'Who can see my photos and items?',
    [
      'Only your workspace: you and the team members you add. Photos are never at a public address. When your server uses a cloud AI, the photos you analyse are sent to that provider; when you publish a sale on EstateSales.NET, what the listing shows goes there; when you pay, your card goes to the payment provider, never to Tagwise. Nothing else leaves the service, and there are no tracking or advertising cookies.',
    ],
    { keywords: ['privacy', 'private', 'data', 'photos', 'security'] },
  ),
  faq('team', 'Can my team use one account?', [
    'The admin adds team members, each with their own sign-in. They work in the same projects and items, and cannot open billing, pricing rules, integrations or backups. Deactivating a member signs them out everywhere at once.',
  ]),
  faq(
    'data-out',
    'Can I get my data out?',
    [
      'Yes. Export CSV gives every field of your items for any spreadsheet, and Settings, Backup downloads the whole workspace with its photos as one zip that restores on any Tagwise installation.',
    ],
    { keywords: ['export', 'backup', 'CSV', 'lock-in'] },
  ),
  faq('post-listings', 'Does Tagwise post to eBay or Facebook Marketplace for me?', [
    'No. It drafts the listings, one at a time to copy or as the marketplaces’ bulk upload files, and you upload them yourself. EstateSales.NET is the one site Tagwise publishes to, when you connect your account and choose Publish.',
  ]),
  faq(
    'labels',
    'Which labels do price tags print on?',
    [
      'Avery 5160 (30 a sheet), Avery 5163 (10 a sheet) and 2″ × 3″ hang tags on card stock (12 a sheet). Print at actual size (100%). Each tag carries a QR code that opens the item.',
    ],
    { keywords: ['Avery', 'labels', 'print', 'tags', 'QR'] },
  ),
  faq('phone', 'Does it work on a phone or a tablet?', [
    "Yes. Tagwise runs in the browser of a phone or tablet (iPhone, iPad or Android): take photos with its camera, review items one at a time, and scan a tag's QR code to open the item on sale day.",
  ]),
  faq(
    'self-host',
    'Can I run Tagwise on my own server?',
    [
      'Yes. Tagwise is free software under the AGPL-3.0-or-later. It runs on one machine with `npm install && npm start` and no configuration, and grows to PostgreSQL, object storage and several processes by configuration.',
    ],
    { keywords: ['self-host', 'open source', 'AGPL', 'install'] },
  ),
];
