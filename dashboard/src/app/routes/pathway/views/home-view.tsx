import { displayText, EMPTY_STATES, type Meeting, type User } from '@trail/shared';
import { Link } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { sectionAssessmentsOf, useAssessmentStatus } from '@/features/assessments/api/get-assessment-status';
import { MeetingHistory } from '@/features/meetings/components/meeting-history';
import { MeetingWhen } from '@/features/meetings/components/meeting-when';
import { SessionCard } from '@/features/meetings/components/session-card';
import { useMyMeetings, type MyMeetings } from '@/features/meetings/hooks/use-my-meetings';
import { usePathwayAccess } from '@/features/pathways/api/get-pathway-access';
import { usePathwayDetails } from '@/features/pathways/api/get-pathway-details';
import { LEARNER_PATHWAY_SLUG } from '@/features/pathways/api/pathway-query-keys';
import { LearningPathwayCard } from '@/features/pathways/components/learning-pathway-card';
import { EarningsSummary } from '@/features/payments/components/earnings-summary';
import { useBalances } from '@/features/payments/api/get-balances';
import { useReferralSummary } from '@/features/referrals/api/get-referral-summary';
import { useUser } from '@/lib/auth';
import { formatKobo } from '@/lib/format-naira';
import { canOpenView } from '../pathway-views';

/** The monthly schedule shows at most this many sessions (spec 9.17). */
const MONTHLY_SCHEDULE_SIZE = 3;

function inThisMonth(meeting: Meeting, now: Date): boolean {
  const time = new Date(meeting.time);
  return time.getFullYear() === now.getFullYear() && time.getMonth() === now.getMonth();
}

/** The pathway card with the sections' assessments, which the assessments feature reads (features do not import each other). */
function LearningPathway() {
  const pathway = usePathwayDetails(LEARNER_PATHWAY_SLUG);
  const access = usePathwayAccess(LEARNER_PATHWAY_SLUG);
  const status = useAssessmentStatus(pathway.data?.fieldId, Boolean(access.data));
  return <LearningPathwayCard slug={LEARNER_PATHWAY_SLUG} assessments={{ data: status.data && sectionAssessmentsOf(status.data), error: status.error }} />;
}

function ReferralCard() {
  const summary = useReferralSummary();
  return (
    <section className="pathway-card" aria-labelledby="referral-card-heading">
      <h2 id="referral-card-heading">Referrals</h2>
      {summary.error && <p className="alert alert-error">{summary.error.message}</p>}
      {summary.data && (
        <p>
          {summary.data.combinedReferrals} referrals · {formatKobo(summary.data.earningsKobo)} earned
        </p>
      )}
      <Link to={paths.pathway.getHref('refer')}>Refer someone</Link>
    </section>
  );
}

function MentorCards({ user, meetings }: { user: User; meetings: MyMeetings }) {
  const balances = useBalances();
  return (
    <>
      {balances.error && (
        <p role="alert" className="alert alert-error pathway-card">
          {balances.error.message}
        </p>
      )}
      {balances.data && <EarningsSummary balances={balances.data} />}
      <section className="pathway-card" aria-labelledby="availability-card-heading">
        <h2 id="availability-card-heading">Availability</h2>
        {canOpenView('availability', user.role) ? (
          <Link to={paths.pathway.getHref('availability')}>Set your weekly free time</Link>
        ) : (
          <p className="empty">Setting your weekly free time opens here soon.</p>
        )}
      </section>
      <section className="pathway-card" aria-labelledby="recent-session-heading">
        <h2 id="recent-session-heading">Recent session</h2>
        <MeetingHistory meetings={meetings.latest ? [meetings.latest] : []} emptyText={EMPTY_STATES.noPreviousSession} />
      </section>
    </>
  );
}

/** Home: a greeting and the cards of the user's role (spec §2, the /pathway dashboard's Home). */
export function HomeView() {
  const { data: user } = useUser();
  if (!user) return null;
  return <Home user={user} />;
}

function Home({ user }: { user: User }) {
  const meetings = useMyMeetings(user);
  const [next] = meetings.upcoming;
  const now = new Date();
  const thisMonth = meetings.upcoming.filter((meeting) => inThisMonth(meeting, now)).slice(0, MONTHLY_SCHEDULE_SIZE);
  return (
    <>
      <h1>Welcome back, {displayText(user.firstName, 'name')}</h1>
      <div className="pathway-cards">
        {user.role === 'mentor' && <MentorCards user={user} meetings={meetings} />}
        {meetings.error && (
          <p role="alert" className="alert alert-error pathway-card">
            {meetings.error.message}
          </p>
        )}
        <section className="pathway-card" aria-labelledby="next-session-heading">
          <h2 id="next-session-heading">Next session</h2>
          {next ? <SessionCard meeting={next} /> : <p className="empty">{EMPTY_STATES.noUpcomingEvent}</p>}
          <Link to={paths.mentors.getHref()}>Book a mentor</Link>
        </section>
        <LearningPathway />
        <ReferralCard />
        <section className="pathway-card" aria-labelledby="group-session-heading">
          <h2 id="group-session-heading">Group sessions</h2>
          <Link to={`${paths.mentors.getHref()}#mentorlink`}>See group sessions</Link>
        </section>
        <section className="pathway-card" aria-labelledby="schedule-heading">
          <h2 id="schedule-heading">This month</h2>
          {thisMonth.length === 0 ? (
            <p className="empty">{EMPTY_STATES.noUpcomingEvent}</p>
          ) : (
            <ul>
              {thisMonth.map((meeting) => (
                <li key={meeting._id}>
                  <MeetingWhen iso={meeting.time} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
