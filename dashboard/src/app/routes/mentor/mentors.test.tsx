import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@trail/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { aMentor, dataScience } from '@/test/mentor-fixtures';
import { renderApp } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';

const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Africa/Lagos';
});
afterAll(() => {
  process.env.TZ = zoneBefore;
});

const design = { _id: 'field-pd', name: 'Product Design', slug: 'product-design', description: 'Screens people enjoy' };

describe('/mentor', () => {
  it('lists each track with its mentors, their next free time in the viewer’s zone, and a way to become a mentor', async () => {
    // jsdom does not scroll; the page asks for #mentorlink once the list is there.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    stubFetch((url) =>
      url.endsWith('/mentors')
        ? jsonResponse({
            fields: [
              { field: dataScience, mentors: [aMentor({ nextFreeAt: '2026-03-02T18:00:00.000Z' }), aMentor({ _id: 'm2', username: 'ngozi', firstName: 'Ngozi', lastName: 'Eze', picture: 'https://cdn.example.com/n.jpg' })], hasMore: false },
              { field: design, mentors: [], hasMore: false },
            ],
          })
        : jsonResponse({ error: 'Not found' }, 404),
    );
    await renderApp('/mentor#mentorlink');
    const tracks = await screen.findByRole('region', { name: 'Mentors by track' });
    const science = await within(tracks).findByRole('region', { name: 'Data Science' });
    expect(within(science).getByRole('link', { name: 'Tolu Ade' })).toHaveAttribute('href', '/tolu');
    expect(within(science).getByText('TA')).toBeInTheDocument();
    expect(within(science).getAllByRole('article')[0]).toHaveTextContent('Next free: Mon 2 Mar, 19:00');
    expect(within(science).getAllByRole('article')[1]).toHaveTextContent('Fully booked for the next two weeks');
    expect(within(within(tracks).getByRole('region', { name: 'Product Design' })).getByText(MESSAGES.mentorsUnavailable)).toBeInTheDocument();
    expect(tracks).toHaveAttribute('id', 'mentorlink');
    expect(scrolled.mock.contexts).toContain(tracks);
    expect(screen.getByText(/Africa\/Lagos/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a mentor' })).toHaveAttribute('href', '/mentor/apply');
  });
});

describe('/mentor: Show more', () => {
  it('adds the next page of a track after its cursor, says how many arrived, and moves focus to the first new mentor', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch((url) => {
      if (url.endsWith('/mentors')) return jsonResponse({ fields: [{ field: dataScience, mentors: [aMentor()], hasMore: true, cursor: 'after-tolu' }] });
      if (url.endsWith('/mentors/field/field-ds?cursor=after-tolu')) {
        return jsonResponse({ items: [aMentor({ _id: 'm2', username: 'ngozi', firstName: 'Ngozi', lastName: 'Eze' }), aMentor({ _id: 'm3', username: 'kemi', firstName: 'Kemi', lastName: 'Ola' })], hasMore: false });
      }
      return jsonResponse({ error: 'Not found' }, 404);
    });
    await renderApp('/mentor');
    const science = await screen.findByRole('region', { name: 'Data Science' });
    expect(within(science).getAllByRole('article')).toHaveLength(1);
    await user.click(within(science).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(science).getAllByRole('article')).toHaveLength(3));
    expect(within(science).getByRole('link', { name: 'Kemi Ola' })).toHaveAttribute('href', '/kemi');
    expect(within(science).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(within(science).getByRole('status')).toHaveTextContent('2 more mentors shown');
    await waitFor(() => expect(science.querySelectorAll('.mentor-grid > li')[1]).toHaveFocus());
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(expect.arrayContaining([expect.stringMatching(/\/mentors\/field\/field-ds\?cursor=after-tolu$/)]));
  });
});

describe('/mentor/schedule', () => {
  it('shows the track named in ?field= with the first page of its mentors from one read, and the next page on "Show more"', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch((url) => {
      if (url.endsWith('/fields/data-science/mentors')) return jsonResponse({ field: dataScience, mentors: [aMentor()], hasMore: true, cursor: 'after-tolu' });
      if (url.endsWith('/mentors/field/field-ds?cursor=after-tolu')) {
        return jsonResponse({ items: [aMentor({ _id: 'm2', username: 'ngozi', firstName: 'Ngozi', lastName: 'Eze' })], hasMore: false });
      }
      return jsonResponse({ error: 'Not found' }, 404);
    });
    await renderApp('/mentor/schedule?field=data-science');
    expect(await screen.findByRole('link', { name: 'Tolu Ade' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Data Science' })).toBeInTheDocument();
    expect(screen.getByText(dataScience.description)).toBeInTheDocument();
    expect(screen.getByText(/Times are in your time zone, Africa\/Lagos\./)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Ngozi Eze' })).toHaveAttribute('href', '/ngozi');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^1 more mentor/);
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/fields/'))).toEqual([expect.stringMatching(/\/fields\/data-science\/mentors$/)]);
  });

  it('offers no "Show more" when the track’s mentors fit on one page', async () => {
    stubFetch((url) => (url.endsWith('/fields/data-science/mentors') ? jsonResponse({ field: dataScience, mentors: [aMentor()], hasMore: false }) : jsonResponse({ error: 'Not found' }, 404)));
    await renderApp('/mentor/schedule?field=data-science');
    expect(await screen.findByRole('link', { name: 'Tolu Ade' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says the mentors are unavailable when the track has none', async () => {
    stubFetch((url) => (url.endsWith('/fields/data-science/mentors') ? jsonResponse({ field: dataScience, mentors: [], hasMore: false }) : jsonResponse({ error: 'Not found' }, 404)));
    await renderApp('/mentor/schedule?field=data-science');
    expect(await screen.findByText(MESSAGES.mentorsUnavailable)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Data Science' })).toBeInTheDocument();
  });

  it('finds the track of the footer’s old ?track=<name> link', async () => {
    stubFetch((url) => (url.endsWith('/fields/data-science/mentors') ? jsonResponse({ field: dataScience, mentors: [aMentor()], hasMore: false }) : jsonResponse({ error: 'Not found' }, 404)));
    await renderApp('/mentor/schedule?track=Data%20Science');
    expect(await screen.findByRole('link', { name: 'Tolu Ade' })).toBeInTheDocument();
  });

  it('shows the generic 404 page for an unknown track', async () => {
    stubFetch(() => jsonResponse({ error: 'This mentorship track does not exist' }, 404));
    await renderApp('/mentor/schedule?field=astrology');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.notFound })).toBeInTheDocument();
  });
});

describe('/mentor/schedule when the track cannot be read', () => {
  it('shows the error, not the 404 page', async () => {
    stubFetch(() => jsonResponse({ error: 'Something went wrong' }, 503));
    await renderApp('/mentor/schedule?field=data-science');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule a session' })).toBeInTheDocument();
  });
});
