import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hideCovers } from '@/lib/data-saver';
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

  it('shows the default cover instead of the picture when the learner turned covers off, and back when on', () => {
    hideCovers.set(true);
    const { container } = render(<ResourceCover listIndex={0} image="https://i.ytimg.com/vi/abc/hqdefault.jpg" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-cover]')).not.toBeNull();
    act(() => hideCovers.set(false));
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://i.ytimg.com/vi/abc/hqdefault.jpg');
  });

  it("follows the browser's data saver until the learner chooses", () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { connection: { saveData: true } }));
    const { container } = render(<ResourceCover listIndex={0} image="https://i.ytimg.com/vi/abc/hqdefault.jpg" />);
    expect(container.querySelector('img')).toBeNull();
    act(() => hideCovers.set(false));
    expect(container.querySelector('img')).not.toBeNull();
  });
});
