import { Modal } from '@/components/ui/modal';

/** Skip Test's confirm popup (spec §4): Yes sends the answers so far and goes home. */
export function SkipTestDialog({ onYes, onNo, busy }: { onYes: () => void; onNo: () => void; busy: boolean }) {
  return (
    <Modal labelledBy="skip-test-heading" onClose={onNo}>
      <h2 id="skip-test-heading">Skip the test?</h2>
      <p>We will mark the answers you have given so far; the rest count as not answered. You can take it again later.</p>
      <div className="modal-actions">
        <button type="button" onClick={onYes} disabled={busy}>
          Yes
        </button>
        <button type="button" onClick={onNo}>
          No
        </button>
      </div>
    </Modal>
  );
}
