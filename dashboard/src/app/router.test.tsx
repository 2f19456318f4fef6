import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENTORSHIP_TRACKS, MESSAGES, trackSlug } from '@trail/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';

beforeEach(() => {
  // An unknown username is the mentor page's 404, Data Science the one track; every other call answers an empty list.
  stubFetch((url) => {
    if (url.includes('/meetings/singlementor/')) return jsonResponse({ error: 'Mentor not found' }, 404);
    if (url.endsWith('/fields/data-science/mentors')) {
      return jsonResponse({ field: { _id: 'f1', name: 'Data Science', slug: 'data-science', description: '' }, mentors: [], hasMore: false });
    }
    if (url.endsWith('/mentors')) return jsonResponse({ fields: [] });
    if (url.endsWith('/pathways/product-design')) return jsonResponse({ error: 'This pathway does not exist' }, 404);
    return jsonResponse([]);
  });
});

describe('route table', () => {
  it.each([
    ['/', "Close your team's skill gaps"],
    ['/signin', 'Welcome to the Organized Side of Learning'],
    ['/signup', 'Accelerate your career growth'],
    ['/resetpassword', 'Reset your password'],
    ['/about', 'About Trail'],
    ['/about/privacy', 'Privacy Policy'],
    ['/individuals', 'Learn with purpose, right from your browser'],
    ['/pathway/product-design', 'Product Design'],
    ['/assess/product-design', 'Assessment'],
    ['/assess/product-design/test', 'Skill and personality test'],
    ['/mentor', 'Mentors'],
    ['/mentor/schedule', 'Schedule a session'],
    ['/mentor/register', 'Book your session'],
    ['/waitlist', 'Join the waitlist'],
    ['/analytics/test', 'Analytics'],
    ['/ada-obi', MESSAGES.mentorNotFound],
  ])('%s shows the heading "%s"', async (path, heading) => {
    await renderApp(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(heading);
  });

  it.each(['/about/privacy/old', '/mentor/ada/extra', '/a/b/c'])('shows the 404 page for %s', async (path) => {
    const { heading } = await renderApp(path);
    expect(heading).toHaveTextContent('Error 404');
    expect(heading).toHaveTextContent('You got the wrong page');
  });

  it('names the browser tab after the page', async () => {
    document.title = 'Trail';
    await renderApp('/about');
    await waitFor(() => expect(document.title).toBe('About Trail · Trail'));
  });

  it('shows the sign-in page when the Log in link is followed', async () => {
    const user = userEvent.setup();
    await renderApp('/about');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Log in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to the Organized Side of Learning' }),
    ).toBeInTheDocument();
  });
});

describe('public layout', () => {
  it('links the main pages from the header', async () => {
    await renderApp('/about');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/', '/individuals', '/about', '/signin']);
  });

  it('lists the five mentorship tracks in the footer, each opening the schedule page for its track', async () => {
    const user = userEvent.setup();
    await renderApp('/about');
    const tracks = screen.getByRole('navigation', { name: 'Mentorship tracks' });
    const links = within(tracks).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([...MENTORSHIP_TRACKS]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      MENTORSHIP_TRACKS.map((track) => `/mentor/schedule?field=${trackSlug(track)}`),
    );

    await user.click(within(tracks).getByRole('link', { name: 'Data Science' }));
    await screen.findByRole('heading', { level: 1, name: 'Data Science' });
    expect(await screen.findByText(MESSAGES.mentorsUnavailable)).toBeInTheDocument();
  });

  it('shows the 2022 copyright line', async () => {
    await renderApp('/about');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Trail`);
  });
});
