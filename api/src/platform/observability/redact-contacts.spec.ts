import { redactContacts, redactContactsInLogs } from './redact-contacts';

describe('redactContacts', () => {
  it('masks e-mail addresses and phone numbers in error text', () => {
    expect(redactContacts('550 5.1.1 <ada.obi+trail@example.com.ng>: Recipient address rejected')).toBe(
      '550 5.1.1 <[e-mail]>: Recipient address rejected',
    );
    expect(redactContacts('E11000 dup key: { email: "ada@example.com" }')).toBe('E11000 dup key: { email: "[e-mail]" }');
    expect(redactContacts('WhatsApp answered 400: +2348012345678 is not a WhatsApp user')).toBe(
      'WhatsApp answered 400: [phone] is not a WhatsApp user',
    );
    expect(redactContacts('call 0801 234 5678')).toBe('call [phone]');
  });

  it('leaves ids, ports, times and counts readable', () => {
    const text = 'Weekly email digest to learner 665f1c2ab3e4d5f6a7b8c9d0 failed: connect ECONNREFUSED 127.0.0.1:587 after 15000 ms';
    expect(redactContacts(text)).toBe(text);
  });
});

describe('redactContactsInLogs', () => {
  it('masks e-mail addresses and phone-shaped numbers, and leaves amounts, times and ids alone', () => {
    expect(redactContactsInLogs('Reset mail to ada@example.com, WhatsApp +234 801 234 5678 and 08012345678')).toBe(
      'Reset mail to [e-mail], WhatsApp [phone] and [phone]',
    );
    const text = 'Refund of 12500000 kobo for 665f1c2ab3e4d5f6a7b8c9d0 failed at 1732400000000 after 15000 ms';
    expect(redactContactsInLogs(text)).toBe(text);
  });
});
