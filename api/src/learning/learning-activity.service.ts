import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type WeeklyActivity, activityBarHeight } from '@trail/shared';
import { DateTime } from 'luxon';
import { type Model, trusted } from 'mongoose';
import { LearningResource } from './schemas/learning-resource.schema';

const DAYS_IN_WEEK = 7;

/** Sunday 00:00 of the week holding `now`, in `now`'s zone (luxon weekdays run Monday 1 … Sunday 7). */
function sundayStartOf(now: DateTime): DateTime {
  return now.startOf('day').minus({ days: now.weekday % DAYS_IN_WEEK });
}

@Injectable()
export class LearningActivityService {
  constructor(@InjectModel(LearningResource.name) private readonly resources: Model<LearningResource>) {}

  /** Resources the learner added on each day of this week, Sunday first, in their time zone. */
  async weekly(userId: string, timeZone: string, now = new Date()): Promise<WeeklyActivity> {
    const weekStart = sundayStartOf(DateTime.fromJSDate(now, { zone: timeZone }));
    const weekEnd = weekStart.plus({ weeks: 1 });
    const added = await this.resources
      .find(
        { user: userId, createdAt: trusted({ $gte: weekStart.toJSDate(), $lt: weekEnd.toJSDate() }) },
        { createdAt: 1 },
      )
      .lean()
      .exec();
    const counts: number[] = Array.from({ length: DAYS_IN_WEEK }, () => 0);
    for (const { createdAt } of added) {
      const day = DateTime.fromJSDate(createdAt, { zone: timeZone }).weekday % DAYS_IN_WEEK;
      counts[day] = (counts[day] ?? 0) + 1;
    }
    return { weekStart: weekStart.toISODate() ?? '', counts, bars: counts.map(activityBarHeight) };
  }
}
