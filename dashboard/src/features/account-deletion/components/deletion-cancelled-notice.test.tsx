import { render, screen } from '@testing-library/react';
import { ACCOUNT_DELETION_MESSAGES } from '@trail/shared';
import { describe, expect, it } from 'vitest';
import { rememberDeletionCancelled } from '@/lib/deletion-cancelled';
import { aUser } from '@/test/learning-fixtures';
import { DeletionCancelledNotice } from './deletion-cancelled-notice';

describe('welcome back after a cancelled deletion', () => {
  it('says so once, after the sign-in that cancelled it, and not after an ordinary one', () => {
    rememberDeletionCancelled({ token: 't', user: aUser(), deletionCancelled: true });
    const first = render(<DeletionCancelledNotice />);
    expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_DELETION_MESSAGES.welcomeBack);
    first.unmount();

    render(<DeletionCancelledNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    rememberDeletionCancelled({ token: 't', user: aUser() });
    render(<DeletionCancelledNotice />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
