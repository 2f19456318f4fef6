import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { expect, it } from 'vitest';
import { ShowMore } from './show-more';

const MENTOR = { one: 'mentor', other: 'mentors' };

/** A list that grows by `step` items on "Show more", up to 5. */
function Mentors({ step }: { step: number }) {
  const [count, setCount] = useState(1);
  const listRef = createRef<HTMLUListElement>();
  return (
    <>
      <ul ref={listRef}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>Mentor {index + 1}</li>
        ))}
      </ul>
      <ShowMore shown={count} hasMore={count < 5} loading={false} onMore={() => setCount(count + step)} noun={MENTOR} listRef={listRef} />
    </>
  );
}

it.each([
  [1, '1 more mentor shown'],
  [2, '2 more mentors shown'],
])('announces %d new item(s) as "%s"', async (step, announcement) => {
  const user = userEvent.setup();
  render(<Mentors step={step} />);
  await user.click(screen.getByRole('button', { name: 'Show more' }));
  expect(await screen.findByRole('status')).toHaveTextContent(announcement);
});
