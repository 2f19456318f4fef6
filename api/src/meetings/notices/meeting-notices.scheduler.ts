import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { remindersConfig, type RemindersConfig } from '../../platform/config';
import { RecurringJobs } from '../../platform/database';
import { MeetingCalendarService } from '../calendar/meeting-calendar.service';
import { MeetingNoticesService } from './meeting-notices.service';

export const MEETING_NOTICES_JOB = 'meeting-notices';

/** Often enough that a 1-hour reminder comes about an hour before, and a lost invite soon after. */
const EVERY = '5 minutes';

/** Runs the Google Meet catch-up, the invite catch-up and the reminders from agenda; one instance at a time holds the job's lock. */
@Injectable()
export class MeetingNoticesScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger('MeetingNotices');

  constructor(
    private readonly jobs: RecurringJobs,
    private readonly notices: MeetingNoticesService,
    private readonly calendar: MeetingCalendarService,
    @Inject(remindersConfig.KEY) private readonly config: RemindersConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.schedulerEnabled) return;
    await this.jobs.start({
      name: MEETING_NOTICES_JOB,
      every: EVERY,
      run: async () => {
        const now = new Date();
        // Google Meet rooms first, so invites caught up here carry them (decision 0046).
        const calendar = await this.calendar.catchUp(now);
        const invited = await this.notices.catchUpInvites(now);
        const report = await this.notices.sendReminders(now);
        if (calendar.moved + calendar.deleted + invited > 0 || report.email.sent + report.whatsapp.sent > 0) {
          this.logger.log(`Google Meet rooms: ${JSON.stringify(calendar)}; invites caught up: ${invited}; reminders: ${JSON.stringify(report)}`);
        }
      },
    });
  }
}
