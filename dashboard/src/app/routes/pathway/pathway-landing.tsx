import { capitalise, LOGIN_FOR_PATHWAY, type Pathway } from '@trail/shared';
import { Link, useLocation, useNavigate, usePathParams } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { usePathway } from '@/features/pathways/api/get-pathway';
import { PathwaySections } from '@/features/pathways/components/pathway-sections';
import { PlanCards } from '@/features/pathways/components/plan-cards';
import '@/features/pathways/pathways.css';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api/api-client';
import { hasValidToken, type SignInState } from '@/lib/auth/guard';

/** "product-design" → "Product Design". */
export function pathwayTitle(name: string): string {
  return name.split('-').filter(Boolean).map(capitalise).join(' ');
}

/** The public page of a pathway: what the learner gets, the sections, the plans and Get Started. */
export function PathwayLandingRoute() {
  const { name = '' } = usePathParams(paths.pathwayLanding.path);
  const title = pathwayTitle(name);
  useDocumentTitle(title);
  const pathway = usePathway(name);

  return (
    <div className="pathway-landing">
      <h1>{title}</h1>
      {pathway.isPending && <p className="muted">Loading the pathway…</p>}
      {pathway.isError && <PathwayNotLoaded error={pathway.error} />}
      {pathway.data && <PathwayDetails pathway={pathway.data} />}
    </div>
  );
}

function PathwayNotLoaded({ error }: { error: Error }) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <>
      <p role="alert">{notFound ? 'We do not have this pathway yet.' : error.message}</p>
      <p>
        <Link to={paths.mentors.getHref()}>Talk to a mentor instead</Link>
      </p>
    </>
  );
}

function PathwayDetails({ pathway }: { pathway: Pathway }) {
  return (
    <>
      <p className="pathway-summary">{pathway.summary}</p>
      <GetStarted />
      <section aria-labelledby="pathway-gets-heading">
        <h2 id="pathway-gets-heading">What you get</h2>
        <ul className="pathway-outcomes">
          {pathway.outcomes.map((outcome) => (
            <li key={outcome}>{outcome}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="pathway-sections-heading">
        <h2 id="pathway-sections-heading">{pathway.sections.length} sections</h2>
        <PathwaySections sections={pathway.sections} />
      </section>
      <section aria-labelledby="pathway-plans-heading">
        <h2 id="pathway-plans-heading">Plans</h2>
        <PlanCards plans={pathway.plans} />
      </section>
    </>
  );
}

/** Signed out: sign in first, then back here. Signed in: the wizard's pathway flow. */
function GetStarted() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { name = '' } = usePathParams(paths.pathwayLanding.path);

  const start = () => {
    if (hasValidToken()) return void navigate(paths.pathwayStart.getHref(name));
    const state: SignInState = { from: pathname, error: LOGIN_FOR_PATHWAY };
    void navigate(paths.signIn.getHref(), { state });
  };

  return (
    <div className="pathway-get-started">
      <button type="button" onClick={start}>
        Get Started
      </button>
    </div>
  );
}
