import { ACCOUNT_DELETION_MESSAGES } from '@trail/shared';
import { useState } from 'react';
import { takeDeletionCancelled } from '@/lib/deletion-cancelled';

/** Shown once after a sign-in that cancelled a pending deletion. */
export function DeletionCancelledNotice() {
  const [cancelled] = useState(takeDeletionCancelled);
  return cancelled ? (
    <p role="status" className="alert">
      {ACCOUNT_DELETION_MESSAGES.welcomeBack}
    </p>
  ) : null;
}
