import { describe, expect, it } from 'vitest';
import { socialMetaTags } from './social-meta.js';

describe('socialMetaTags', () => {
  const base = { type: 'website', siteName: 'Trail', title: 'Ada & "friends" <b>', description: "It's here", image: '/social-card.png' } as const;

  it('escapes every value, gives the card its size, and leaves og:url out without an origin', () => {
    const tags = socialMetaTags({ ...base, imageIsCard: true });
    expect(tags).toContain('<meta property="og:title" content="Ada &amp; &quot;friends&quot; &lt;b&gt;">');
    expect(tags).toContain('<meta property="og:description" content="It&#39;s here">');
    expect(tags).toContain('<meta property="og:image:width" content="1200">');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(tags.some((tag) => tag.includes('og:url'))).toBe(false);
  });

  it('shows a person’s photo as a summary, without the card’s size', () => {
    const tags = socialMetaTags({ ...base, type: 'profile', url: 'https://trail.ng/ada', image: 'https://cdn/ada.png', imageIsCard: false });
    expect(tags).toContain('<meta property="og:url" content="https://trail.ng/ada">');
    expect(tags).toContain('<meta name="twitter:card" content="summary">');
    expect(tags.some((tag) => tag.includes('og:image:width'))).toBe(false);
  });
});
