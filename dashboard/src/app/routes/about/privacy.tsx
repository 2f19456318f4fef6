import {
  ACCOUNT_DELETION_ERASES,
  ACCOUNT_DELETION_GRACE_DAYS,
  ACCOUNT_DELETION_KEEPS,
  AGE_OF_MAJORITY,
  MINIMUM_AGE,
  PARENTAL_AGREEMENT_VALID_DAYS,
} from '@trail/shared';
import { env } from '@/config/env';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Written to the Nigeria Data Protection Act 2023; what it says must stay true of what the product does. */
export function PrivacyRoute() {
  useDocumentTitle('Privacy Policy');
  const contact = <a href={`mailto:${env.contactEmail}`}>{env.contactEmail}</a>;
  return (
    <article>
      <h1>Privacy Policy</h1>
      <p>Version 2.2, November 2026</p>

      <h2>Who we are</h2>
      <p>
        Trail ("we") runs the Trail website, dashboard and browser extension, and is the data controller for the personal
        data described here, under the Nigeria Data Protection Act 2023 (NDPA). Questions and requests go to {contact}.
      </p>

      <h2>Who can use Trail</h2>
      <p>
        You must be at least {MINIMUM_AGE} years old to create a Trail account: when you sign up we ask your month and
        year of birth (not the day) and refuse anyone younger. If you are under {AGE_OF_MAJORITY}, the NDPA treats you as a
        child: you give the e-mail address of a parent or guardian, and we e-mail them a link, valid for{' '}
        {PARENTAL_AGREEMENT_VALID_DAYS} days, to a page that shows what we keep and asks them to agree. Until they
        agree you can learn with Trail, but you cannot pay, book a mentor or apply to be one. If they decline, we erase
        the account at once, as described under "Deleting your account". We keep your month and year of birth, your
        parent's e-mail address, and when and how they agreed, as the record of their agreement; they are part of your
        data download and are erased with your account. A parent or guardian may make any request below for you. If we
        learn that we hold data about a child without that agreement, or about anyone under {MINIMUM_AGE}, we delete it.
      </p>

      <h2>What we collect, and why we may</h2>
      <ul>
        <li>
          Account details (name, e-mail address, month and year of birth, password stored only as a hash and, if you
          add them, a picture, username, job title, bio and phone number): to run the account you asked for (contract),
          and to know whether a parent's agreement is needed (legal obligation).
        </li>
        <li>
          Learning data (the resources you save with their title, link, type and skills, your to-dos, wishlist,
          reminders and pathway progress): to show your dashboard and plan (contract).
        </li>
        <li>
          Bookings and payments (which mentor hours you booked, what you paid, refunds, comments you write after a
          session): to provide the session and keep the accounting records the law requires (contract, legal
          obligation). Your card details go to Paystack, our payment provider, and never reach us.
        </li>
        <li>
          For mentors: your bank account number and the name your bank holds, to pay out your earnings (contract), and
          your weekly availability, which anyone may see on your mentor page.
        </li>
        <li>
          Reminder e-mails and WhatsApp messages, and mailing-list e-mails from the waitlist, newsletter or Trailbank
          forms: only when you turn them on (consent). Every message has a way to stop it.
        </li>
        <li>
          Security records (sign-in attempts, rate limits, the address a request came from): to keep accounts and
          payments safe (legitimate interest).
        </li>
      </ul>
      <p>
        The browser extension reads only the tab you choose to save, when you press Save; it does not record your
        browsing and keeps nothing on your device but your sign-in and its settings, in its own storage.
      </p>
      <p>We do not sell your personal data, we do not show advertising, and we make no automated decisions about you that have legal or similar effects.</p>

      <h2>Who we share it with</h2>
      <ul>
        <li>Our hosting and database providers, which store Trail's data for us.</li>
        <li>Paystack, for payments, refunds and payouts to mentors.</li>
        <li>Our e-mail provider, and Meta's WhatsApp Business service if you turn WhatsApp reminders on.</li>
        <li>Google, if you choose to sign in with Google.</li>
        <li>Jitsi Meet (run by 8x8), where mentoring sessions take place by video; only the session's link is shared.</li>
        <li>The other person in a mentoring session, who sees your name, picture, job title and the comments meant for them.</li>
        <li>Authorities, only when Nigerian law requires it.</li>
      </ul>
      <p>
        Each provider may use the data only to serve Trail, under a written contract. Some of them store data outside
        Nigeria; we use only providers that protect it to the standard the NDPA sets for transfers abroad.
      </p>

      <h2>How long we keep it</h2>
      <p>We keep your data while your account is open, and you can delete your account yourself at any time.</p>

      <h2>Deleting your account</h2>
      <p>
        In Settings → Delete account, confirm with your password (if you signed up with Google, first set a password with
        "Forgot password"; the e-mailed link proves the address is yours). We sign you out on every device at once and
        e-mail you the date your account will be erased: {ACCOUNT_DELETION_GRACE_DAYS} days later. Sign in before then and
        nothing is deleted. If you still have earnings to withdraw or a mentoring session to come, we ask you to settle
        those first. On that date we erase:
      </p>
      <ul>
        {ACCOUNT_DELETION_ERASES.map((item) => (
          <li key={item}>{item};</li>
        ))}
      </ul>
      <p>
        {ACCOUNT_DELETION_KEEPS} The NDPA allows this where another law obliges us to keep records; the Money Laundering
        (Prevention and Prohibition) Act 2022 and Nigerian tax law do. Your name in another person's payment history is
        replaced by "a former Trail mentor". Backups are overwritten on their own schedule and are never used to bring
        back a deleted account.
      </p>

      <h2>Your rights</h2>
      <p>Under the NDPA you may, free of charge:</p>
      <ul>
        <li>access: be told what we hold about you and get a copy of it (Settings → Your data gives it to you at once, as JSON, CSV or HTML);</li>
        <li>rectification: have wrong data corrected (most of it you can edit yourself in Settings);</li>
        <li>erasure: have your data deleted, as above, or its use restricted while a question about it is settled;</li>
        <li>portability: take your data to another service (the same download, in formats other apps read);</li>
        <li>objection: object to processing based on our legitimate interest, and withdraw consent at any time (without affecting what was done before).</li>
      </ul>
      <p>
        For anything Settings does not do, write to {contact} from the e-mail address of your account; we answer within 30
        days. If you are not satisfied, you may complain to the Nigeria Data Protection Commission (ndpc.gov.ng).
      </p>

      <h2>Security</h2>
      <p>
        Data travels over encrypted connections, passwords are hashed, only the last four digits of a bank account
        number leave our servers, and access to our systems is limited to the people who need it. If a breach puts your
        data at risk, we tell the Nigeria Data Protection Commission within 72 hours and tell you without delay.
      </p>

      <h2>Changes</h2>
      <p>If we change this policy we will update its version and date here and tell account holders by e-mail before the change applies.</p>
    </article>
  );
}
