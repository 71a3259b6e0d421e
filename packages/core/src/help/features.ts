// The five feature pages (/features/<slug>, commercial-side.md section 2): what Tagwise really does, with
// the measured figure behind any claim of speed (measured.ts).
import { CATEGORIES } from '../values/catalog.ts';
import type { HelpDoc } from './help-doc.ts';
import {
  ANALYSIS_ATTEMPT_SECONDS,
  CLOUD_OVERHEAD_MS,
  OFFLINE_ANALYSIS_SECONDS,
  OFFLINE_FIRST_PHOTO_SECONDS,
  STUDIO_PHOTO_SECONDS,
} from './measured.ts';
import { DEFAULT_CONDITIONS_TEXT } from './pricing-facts.ts';
import { FEATURE_CARDS, type FeatureSlug } from './feature-cards.ts';

export interface FeatureDoc extends HelpDoc {
  kind: 'feature';
  slug: FeatureSlug;
  /** The card's short name on the home page and in navigation. */
  shortTitle: string;
}

/** A feature page's text, with its card's name and summary (feature-cards.ts) and its address. */
const feature = (doc: Omit<FeatureDoc, 'kind' | 'path' | 'id' | 'shortTitle' | 'summary'>): FeatureDoc => {
  const card = FEATURE_CARDS.find((c) => c.slug === doc.slug)!;
  return {
    ...doc,
    shortTitle: card.shortTitle,
    summary: card.summary,
    id: `feature-${doc.slug}`,
    kind: 'feature',
    path: card.path,
  };
};

