import { paths } from '@/config/paths';
import { MailingListForm } from '@/features/mailing-list/components/mailing-list-form';
import { ShareLinks } from '@/features/marketing/components/share-links';
import { useDocumentTitle } from '@/hooks/use-document-title';

const SHARE_TEXT = 'I just joined the Trail waitlist for the marketing career webinar. Join me:';

function WaitlistThanks() {
  return (
    <>
      <h2>Thank you! You are on the waitlist.</h2>
      <p>We will e-mail you before the webinar. Bring a friend along:</p>
      <ShareLinks url={`${window.location.origin}${paths.waitlist.getHref()}`} text={SHARE_TEXT} />
    </>
  );
}

export function WaitlistRoute() {
  useDocumentTitle('Join the waitlist');
  return (
    <>
      <h1>Join the waitlist</h1>
      <p className="lead">
        Our free webinar on starting a career in marketing is filling up. Leave your e-mail to save your place.
      </p>
      <MailingListForm
        reason="waitlist"
        label="Your e-mail address"
        buttonText="Join the waitlist"
        successContent={<WaitlistThanks />}
      />
    </>
  );
}
