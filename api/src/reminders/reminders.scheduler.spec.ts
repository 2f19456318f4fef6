import { touchAtMostEvery } from './reminders.scheduler';

describe('touchAtMostEvery', () => {
  it('renews the lock once per interval however many learners are handled', async () => {
    let clock = 0;
    let touches = 0;
    const heartbeat = touchAtMostEvery(60_000, async () => {
      touches += 1;
    }, () => clock);
    for (clock = 0; clock <= 180_000; clock += 5_000) await heartbeat();
    expect(touches).toBe(3);
  });
});
