import { LegalPage } from '../components/legal-page';

export default function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <section>
        <h2>What we keep</h2>
        <ul>
          <li>Your account: e-mail address, display name, and a hash of your password (never the password).</li>
          <li>What you create: photos, items, prices, projects and your pricing settings.</li>
          <li>Sign-in sessions: the address and browser of the device, to protect your account.</li>
        </ul>
      </section>
      <section>
        <h2>Why</h2>
        <p>
          Only to run the service for you: to sign you in, to identify and price your items, and to keep your inventory.
          We do not sell your data and show no advertising.
        </p>
      </section>
      <section>
        <h2>Who else sees it</h2>
        <p>
          When you analyse a photo with a cloud AI provider, publish a sale to a listing site, or pay for a plan, the
          data needed for that step goes to that provider. Nothing else leaves the service.
        </p>
      </section>
      <section>
        <h2>Cookies</h2>
        <p>One cookie keeps you signed in. We use no tracking or advertising cookies.</p>
      </section>
      <section>
        <h2>Deleting your data</h2>
        <p>When you delete your account, your data is deleted or anonymised within 90 days.</p>
      </section>
    </LegalPage>
  );
}
