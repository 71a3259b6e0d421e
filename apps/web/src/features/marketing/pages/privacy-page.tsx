import { CLAIM_WINDOW_DAYS } from '@tagwise/core/values/billing';
import { LegalPage } from '../components/legal-page';

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      path="/privacy"
      description="What Tagwise keeps about you, why, who else sees it, cookies, and how your data is deleted."
    >
      <section>
        <h2>What we keep</h2>
        <ul>
          <li>Your account: e-mail address, display name, and a hash of your password (never the password).</li>
          <li>
            What you add to your profile, if you do: a phone number, a profile photo, your business name and logo (for
            tags and reports).
          </li>
          <li>What you create: photos, items, prices, projects and your pricing settings.</li>
          <li>
            Your purchases: the plan or credit pack, its price and date, and the e-mail address given for the receipt.
            Card details go to the payment provider and are never stored here.
          </li>
          <li>
            Sign-in sessions: the address and browser of the device, to protect your account; and, for up to 15 minutes,
            a count of recent attempts to sign in, sign up or reset a password, by device address and e-mail (kept only
            as a one-way code), to stop password guessing.
          </li>
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
          When this server is connected to a cloud AI provider, the photos you analyse go to that provider. When you
          publish a sale on EstateSales.NET, what the listing shows goes there: the sale's title, description, address,
          days and terms, and the photos and names of its most valuable items; your EstateSales.NET key is used only
          between this server and EstateSales.NET. When you pay, the payment provider receives your card details and the
          e-mail address for the receipt. The e-mails the service sends you (a link to reset your password or to confirm
          your address, a note that someone tried to sign up with yours) go through the mail service this server uses.
          If you sign in with Google, Google tells this server your name, e-mail address and picture. Nothing else
          leaves the service.
        </p>
      </section>
      <section>
        <h2>Cookies</h2>
        <p>
          One cookie keeps you signed in; another remembers which help tips you have dismissed on this device, so pages
          arrive without them; and when you pay for a plan before creating your account, one more lets the browser you
          paid in claim it, for {CLAIM_WINDOW_DAYS} days. We use no tracking or advertising cookies.
        </p>
      </section>
      <section>
        <h2>Deleting your data</h2>
        <p>
          Ask the person who runs this Tagwise server to delete your account. They do it with one command, which deletes
          it at once and for good:
        </p>
        <ul>
          <li>
            If you are a workspace&apos;s admin, the workspace goes with your account: its projects, items and photos,
            its settings, plan and credits, and its team members&apos; accounts.
          </li>
          <li>
            If you are a team member, only your account goes: the items you added stay in the workspace, without your
            name.
          </li>
        </ul>
        <p>
          Either way your sign-in, sessions, settings and profile photo go with it, and any other copy of your data,
          such as a backup of the server, is deleted or anonymised within 90 days of the deletion.
        </p>
      </section>
    </LegalPage>
  );
}
