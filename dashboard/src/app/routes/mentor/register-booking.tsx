import { useNavigate } from '@/lib/navigation';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { paths } from '@/config/paths';
import { readRefCode } from '@/features/auth/referral-code';
import { BookingWizard } from '@/features/meetings/components/booking-wizard/booking-wizard';
import type { BookingConflictState, BookingSelection } from '@/features/mentors/booking-selection';
import { ChosenTimes } from '@/features/mentors/components/chosen-times';
import { viewerTimeZone } from '@/features/mentors/viewer-time';
import { useUpdateUser } from '@/features/users/api/update-user';
import { useUser } from '@/lib/auth';

/** The signed-in part of /mentor/register: the wizard, with the profile update and the way back on a 409. */
export function RegisterBooking({ info }: { info: BookingSelection }) {
  const { data: user, error } = useUser();
  const updateUser = useUpdateUser();
  const navigate = useNavigate();
  if (error) return <p role="alert">{error.message}</p>;
  if (!user) return <PageSkeleton />;

  const backToMentor = () => {
    const state: BookingConflictState = { conflict: { occurrences: info.occurrences } };
    void navigate(paths.mentorProfile.getHref(info.mentor.username), { state });
  };
  return (
    <BookingWizard
      user={user}
      mentorId={info.mentor._id}
      occurrences={info.occurrences}
      hours={<ChosenTimes occurrences={info.occurrences} timeZone={viewerTimeZone()} />}
      totalKobo={info.totalKobo}
      storedReferralCode={readRefCode()}
      saveProfile={(profile) => updateUser.mutateAsync({ userId: user._id, body: profile })}
      onTaken={backToMentor}
      homeHref={paths.pathway.getHref()}
    />
  );
}
