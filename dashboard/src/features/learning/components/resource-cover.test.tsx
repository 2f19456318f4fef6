import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResourceCover } from './resource-cover';

describe('ResourceCover', () => {
  it('loads a cover from another site without telling it which Trail page asked', () => {
    const { container } = render(<ResourceCover listIndex={0} image="https://i.ytimg.com/vi/abc/hqdefault.jpg" />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', 'https://i.ytimg.com/vi/abc/hqdefault.jpg');
    expect(img).toHaveAttribute('referrerpolicy', 'no-referrer');
  });

  it('draws the default cover without any download', () => {
    const { container } = render(<ResourceCover listIndex={0} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-cover]')).not.toBeNull();
  });
});
