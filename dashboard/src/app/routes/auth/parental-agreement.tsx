import { PARENTAL_AGREEMENT_KEEPS } from '@trail/shared';
import { useEffect } from 'react';
import { Link, useSearchParams } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { useParentalAgreementRequest, useParentalDecision } from '@/features/auth/api/parental-agreement';
import { FormMessage } from '@/features/auth/components/form-message';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The public page the parent's mail links to: what Trail keeps, then agree or decline (decision 0058). */
export function ParentalAgreementRoute() {
  useDocumentTitle('A parent’s agreement');
  const [params] = useSearchParams();
  const token = params.get('token');
  const request = useParentalAgreementRequest();
  const decision = useParentalDecision();
  const { mutate: load } = request;

  useEffect(() => {
    if (token) load(token);
  }, [token, load]);

  const learner = request.data?.learnerFirstName;
  return (
    <div className="auth-page">
      <h1>A parent’s or guardian’s agreement</h1>
      {!token && <FormMessage message="This link has no token. Open the link from the e-mail again." />}
      {request.isPending && <p role="status">Opening the request…</p>}
      <FormMessage message={request.error?.message ?? decision.error?.message} />
      {learner && !decision.isSuccess && (
        <>
          <p>
            {learner} has signed up for Trail and named you as their parent or guardian. Because they are under 18, the
            Nigeria Data Protection Act 2023 asks for your agreement before Trail keeps their data. Until you agree,
            they can learn with Trail but cannot pay, book a mentor or show a public profile.
          </p>
          <p>Trail keeps:</p>
          <ul>
            {PARENTAL_AGREEMENT_KEEPS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>
            If you decline, the account and everything in it is erased. Read the full <Link to={paths.privacy.getHref()}>privacy policy</Link>.
          </p>
          <div>
            <button type="button" disabled={decision.isPending} onClick={() => token && decision.mutate({ token, decision: 'agree' })}>
              I agree
            </button>
            <button type="button" className="button-secondary" disabled={decision.isPending} onClick={() => token && decision.mutate({ token, decision: 'decline' })}>
              I decline
            </button>
          </div>
        </>
      )}
      {decision.isSuccess && <p role="status">{decision.data?.message}</p>}
    </div>
  );
}
