import { MINIMUM_AGE } from '@trail/shared';
import { env } from '@/config/env';
import { useDocumentTitle } from '@/hooks/use-document-title';


export function PrivacyRoute() {
  useDocumentTitle('Privacy Policy');
  return (
    <article>
      <h1>Privacy Policy</h1>
      <p>Version 1.0, September 2022</p>

      <h2>Who we are</h2>
      <p>
        Trail ("we") runs the Trail website, dashboard and browser extension. This policy explains what personal data we
        collect, why, and what choices you have. Questions go to <a href={`mailto:${env.contactEmail}`}>{env.contactEmail}</a>.
      </p>

      <h2>Who can use Trail</h2>
      <p>
        You must be at least {MINIMUM_AGE} years old to create a Trail account. If we learn that we hold data about a
        child under {MINIMUM_AGE}, we delete it.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>Account details: your name, e-mail address, password (stored only as a hash) and, if you add them, a picture, username, job title and bio.</li>
        <li>Learning data: the resources you save (title, link, type, skills), your to-dos, wishlist and reminders.</li>
        <li>Mailing-list e-mails: the address you give on the waitlist, newsletter or Trailbank forms.</li>
        <li>Payment and booking details for mentor sessions and pathways; card payments are handled by our payment provider, never stored by us.</li>
        <li>For mentors: bank details needed to pay out earnings.</li>
      </ul>
      <p>The browser extension only reads the page you choose to save, when you ask it to. It does not record your browsing.</p>

      <h2>Why we use it</h2>
      <ul>
        <li>To run your account and show your learning dashboard.</li>
        <li>To send the reminders and e-mails you asked for; each has a way to stop it.</li>
        <li>To process payments and pay mentors.</li>
        <li>To keep Trail secure and to improve it, using totals rather than individual behaviour.</li>
      </ul>
      <p>We do not sell your personal data and we do not show third-party advertising.</p>

      <h2>Who we share it with</h2>
      <p>
        Only with services that help us run Trail (hosting, e-mail and messaging delivery, payments, Google sign-in if you
        use it), under contracts that limit their use of the data, and when the law requires it. If your employer
        invites you to Trail, they see the skills progress you share with them, not your private notes.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep your data while your account is open. When you delete your account we remove your personal data within
        30 days, except records we must keep by law, such as payment records.
      </p>

      <h2>Your rights</h2>
      <p>
        Under the Nigeria Data Protection Regulation you may ask to see, correct, export or delete your data, and withdraw
        consent to e-mails at any time. Write to us and we will answer within 30 days.
      </p>

      <h2>Security</h2>
      <p>Data travels over encrypted connections, passwords are hashed and access to our systems is limited to the people who need it.</p>

      <h2>Changes</h2>
      <p>If we change this policy we will update its version and date here and tell account holders by e-mail before the change applies.</p>
    </article>
  );
}
