import {
  BASIC_PROJECT_LIMIT,
  PACK_PRICES_TEXT,
  PLANS,
  TRIAL_DAYS,
  TRIAL_PLAN_NAMES,
  formatDollars,
} from '@tagwise/core/values/billing';
import { TIER_ALLOWANCE } from '@tagwise/core/values/credits';
import { usePublicConfig } from '@/features/system/api/get-public-config';
import { LegalPage } from '../components/legal-page';

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      path="/terms"
      description="The terms of using Tagwise: who may use it, plans, credits and billing, your content, and ending your account."
    >
      <section>
        <h2>1. The service</h2>
        <p>
          Tagwise helps you identify, price and organise items for estate sales, resale and consignment. Its prices are
          estimates produced by software from your photos and your pricing rules; you decide the prices you sell at and
          remain responsible for them.
        </p>
      </section>
      <section>
        <h2>2. Who may use it</h2>
        <p>You must be 18 or older and able to enter a binding agreement to create an account.</p>
      </section>
      <PlansAndBilling />
      <section>
        <h2>5. Your content</h2>
        <p>
          Your photos, items and projects remain yours. You give us permission to store and process them only to provide
          the service to you.
        </p>
      </section>
      <section>
        <h2>6. Ending your account</h2>
        <p>
          You can stop using Tagwise at any time. To have your account and its data deleted, ask the person who runs
          this Tagwise server. When they do, the account is deleted at once and for good: a workspace admin&apos;s
          together with the workspace (its projects, items, photos, settings, plan and credits) and its team
          members&apos; accounts; a team member&apos;s alone, the items they added staying in the workspace without
          their name. Any other copy of the account&apos;s data is deleted or anonymised within 90 days of the deletion.
        </p>
      </section>
      <section>
        <h2>7. Software licence</h2>
        <p>
          Tagwise is free software under the GNU Affero General Public License, version 3 or later. These terms cover
          the hosted service; the licence covers the software itself.
        </p>
      </section>
    </LegalPage>
  );
}

/** Sections 3 and 4: the plans and how they are paid for, or, on a server without billing, that nothing is. */
function PlansAndBilling() {
  const billing = usePublicConfig().data?.billing ?? 'test';
  if (billing === 'none') {
    return (
      <>
        <section>
          <h2>3. Plans and credits</h2>
          <p>
            This server sells no plans or credits: every account may analyse as many items as it needs, with every
            feature. The person who runs it decides who may use it.
          </p>
        </section>
        <section>
          <h2>4. Billing</h2>
          <p>Nothing is billed on this server.</p>
        </section>
      </>
    );
  }
  return (
    <>
      <section>
        <h2>3. Plans and credits</h2>
        <ul>
          <li>A new account is on the Free plan, with {TIER_ALLOWANCE.freemium} AI credits per month.</li>
          <li>
            Each analysed item uses 1 credit. A studio photo, a Pro and Enterprise feature, uses 1 credit on Pro unless
            it is made as part of an analysis. Enterprise uses no credits.
          </li>
          <li>
            Paid plans are monthly subscriptions:{' '}
            {PLANS.map(
              (plan) => `${plan.name} ${formatDollars(plan.priceCents)} a month for ${plan.credits} credits`,
            ).join(', ')}
            . Basic holds up to {BASIC_PROJECT_LIMIT} projects; the others have no project limit. Enterprise (unlimited
            credits) is arranged with the person who runs this server.
          </li>
          <li>
            {TRIAL_PLAN_NAMES} start with a {TRIAL_DAYS}-day trial with Pro features, once per workspace. Unless
            cancelled before it ends, the trial becomes the paid plan.
          </li>
          <li>
            Plan credits reset monthly on the billing date and do not roll over. A plan you cancel stays until the end
            of its billing period, then the workspace returns to the Free plan. A plan bought over another replaces it
            at once.
          </li>
          <li>
            Credit packs add credits once: {PACK_PRICES_TEXT}. Pack credits never expire and are used after the
            plan&apos;s monthly credits. Only a workspace&apos;s admin can buy them.
          </li>
          <li>The person who runs this Tagwise server can also change an account&apos;s plan or add credits.</li>
        </ul>
      </section>
      <section>
        <h2>4. Billing</h2>
        <p>
          Plans and credit packs are bought through a checkout, billed monthly in advance for plans, and are
          non-refundable except where the law requires. Prices change only with 30 days&apos; notice.{' '}
          {billing === 'stripe'
            ? 'Payments are taken by Stripe: your card details go to Stripe and never reach this server.'
            : "This server's checkout runs in test mode: it takes only test card numbers, no real card is charged, and nothing is paid. Before real payments are taken, these terms will be updated and you will be told."}
        </p>
      </section>
    </>
  );
}
