import { LegalPage } from '../components/legal-page';

export default function TermsPage() {
  return (
    <LegalPage title="Terms of Service">
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
      <section>
        <h2>3. Plans and credits</h2>
        <ul>
          <li>The Free tier includes 10 AI credits per month. Paid plans are Basic, Pro and Enterprise.</li>
          <li>A 7-day trial gives access to Pro features.</li>
          <li>Each analysed item uses 1 credit; studio image enhancement, a Pro feature, uses 1 more.</li>
          <li>Plan credits reset monthly on your billing date and do not roll over. Credit packs can be bought.</li>
        </ul>
      </section>
      <section>
        <h2>4. Billing</h2>
        <p>
          Subscriptions are billed monthly or annually, in advance. Payments are non-refundable except where the law
          requires otherwise. We give at least 30 days&apos; notice of any price change.
        </p>
      </section>
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
          You can stop using Tagwise at any time. When an account is deleted, its data is deleted or anonymised within
          90 days.
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
