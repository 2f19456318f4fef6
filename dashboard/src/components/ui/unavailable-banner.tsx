import { SERVICE_UNAVAILABLE_MESSAGE } from '@trail/shared';
import { useBrowserStore } from '@/lib/api/hydration';
import { serviceAvailability } from '@/lib/api/service-availability';
import '@/components/ui/forms.css';

/** Says so while the API is briefly away; the learner stays signed in and carries on when it is back. */
export function UnavailableBanner() {
  const unavailable = useBrowserStore(serviceAvailability.subscribe, serviceAvailability.isUnavailable, () => false);
  if (!unavailable) return null;
  return (
    <p role="status" className="alert alert-info unavailable-banner" data-testid="unavailable-banner">
      {SERVICE_UNAVAILABLE_MESSAGE}
    </p>
  );
}
