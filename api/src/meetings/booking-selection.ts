import { BadRequestException, ConflictException } from '@nestjs/common';
import { BOOKING_MESSAGES, type BookingSelectionItem, slotOccurrences, type WeeklySlot } from '@trail/shared';

export interface ChosenHour {
  slotId: string;
  startsAt: Date;
}

/**
 * The chosen hours, each checked against the mentor's free hours as they are now (the shared rule the
 * mentor page uses): a stale page, a forged instant or a wrong `second` flag is refused. Whether an
 * hour is already held or booked is not read here: the unique index answers that when the hold is written.
 */
export function chosenHours(
  items: readonly BookingSelectionItem[],
  availability: { slots: readonly WeeklySlot[]; blockedDates: readonly string[] },
  now: Date,
): ChosenHour[] {
  if (items.length === 0) throw new BadRequestException(BOOKING_MESSAGES.noSlotChosen);
  const offered = slotOccurrences(availability.slots, { now, blockedDates: availability.blockedDates });
  const seen = new Set<string>();
  return items.map((item) => {
    const startsAt = new Date(item.startsAt);
    const instant = startsAt.toISOString();
    if (seen.has(instant)) throw new BadRequestException(BOOKING_MESSAGES.sameTimeTwice);
    seen.add(instant);
    if (startsAt.getTime() <= now.getTime()) throw new BadRequestException(BOOKING_MESSAGES.slotInPast);
    const match = offered.find((one) => one.startsAt === instant && one.slotId === item.slotId && one.second === item.second);
    if (!match) throw new ConflictException(BOOKING_MESSAGES.slotNotOffered);
    return { slotId: item.slotId, startsAt };
  });
}
