import { Link } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { LEARNER_PATHWAY_SLUG } from '@/features/pathways/api/pathway-query-keys';
import { SkillTestResultsPanel } from '@/features/skill-tests/components/skill-test-results-panel';
import '@/features/skill-tests/skill-tests.css';
import { AvatarUpload } from '@/features/users/components/avatar-upload';
import { EmailVerificationStatus } from '@/features/users/components/email-verification-status';
import { SettingsForm } from '@/features/users/components/settings-form';
import { useUser } from '@/lib/auth';

/** Profile: picture, job title, bio and username (one of job title or bio required), e-mail read-only; the skill test results. */
export function ProfileView() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <>
      <h1>Profile</h1>
      <div className="settings">
        <AvatarUpload user={user} />
        <EmailVerificationStatus user={user} />
        <SettingsForm user={user} rule="tagOrBio" />
      </div>
      {user.role === 'mentor' && user.username && (
        <p>
          Your public page: <Link to={paths.mentorProfile.getHref(user.username)}>/{user.username}</Link>
        </p>
      )}
      <SkillTestResultsPanel testHref={paths.skillTest.getHref(LEARNER_PATHWAY_SLUG)} />
    </>
  );
}
