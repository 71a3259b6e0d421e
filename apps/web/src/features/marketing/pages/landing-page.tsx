import { Link } from 'react-router';
import { TRIAL_BUTTON_LABEL, TRIAL_DAYS } from '@tagwise/core/values/billing';
import { TIER_ALLOWANCE } from '@tagwise/core/values/credits';
import {
  ArchiveIcon,
  CameraIcon,
  FileTextIcon,
  FolderKanbanIcon,
  MegaphoneIcon,
  ListChecksIcon,
  ScaleIcon,
  SparklesIcon,
  TagIcon,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useBilled } from '@/features/system/api/get-public-config';
import { PublicLayout } from '../components/public-layout';

const STEPS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: CameraIcon,
    title: 'Snap',
    text: 'Photograph items on your phone, one at a time or hundreds in a batch. JPEG, PNG and WebP.',
  },
  {
    icon: ScaleIcon,
    title: 'Analyze',
    text: 'A vision AI (OpenAI, Google Gemini, Anthropic Claude or your own Ollama) names each item, sorts it into one of 15 categories, judges its condition and estimates a retail price with a confidence score. Without one, the built-in offline analyzer recognises some everyday objects and asks you about the rest.',
  },
  {
    icon: TagIcon,
    title: 'Sell',
    text: 'Your markdowns and condition rules turn estimates into tag prices, per project, with bulk updates when you change your mind. Print the tags on Avery sheets or hang tags, each with a QR code that opens the item.',
  },
];

/** `unbilled`: the words on a server without billing, where no plan limits anything. */
const MORE: { icon: LucideIcon; title: string; text: string; unbilled?: string }[] = [
  {
    icon: FolderKanbanIcon,
    title: 'A project per sale',
    text: 'Items grouped by sale and folder, searchable across your whole inventory.',
  },
  {
    icon: ListChecksIcon,
    title: 'Nothing priced on a guess',
    text: 'Items the AI is not sure about are flagged for review, with its guesses one tap away, and a review screen takes you through fifty of them in minutes.',
  },
  {
    icon: SparklesIcon,
    title: 'Studio photos',
    text: 'On the Pro and Enterprise plans, cut an item out of a cluttered garage and put it on white, beside the original.',
    unbilled: 'Cut an item out of a cluttered garage and put it on white, beside the original.',
  },
  {
    icon: FileTextIcon,
    title: 'Reports for your client',
    text: 'An inventory report with photos and totals before the sale, and a sold report after it: what sold against its tag, sell-through by category, and what was left over. With your business name and logo.',
  },
  {
    icon: MegaphoneIcon,
    title: 'Listings and promotion',
    text: 'Promotional text for the sale written from its best items, and listing drafts for eBay and Facebook Marketplace, one item at a time or as their bulk upload files. You post them; Tagwise never does.',
  },
  {
    icon: ArchiveIcon,
    title: 'Your data, yours',
    text: 'Items out and in as CSV for any spreadsheet, and the whole workspace with its photos as one backup file that restores on any Tagwise installation.',
  },
];

export default function LandingPage() {
  // A server without billing (BILLING_PROVIDER=none) sells no plan: no trial, no prices.
  const billed = useBilled();
  return (
    <PublicLayout>
      <section className="bg-gradient-to-b from-secondary/70 to-background">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
          <p className="rounded-full border bg-card px-3 py-1 text-sm text-muted-foreground">
            For estate-sale operators, resellers and consignment teams
          </p>
          <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">Snap. Analyze. Sell.</h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            Photograph an item and Tagwise identifies it, estimates what it sells for, and applies your own pricing
            rules to give you the tag price. Built for basements, garages and sale days, on your phone.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            {billed && (
              <Button asChild size="lg">
                <Link to="/pricing">{TRIAL_BUTTON_LABEL}</Link>
              </Button>
            )}
            <Button asChild size="lg" variant={billed ? 'outline' : 'default'}>
              <Link to="/signup">{billed ? 'Create a free account' : 'Create your account'}</Link>
            </Button>
          </div>
          {billed && (
            <p className="text-sm text-muted-foreground">
              Pro trial: {TRIAL_DAYS} days free, cancel any time. Free plan: {TIER_ALLOWANCE.freemium} AI analyses a
              month, no card needed.
            </p>
          )}
        </div>
      </section>
      <section aria-labelledby="how" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="how" className="mb-8 text-center text-2xl font-semibold tracking-tight">
          How it works
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-xs">
              <Icon className="mb-3 size-6 text-primary" aria-hidden />
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="mt-1 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {MORE.map(({ icon: Icon, title, text, unbilled }) => (
            <li key={title} className="flex gap-4 rounded-xl border bg-card p-6 shadow-xs">
              <Icon className="size-6 shrink-0 text-primary" aria-hidden />
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-muted-foreground">{billed ? text : (unbilled ?? text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </PublicLayout>
  );
}
