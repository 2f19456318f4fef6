import { createValidationPipe } from '../../platform/http';
import { PlaceInSection, SectionNumber } from './section-place';

class Edit {
  @SectionNumber()
  section: number;

  @PlaceInSection('item')
  order?: number;
}

const errorOf = async (body: object): Promise<string | null> => {
  try {
    await createValidationPipe().transform(body, { type: 'body', metatype: Edit });
    return null;
  } catch (error) {
    return (error as { message: string }).message;
  }
};

describe('SectionNumber and PlaceInSection', () => {
  it('take a section from 1 and a place from 0, both up to 1000; the place may be left out', async () => {
    expect(await errorOf({ section: 1, order: 0 })).toBeNull();
    expect(await errorOf({ section: 1000, order: 1000 })).toBeNull();
    expect(await errorOf({ section: 3 })).toBeNull();
  });

  it('name the field and every rule broken, in the order admins have always read them', async () => {
    expect(await errorOf({ section: 'two', order: 1 })).toBe('section must not be greater than 1000; section must not be less than 1; section must be an integer number');
    expect(await errorOf({ section: 0, order: 1001 })).toBe('section must not be less than 1; order must not be greater than 1000');
    expect(await errorOf({ section: 1, order: 1.5 })).toBe('order must be an integer number');
  });

  it('refuse a place sent as null', async () => {
    expect(await errorOf({ section: 1, order: null })).toBe('order must not be null');
  });
});
