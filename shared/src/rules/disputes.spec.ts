import { describe, expect, it } from 'vitest';
import { DISPUTE_MESSAGES } from '../constants/dispute-messages.js';
import { answerRefusal, decisionRefundKobo, disputeAnswerBy, disputeRefusal, disputeRuleOutcome, firstStatusOf } from './disputes.js';

const HOUR = 3_600_000;
const startsAt = new Date('2026-12-10T10:00:00.000Z');
const endsAt = new Date(startsAt.getTime() + HOUR);
const at = (hoursFromStart: number) => new Date(startsAt.getTime() + hoursFromStart * HOUR);
const booked = { status: 'booked' as const, startsAt, endsAt, hasDispute: false };

describe('disputeRefusal: when a problem can be reported', () => {
  it('from the start of a booked session until 48 hours after its end', () => {
    expect(disputeRefusal(booked, at(0))).toBeUndefined();
    expect(disputeRefusal(booked, at(1 + 47.9))).toBeUndefined();
  });

  it('not before the start: cancelling is the way out then', () => {
    expect(disputeRefusal(booked, at(-0.1))).toBe(DISPUTE_MESSAGES.notStarted);
  });

  it('not once the earnings are released, 48 hours after the end', () => {
    expect(disputeRefusal(booked, at(1 + 48))).toBe(DISPUTE_MESSAGES.windowClosed);
  });

  it('once per session, and only for a booked one', () => {
    expect(disputeRefusal({ ...booked, hasDispute: true }, at(2))).toBe(DISPUTE_MESSAGES.alreadyReported);
    expect(disputeRefusal({ ...booked, status: 'cancelled' }, at(2))).toBe(DISPUTE_MESSAGES.notBooked);
  });
});

describe('who decides', () => {
  it('a no-show waits for the other person; anything else goes to an admin at once', () => {
    expect(firstStatusOf('no-show')).toBe('open');
    expect(firstStatusOf('cut-short')).toBe('with-admin');
    expect(firstStatusOf('wrong-person')).toBe('with-admin');
    expect(firstStatusOf('other')).toBe('with-admin');
  });

  const report = (by: 'mentor' | 'mentee') => ({ by, kind: 'no-show' as const, status: 'open' as const, answerBy: disputeAnswerBy(at(2)).toISOString() });

  it('a learner’s unanswered no-show report refunds them in full after 48 hours', () => {
    expect(disputeRuleOutcome(report('mentee'), at(2 + 47))).toBeUndefined();
    expect(disputeRuleOutcome(report('mentee'), at(2 + 48))).toBe('refund');
  });

  it('a mentor’s unanswered no-show report releases the earnings after 48 hours', () => {
    expect(disputeRuleOutcome(report('mentor'), at(2 + 48))).toBe('release');
  });

  it('a report the other person answered, or one with an admin, is not the rule’s to decide', () => {
    expect(disputeRuleOutcome({ ...report('mentee'), status: 'with-admin' }, at(100))).toBeUndefined();
    expect(disputeRuleOutcome({ ...report('mentee'), kind: 'cut-short' }, at(100))).toBeUndefined();
  });

  it('only the other person answers, while the report is open and within 48 hours', () => {
    const open = report('mentee');
    expect(answerRefusal(open, 'mentor', at(3))).toBeUndefined();
    expect(answerRefusal(open, 'mentee', at(3))).toBe(DISPUTE_MESSAGES.ownReport);
    expect(answerRefusal(open, 'mentor', at(2 + 48))).toBe(DISPUTE_MESSAGES.answerClosed);
    expect(answerRefusal({ ...open, status: 'with-admin' }, 'mentor', at(3))).toBe(DISPUTE_MESSAGES.notOpen);
  });
});

describe('decisionRefundKobo', () => {
  const price = 200_000;
  it('a refund is the whole price, a release nothing', () => {
    expect(decisionRefundKobo('refund', undefined, price)).toEqual({ refundKobo: price });
    expect(decisionRefundKobo('release', 500, price)).toEqual({ refundKobo: 0 });
  });

  it('a part refund is more than nothing and less than the whole', () => {
    expect(decisionRefundKobo('part-refund', 1000, price)).toEqual({ refundKobo: 100_000 });
    expect(decisionRefundKobo('part-refund', 999.99, price)).toEqual({ refundKobo: 99_999 });
    for (const naira of [0, 2000, 2500, undefined, -5]) {
      expect(decisionRefundKobo('part-refund', naira, price)).toEqual({ error: 'A part refund is more than ₦0 and less than the session\'s ₦2,000' });
    }
  });
});
