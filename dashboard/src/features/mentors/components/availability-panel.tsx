import type { NewFreeTimeSlot } from '@trail/shared';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { useAddFreeTime } from '../api/add-free-time';
import { useBlockDate, useUnblockDate } from '../api/block-date';
import { useDeleteFreeTime } from '../api/delete-free-time';
import { useFreeTime } from '../api/get-free-time';
import '../mentors.css';
import { BlockedDates } from './blocked-dates';
import { FreeTimeSlotForm } from './free-time-slot-form';
import { FreeTimeSlotList } from './free-time-slot-list';

/** A mentor's weekly free time: add and delete slots, block days off. Server refusals (overlap, duplicate) show here. */
export function AvailabilityPanel() {
  const freeTime = useFreeTime();
  const add = useAddFreeTime();
  const remove = useDeleteFreeTime();
  const block = useBlockDate();
  const unblock = useUnblockDate();
  const failure = add.error ?? remove.error ?? block.error ?? unblock.error;

  // One message at a time: the latest change's.
  const clearFailures = () => [add, remove, block, unblock].forEach((change) => change.reset());
  const addSlot = (slot: NewFreeTimeSlot, done: () => void) => {
    clearFailures();
    add.mutate(slot, { onSuccess: done });
  };

  return (
    <section className="panel availability-panel" aria-labelledby="availability-heading">
      <h2 id="availability-heading">Availability</h2>
      <p className="muted">Weekly one-hour slots, in the time zone you choose. Learners see them in their own zone.</p>
      {failure && (
        <p role="alert" className="alert alert-error">
          {failure.message}
        </p>
      )}
      <FreeTimeSlotForm onAdd={addSlot} isPending={add.isPending} />
      {freeTime.isPending && <PageSkeleton />}
      {freeTime.isError && <p role="alert">{freeTime.error.message}</p>}
      {freeTime.data && (
        <>
          <FreeTimeSlotList slots={freeTime.data.data} onDelete={(id) => (clearFailures(), remove.mutate(id))} deleting={remove.isPending ? remove.variables : undefined} />
          <BlockedDates
            dates={freeTime.data.blockedDates}
            onBlock={(date, done) => (clearFailures(), block.mutate(date, { onSuccess: done }))}
            onUnblock={(date) => (clearFailures(), unblock.mutate(date))}
            isPending={block.isPending}
          />
        </>
      )}
    </section>
  );
}
