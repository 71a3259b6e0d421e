import { Link } from 'react-router';
import { FEATURE_CARDS, type FeatureSlug } from '@tagwise/core/help/feature-cards';
import { PLANS, TRIAL_BUTTON_LABEL, TRIAL_DAYS, formatDollars } from '@tagwise/core/values/billing';
import { TIER_ALLOWANCE } from '@tagwise/core/values/credits';
import {
  ArrowRightIcon,
  CameraIcon,
  FolderKanbanIcon,
  ScaleIcon,
  ShieldCheckIcon,
  SparklesIcon,
  TagIcon,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useBilled } from '@/features/system/api/get-public-config';
import { PublicLayout } from '../components/public-layout';
import { RoiCalculator } from '../components/roi-calculator';
import { Screenshot, type ScreenshotName } from '../components/screenshot';
import { usePageMeta } from '../lib/use-page-meta';

const FEATURE_ICONS: Record<FeatureSlug, LucideIcon> = {
  'ai-analysis': ScaleIcon,
  'image-enhancement': SparklesIcon,
  'smart-pricing': TagIcon,
  'project-management': FolderKanbanIcon,
  security: ShieldCheckIcon,
};

const STEPS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: CameraIcon,
    title: 'Snap',
    text: 'Photograph items on your phone, one at a time or a whole house in one batch. JPEG, PNG and WebP.',
  },
  {
    icon: ScaleIcon,
    title: 'Analyze',
    text: 'The AI names each item, sorts it into one of 15 categories, judges its condition and estimates a retail price with a confidence score. What it is unsure of waits for your review.',
  },
  {
    icon: TagIcon,
    title: 'Sell',
    text: 'Your markdowns and condition rules give the tag price. Print the tags, hand your client the inventory report, and publish the sale.',
  },
];

const GALLERY: { name: ScreenshotName; alt: string; caption: string }[] = [
  {
    name: 'item-phone',
    alt: 'An item page on a phone: the photo of a painted chair marked as the main photo, with Enhance to make a studio photo, and the item’s name.',
    caption: 'Each item with its photos and details; Enhance cuts the item out onto white.',
  },
  {
    name: 'review-phone',
    alt: 'The review screen on a phone: an unidentified item’s photo with the analyzer’s guesses as buttons, and fields for name, category, condition and price.',
    caption: 'Items the AI was unsure of, reviewed one at a time, its guesses one tap away.',
  },
  {
    name: 'tags-phone',
    alt: 'The Print price tags dialog on a phone, offering Avery 5160 and 5163 sheets and hang tags.',
    caption: 'Price tags for Avery 5160 or 5163 sheets or hang tags, each with a QR code that opens the item.',
  },
];

/** A card's title inside a sentence: "smart pricing", but "AI analysis" keeps its capitals. */
const inSentence = (title: string) =>
  /^[A-Z]{2}/.test(title) ? title : title.charAt(0).toLowerCase() + title.slice(1);

