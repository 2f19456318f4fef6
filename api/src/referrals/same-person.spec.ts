import { mailboxOf, samePerson } from './same-person';

const person = (id: string, email: string, phone?: string) => ({ _id: id, email, phone });

describe('samePerson', () => {
  it.each([
    ['Ada@Example.com', 'ada@example.com', true],
    ['a.d.a+trail@gmail.com', 'ADA@googlemail.com', true],
    ['a.da@example.com', 'ada@example.com', false],
    ['ada+x@example.com', 'ada@example.com', false],
    ['ada@gmail.com', 'obi@gmail.com', false],
  ])('%s and %s: %s', (a, b, same) => {
    expect(samePerson(person('1', a), person('2', b))).toBe(same);
  });

  it('the same account, or the same phone number, is the same person', () => {
    expect(samePerson(person('1', 'a@example.com'), person('1', 'b@example.com'))).toBe(true);
    expect(samePerson(person('1', 'a@example.com', '+2348012345678'), person('2', 'b@example.com', '+234 801 234 5678'))).toBe(true);
    expect(samePerson(person('1', 'a@example.com'), person('2', 'b@example.com'))).toBe(false);
  });

  it('keeps the mailbox of an address without @ readable', () => {
    expect(mailboxOf('nobody')).toBe('nobody@');
  });
});
