import { UploadSlots } from './upload-slots';

describe('UploadSlots', () => {
  it('gives out at most its size at once, and a slot given back (however often) can be taken again', () => {
    const slots = new UploadSlots(2);
    const first = slots.take();
    const second = slots.take();
    expect(first && second).toBeTruthy();
    expect(slots.take()).toBeNull();
    first!();
    first!();
    const third = slots.take();
    expect(third).not.toBeNull();
    expect(slots.take()).toBeNull();
  });
});