export default function LandingPage() {
  // A server without billing (BILLING_PROVIDER=none) sells no plan: no trial, no prices.
  const billed = useBilled();
  usePageMeta({
    title: 'Tagwise — Snap. Analyze. Sell.',
    description:
      'Tagwise prices estate-sale items from a photo: AI identification, retail estimates and your own pricing rules, price tags, reports and listings, in one project per sale.',
    path: '/home',
  });
  const signUp = billed ? 'Create a free account' : 'Create your account';
  return (
    <PublicLayout>
      <section className="bg-gradient-to-b from-secondary/70 to-background">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[5fr_6fr]">
          <div className="flex flex-col items-start gap-5">
            <p className="rounded-full border bg-card px-3 py-1 text-sm text-muted-foreground">
              For estate-sale operators, resellers and consignment teams
            </p>
            <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">Snap. Analyze. Sell.</h1>
            <p className="text-lg text-muted-foreground">
              Photograph an item and Tagwise identifies it, estimates what it sells for, and applies your own pricing
              rules to give you the tag price. Built for basements, garages and sale days, on your phone.
            </p>
            <div className="flex flex-wrap gap-3">
              {billed && (
                <Button asChild size="lg">
                  <Link to="/pricing">{TRIAL_BUTTON_LABEL}</Link>
                </Button>
              )}
              <Button asChild size="lg" variant={billed ? 'outline' : 'default'}>
                <Link to="/signup">{signUp}</Link>
              </Button>
            </div>
            {billed && (
              <p className="text-sm text-muted-foreground">
                Pro trial: {TRIAL_DAYS} days free, cancel any time. Free plan: {TIER_ALLOWANCE.freemium} AI analyses a
                month, no card needed.
              </p>
            )}
          </div>
          {/* A computer's screen, for computers: phones get the phone screens below, and their first
              screen stays the words (a picture arriving late on a slow phone made the page's paint late). */}
          <figure className="hidden overflow-hidden rounded-xl border bg-card shadow-lg lg:block">
            <Screenshot
              name="project-desktop"
              alt="A sale's project page in Tagwise: item photos with their names, categories, conditions and tag prices, with Print Tags and Analyze Photos buttons."
              sizes="(min-width: 1152px) 600px, 52vw"
              className="h-auto w-full"
            />
          </figure>
        </div>
      </section>

      <section aria-labelledby="at-work" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="at-work" className="text-center text-2xl font-semibold tracking-tight sm:text-3xl">
          Tagwise at work
        </h2>
        <p className="mt-2 text-center text-muted-foreground">Screens of the app itself, with a demo sale.</p>
        <ul className="mt-8 grid gap-8 sm:grid-cols-3">
          {GALLERY.map(({ name, alt, caption }) => (
            <li key={name}>
              <figure className="grid justify-items-center gap-3">
                <div className="w-full max-w-[270px] overflow-hidden rounded-[1.75rem] border-4 border-foreground/80 bg-card shadow-md">
                  <Screenshot name={name} alt={alt} sizes="270px" className="h-auto w-full" />
                </div>
                <figcaption className="max-w-[300px] text-center text-sm text-muted-foreground">{caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section id="features" aria-labelledby="features-title" className="scroll-mt-4 border-y bg-muted/40">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <h2 id="features-title" className="text-center text-2xl font-semibold tracking-tight sm:text-3xl">
            What Tagwise does
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURE_CARDS.map((feature) => {
              const Icon = FEATURE_ICONS[feature.slug];
              return (
                <li key={feature.slug} className="flex flex-col gap-2 rounded-xl border bg-card p-6 shadow-xs">
                  <Icon className="size-6 text-primary" aria-hidden />
                  <h3 className="text-lg font-semibold">{feature.shortTitle}</h3>
                  <p className="flex-1 text-muted-foreground">{feature.summary}</p>
                  <Link
                    to={feature.path}
                    className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                  >
                    More about {inSentence(feature.shortTitle)}
                    <ArrowRightIcon className="size-4" aria-hidden />
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="how" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="how" className="text-center text-2xl font-semibold tracking-tight sm:text-3xl">
          How it works
        </h2>
        <ol className="mt-8 grid gap-4 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-xs">
              <Icon className="mb-3 size-6 text-primary" aria-hidden />
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="mt-1 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id="roi" aria-labelledby="roi-title" className="scroll-mt-4 border-y bg-muted/40">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <h2 id="roi-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            What could it be worth to you?
          </h2>
          <p className="mt-2 mb-8 max-w-3xl text-muted-foreground">
            Put in your own figures: the time your team spends pricing, and what items priced too low cost you. The
            calculator shows what saving part of each would mean in a month and a year.
          </p>
          <RoiCalculator billed={billed} />
        </div>
      </section>

      {billed && (
        <section aria-labelledby="pricing-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <h2 id="pricing-title" className="text-center text-2xl font-semibold tracking-tight sm:text-3xl">
            Plans
          </h2>
          <p className="mt-2 text-center text-muted-foreground">
            One AI credit analyses one item. Free: {TIER_ALLOWANCE.freemium} credits a month, no card needed.
          </p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {PLANS.map((plan) => (
              <li
                key={plan.tier}
                className={`flex flex-col gap-2 rounded-xl border bg-card p-6 shadow-xs ${plan.popular ? 'border-primary ring-1 ring-primary' : ''}`}
              >
                <h3 className="font-semibold">
                  {plan.name}
                  {plan.popular && (
                    <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">
                      Most Popular
                    </span>
                  )}
                </h3>
                <p>
                  <span className="text-3xl font-bold">{formatDollars(plan.priceCents)}</span>
                  <span className="text-muted-foreground"> a month</span>
                </p>
                <ul className="grid gap-1 text-sm text-muted-foreground">
                  {plan.features.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex justify-center">
            <Button asChild size="lg">
              <Link to="/pricing">Compare plans and credit packs</Link>
            </Button>
          </div>
        </section>
      )}

      <section aria-labelledby="start" className="bg-primary text-primary-foreground">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 px-4 py-14 text-center">
          <h2 id="start" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            Price your next sale with Tagwise
          </h2>
          <p className="max-w-2xl opacity-90">
            Start a project, photograph the first items, and print their tags today. Questions first? Read the{' '}
            <Link to="/faq" className="font-medium underline underline-offset-4">
              FAQ
            </Link>
            .
          </p>
          <Button asChild size="lg" variant="secondary">
            <Link to="/signup">Start your first project</Link>
          </Button>
        </div>
      </section>
    </PublicLayout>
  );
}
