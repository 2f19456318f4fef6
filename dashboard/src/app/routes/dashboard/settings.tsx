import { useNavigate } from '@/lib/navigation';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { ThemeSettings } from '@/components/ui/theme-settings';
import { paths } from '@/config/paths';
import { DeleteAccount } from '@/features/account-deletion/components/delete-account';
import { ExportData } from '@/features/portability/components/export-data';
import { ImportData } from '@/features/portability/components/import-data';
import { tour } from '@/features/tour/tour-store';
import { TOUR_ANCHORS } from '@/lib/tour-anchors';
import { DataSaverToggle } from '@/features/users/components/data-saver-toggle';
import { AvatarUpload } from '@/features/users/components/avatar-upload';
import { EmailVerificationStatus } from '@/features/users/components/email-verification-status';
import { ParentalAgreementStatus } from '@/features/users/components/parental-agreement-status';
import { SettingsForm } from '@/features/users/components/settings-form';
import { SignOutEverywhereButton } from '@/features/users/components/sign-out-everywhere-button';
import { TimeZoneSetting } from '@/features/users/components/time-zone-setting';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLogout, useUser } from '@/lib/auth';

export function SettingsRoute() {
  useDocumentTitle('Settings');
  const { data: user, error } = useUser();
  const logout = useLogout();
  const navigate = useNavigate();

  const retakeTour = () => {
    tour.retake();
    void navigate(paths.home.getHref());
  };

  return (
    <>
      <h1>Settings</h1>
      {error && (
        <p role="alert" className="alert alert-error">
          {error.message}
        </p>
      )}
      {user && (
        <div data-tour={TOUR_ANCHORS.settingsForm} className="settings">
          <AvatarUpload user={user} />
          <EmailVerificationStatus user={user} />
          <ParentalAgreementStatus user={user} />
          <SettingsForm user={user} />
          <TimeZoneSetting user={user} />
        </div>
      )}
      {/* Nothing below shows until the profile has arrived (or failed): the form would push it down
          after it had appeared, and a tap on Log Out at that moment would land on the form instead. */}
      {!user && !error ? (
        <PageSkeleton />
      ) : (
        <>
          <DataSaverToggle />
          <ThemeSettings />
          <div className="settings-actions">
            <button type="button" className="button-secondary" onClick={retakeTour}>
              Retake the tour
            </button>
            <button type="button" className="button-secondary" onClick={() => void logout()}>
              Log Out
            </button>
            <SignOutEverywhereButton onSignedOut={() => logout()} />
          </div>
        </>
      )}
      {user && (
        <>
          <ImportData />
          <ExportData />
          <DeleteAccount user={user} onRequested={(notice) => void logout({ notice })} />
        </>
      )}
    </>
  );
}