export const FEATURES: readonly FeatureDoc[] = [
  feature({
    slug: 'ai-analysis',
    title: 'AI analysis: from a photo to a priced item',
    keywords: ['AI', 'identify', 'analysis', 'photo', 'categories', 'condition', 'estimate', 'confidence'],
    sections: [
      {
        heading: 'What one photo gives you',
        paragraphs: [
          `A name and description, one of the ${CATEGORIES.length} categories (${CATEGORIES.join(', ')}), key features such as maker, model, materials and dimensions, the condition, and a retail estimate with the pages it is based on and a confidence score. Your pricing rules then give the tag price.`,
          'Several photos of one item go to the AI together, and what you already know (brand, model, artist, year, materials, size) wins over its answer. JPG, PNG and WebP are accepted.',
        ],
      },
      {
        heading: 'Nothing priced on a guess',
        paragraphs: [
          'The condition is kept only when the AI is at least 50% sure. An answer the AI rates under 30% sure is kept but flagged Needs review, and the review screen takes you through such items one at a time, with the guesses one tap away and the median of your own priced items of that category as a price you can take.',
        ],
      },
      {
        heading: 'How fast',
        paragraphs: [
          `Measured on a 2-core server: the built-in offline analyzer takes ${OFFLINE_ANALYSIS_SECONDS.p50} seconds for a typical photo and ${OFFLINE_ANALYSIS_SECONDS.p95} seconds for a slow one (median and 95th percentile), about ${Math.round(OFFLINE_FIRST_PHOTO_SECONDS.seconds)} seconds for the first photo while its models load: under 30 seconds. With a cloud AI, Tagwise's own part takes ${Math.round(CLOUD_OVERHEAD_MS.p50)} milliseconds at the median; the provider's own time comes on top, up to ${ANALYSIS_ATTEMPT_SECONDS} seconds an attempt, and depends on the provider.`,
          'A whole house of photos goes as one batch to the bulk queue, which analyses them on the server while you keep working, and shows the progress live.',
        ],
      },
      {
        heading: 'Your choice of AI',
        paragraphs: [
          'Tagwise connects to OpenAI, Google Gemini, Anthropic Claude, any OpenAI-compatible server or your own Ollama. With no key at all, its offline analyzer runs on the server without internet: it recognises far fewer things (a maker or model printed on the item, chairs, sets of cups or glasses, hand tools), says so, and leaves the rest for you to name instead of guessing.',
        ],
      },
      {
        heading: 'What it costs',
        billing: 'billed',
        paragraphs: [
          'One AI credit per analysed item, however many photos it has; a failed analysis gives its credit back.',
        ],
      },
    ],
  }),
  feature({
    slug: 'image-enhancement',
    title: 'Studio photos: the item on white',
    keywords: ['studio photo', 'enhance', 'background removal', 'white background', 'product photo'],
    sections: [
      {
        heading: 'What it does',
        paragraphs: [
          'Studio photo cuts the item out of its background and centres it on white, the way marketplace buyers expect to see it. The original is always kept: Original and Studio switch which one your lists, reports and listings show.',
          'Ask for it in the analysis dialog, for every item of a batch, or choose Enhance on any photo of an item later. A photo without one clear item keeps its original.',
        ],
      },
      {
        heading: 'How it works',
        paragraphs: [
          `By default the cut-out runs on your Tagwise server with the ISNet background-removal model, no internet needed: ${STUDIO_PHOTO_SECONDS.p50} seconds a photo at the median, measured on a 2-core server. A server connected to Google Gemini can use Gemini's image model instead.`,
        ],
      },
      {
        heading: 'Which plans',
        billing: 'billed',
        paragraphs: [
          'Studio photos come with the Pro plans and Enterprise. As part of an analysis they use no extra credit; on their own, one credit on Pro and none on Enterprise. A failed one gives its credit back.',
        ],
      },
    ],
  }),
  feature({
    slug: 'smart-pricing',
    title: 'Smart pricing: your rules, every item',
    keywords: ['pricing rules', 'markdown', 'condition', 'bulk price update', 'tag price', 'price history'],
    sections: [
      {
        heading: 'Condition-based adjustments',
        paragraphs: [
          `Each condition has its percentage: by default ${DEFAULT_CONDITIONS_TEXT}. Add your own conditions from 0% to 200%.`,
        ],
      },
      {
        heading: 'Project-specific pricing rules',
        paragraphs: [
          "Set a default markdown, markdowns per category (Furniture 35%, say), and for any sale its own markdown and category markdowns. The most specific wins: the sale's category markdown, your category markdown, the sale's markdown, then your default. A markup and a minimum and maximum tag price complete the rules.",
        ],
      },
      {
        heading: 'Bulk price updates',
        paragraphs: [
          'Change a rule and Tagwise says how many items it would re-price before it changes any, leaving prices you set by hand alone. Select items by hand or by filter to re-price them by the rules or change their prices by a percentage, and undo the last bulk action if it was a mistake.',
        ],
      },
      {
        heading: 'Every price explained',
        paragraphs: [
          'Each item shows how its price was reached, for example "Retail $120 → Furniture markdown 35% → $78 → Good 80% → $62", and keeps its price history: who or what set each price, and from what.',
        ],
      },
    ],
  }),
  feature({
    slug: 'project-management',
    title: 'Project management: one project per sale',
    keywords: ['projects', 'folders', 'inventory', 'price tags', 'reports', 'CSV', 'team', 'EstateSales.NET'],
    sections: [
      {
        heading: 'Sales and folders',
        paragraphs: [
          'Each sale, pickup or consignment is a project with its address, days and hours; folders group them by client or month. Each project shows its items, their retail value and their tag value.',
          'The inventory searches every item by name, brand, model, notes or tag code, filters by category, condition, status or price, and acts on many items at once.',
        ],
      },
      {
        heading: 'Sale day',
        paragraphs: [
          'Print tags on Avery 5160 or 5163 sheets or 2″ × 3″ hang tags, each with a QR code that opens the item. Mark items sold, on hold, kept, donated or sent to auction.',
          'Download an inventory report with photos and totals for your client before the sale, and a sold report with sell-through by category after it, both with your business name and logo.',
        ],
      },
      {
        heading: 'Getting the word out',
        paragraphs: [
          'Promotional text for the sale (title, description, three social posts, event text, visual ideas) written from its best items. eBay and Facebook Marketplace listing drafts, one at a time or as their bulk upload files. Publish the sale on EstateSales.NET with its days and the photos of its most valuable items, and keep the listing in step.',
        ],
      },
      {
        heading: 'Your team and your data',
        paragraphs: [
          'Team members sign in with their own accounts and work in the same sales, without access to billing or pricing rules. Items go out and in as CSV, and the whole workspace, photos included, downloads as one backup file that restores on any Tagwise installation.',
        ],
      },
    ],
  }),
  feature({
    slug: 'security',
    title: 'Security and privacy',
    keywords: ['security', 'privacy', 'encryption', 'password', 'access', 'self-host', 'AGPL', 'cookies'],
    sections: [
      {
        heading: 'Your workspace only',
        paragraphs: [
          "Every request is checked against the signed-in person's workspace; another workspace's project, item or photo is answered as if it did not exist. Photos are never at a public address: they are served only to the workspace they belong to.",
          'Team members cannot open billing, the team, pricing rules, integrations or backups; the server refuses them too. Deactivating a member signs them out on every device at once.',
        ],
      },
      {
        heading: 'Accounts',
        paragraphs: [
          'Passwords are stored only as a slow one-way hash, the most common passwords are refused, and sign-in attempts are limited per account and per network address. Changing your password signs out your other devices.',
        ],
      },
      {
        heading: 'Keys and payments',
        paragraphs: [
          'Your EstateSales.NET key is stored encrypted (AES-256-GCM), never sent back to a browser and left out of backups.',
        ],
      },
      {
        heading: 'Card details',
        billing: 'billed',
        paragraphs: [
          'With Stripe, card details go to Stripe and never reach the Tagwise server. One more cookie lets the browser that paid for a plan before its account existed claim it.',
        ],
      },
      {
        heading: 'What leaves the service',
        paragraphs: [
          'Photos you analyse go to the cloud AI provider your server is connected to, if any; the offline analyzer keeps them on the server. A sale you publish goes to EstateSales.NET, and a payment to the payment provider, which alone sees your card. Nothing else leaves, and there are no tracking or advertising cookies: one cookie keeps you signed in, another remembers the help tips you dismissed.',
        ],
      },
      {
        heading: 'Software you can check',
        paragraphs: [
          'Tagwise is free software under the AGPL-3.0-or-later: you can read its code, and run it on your own server, with its data in your own PostgreSQL and object storage if you like.',
        ],
      },
    ],
  }),
];

export const findFeature = (slug: string | undefined) => FEATURES.find((doc) => doc.slug === slug);
