import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPathwayContent, AdminQuestion } from '@trail/shared';
import { describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth/token';
import { fakeJwt } from '@/test/fake-jwt';
import { aUser } from '@/test/learning-fixtures';
import { bodyOf, renderRoutes } from '@/test/render-routes';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';

const SEEDED = { editedAt: null, editedBy: null };

const CONTENT: AdminPathwayContent = {
  slug: 'product-design',
  title: 'Product Design',
  sections: [
    { no: 1, title: 'Getting Started', sub: ['What UX design is', 'Design thinking'], dueOffsetDays: 14, duration: '2 weeks', ...SEEDED },
    { no: 2, title: 'User Research', sub: ['Interviews'], dueOffsetDays: 28, duration: '2 weeks', ...SEEDED },
  ],
  resources: [
    {
      _id: 'r1', key: 'definition-of-ux', section: 1, order: 0, title: 'The Definition of UX', photo: null, description: 'What UX covers.', duration: '5 min read',
      link: 'https://www.nngroup.com/articles/definition-user-experience/', article: true, sub: 'What UX design is', retiredAt: null, ...SEEDED,
    },
  ],
};

const QUESTION: AdminQuestion = {
  _id: 'q1', key: 'ux-only-screens', section: 1, order: 0, question: 'UX design is only about screens.', type: 'obj', options: ['True', 'False'], correct: ['False'],
  sub: 'What UX design is', retiredAt: null, ...SEEDED,
};

function stubAdminContent() {
  return stubFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path.endsWith('/users/me')) return jsonResponse({ user: aUser({ role: 'admin' }) });
    if (path.endsWith('/admin/mentor-applications')) return jsonResponse({ applications: [] });
    if (path.endsWith('/admin/pathways/product-design/content')) return jsonResponse(CONTENT);
    if (path.endsWith('/admin/pathways/product-design/questions') && init.method === 'POST') {
      return jsonResponse({ error: 'An obj question has four or five options, or the two options True and False' }, 400);
    }
    if (path.endsWith('/admin/pathways/product-design/questions')) return jsonResponse({ questions: [QUESTION] });
    if (path.endsWith('/admin/pathways/product-design/sections/1')) return jsonResponse({ ...CONTENT.sections[0], ...(bodyOf(init) as object), editedAt: '2026-11-26T05:00:00.000Z', editedBy: 'admin' });
    if (path.endsWith('/admin/pathway-resources/r1/retire')) return jsonResponse({ ...CONTENT.resources[0], retiredAt: '2026-11-26T05:00:00.000Z' });
    if (path.endsWith('/admin/pathways/product-design/attempt-grants')) {
      return jsonResponse({ section: 1, extraAttempts: 2, message: 'Granted 2 more attempts at section 1’s assessment (2 extra in all)' });
    }
    return jsonResponse({ error: 'Not found' }, 404);
  });
}

const callTo = (fetchMock: ReturnType<typeof stubFetch>, ending: string) => fetchMock.mock.calls.find(([url]) => String(url).endsWith(ending));

describe('Pathway content on the admin page', { timeout: 15_000 }, () => {
  it('edits a section with labelled fields and sends what the API takes', async () => {
    const fetchMock = stubAdminContent();
    const user = userEvent.setup();
    authToken.set(fakeJwt(3600));
    await renderRoutes('/admin');

    const form = await screen.findByRole('form', { name: 'Section 1' });
    const title = within(form).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Getting Started With UX');
    await user.type(within(form).getByLabelText('Sub-topics (one a line)'), '\nJobs in UX');
    await user.clear(within(form).getByLabelText('Due (days from the start)'));
    await user.type(within(form).getByLabelText('Due (days from the start)'), '21');
    await user.click(within(form).getByRole('button', { name: 'Save section' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Section saved.');
    expect(bodyOf(callTo(fetchMock, '/sections/1')?.[1])).toEqual({
      title: 'Getting Started With UX', sub: ['What UX design is', 'Design thinking', 'Jobs in UX'], dueOffsetDays: 21, duration: '2 weeks',
    });
  });

  it('shows the answer key, retires a resource, and shows the API’s error on a question it refuses', async () => {
    const fetchMock = stubAdminContent();
    const user = userEvent.setup();
    authToken.set(fakeJwt(3600));
    await renderRoutes('/admin');

    const questions = await screen.findByRole('region', { name: 'Assessment questions' });
    expect(await within(questions).findByText('Answer: False')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retire The Definition of UX' }));
    await waitFor(() => expect(callTo(fetchMock, '/pathway-resources/r1/retire')?.[1]?.method).toBe('POST'));

    await user.click(within(questions).getByRole('button', { name: 'Add a question' }));
    const form = within(questions).getByRole('form', { name: 'New question' });
    await user.type(within(form).getByLabelText('Question'), 'Pick one');
    await user.type(within(form).getByLabelText(/^Options/), 'A\nB\nC');
    await user.type(within(form).getByLabelText(/^Correct answers/), 'A');
    await user.selectOptions(within(form).getByLabelText('Sub-topic'), 'Design thinking');
    await user.click(within(form).getByRole('button', { name: 'Add question' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('An obj question has four or five options, or the two options True and False');
    const sent = fetchMock.mock.calls.find(([url, init]) => String(url).endsWith('/questions') && init?.method === 'POST');
    expect(bodyOf(sent?.[1])).toEqual({
      section: 1, question: 'Pick one', type: 'obj', sub: 'Design thinking', options: ['A', 'B', 'C'], correct: ['A'],
    });
  });

  it('grants attempts to a learner by e-mail and says what was granted', async () => {
    const fetchMock = stubAdminContent();
    const user = userEvent.setup();
    authToken.set(fakeJwt(3600));
    await renderRoutes('/admin');

    const grant = await screen.findByRole('region', { name: 'Grant attempts' });
    await user.type(within(grant).getByLabelText('Learner’s e-mail'), 'ada@example.com');
    await user.clear(within(grant).getByLabelText('Extra attempts'));
    await user.type(within(grant).getByLabelText('Extra attempts'), '2');
    await user.click(within(grant).getByRole('button', { name: 'Grant attempts' }));

    expect(await within(grant).findByRole('status')).toHaveTextContent('Granted 2 more attempts at section 1’s assessment (2 extra in all)');
    expect(bodyOf(callTo(fetchMock, '/attempt-grants')?.[1])).toEqual({ email: 'ada@example.com', section: 1, extra: 2 });
  });

  it('moves a section down and keeps it picked, and hands an edited section and resource back to the seed', async () => {
    let content: AdminPathwayContent = {
      ...CONTENT,
      resources: [{ ...CONTENT.resources[0]!, title: 'Renamed', editedAt: '2026-11-26T05:00:00.000Z', editedBy: 'admin' }],
    };
    const fetchMock = stubFetch((url) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path.endsWith('/users/me')) return jsonResponse({ user: aUser({ role: 'admin' }) });
      if (path.endsWith('/admin/mentor-applications')) return jsonResponse({ applications: [] });
      if (path.endsWith('/admin/pathways/product-design/questions')) return jsonResponse({ questions: [] });
      if (path.endsWith('/admin/pathways/product-design/content')) return jsonResponse(content);
      if (path.endsWith('/sections/1/move')) {
        const [one, two] = CONTENT.sections;
        const moved = { editedAt: '2026-11-26T06:00:00.000Z', editedBy: 'admin' };
        content = { ...content, sections: [{ ...two!, no: 1, dueOffsetDays: one!.dueOffsetDays, ...moved }, { ...one!, no: 2, dueOffsetDays: two!.dueOffsetDays, ...moved }], resources: [{ ...content.resources[0]!, section: 2 }] };
        return jsonResponse(content);
      }
      if (path.endsWith('/sections/2/reset')) {
        content = { ...content, sections: [content.sections[0]!, { ...content.sections[1]!, title: 'Seeded title', ...SEEDED }] };
        return jsonResponse(content);
      }
      if (path.endsWith('/pathway-resources/r1/reset')) {
        content = { ...content, resources: [{ ...CONTENT.resources[0]!, section: 2 }] };
        return jsonResponse(content);
      }
      return jsonResponse({ error: 'Not found' }, 404);
    });
    const user = userEvent.setup();
    authToken.set(fakeJwt(3600));
    await renderRoutes('/admin');

    const order = await screen.findByRole('group', { name: 'Order of section 1' });
    expect(within(order).getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(within(order).queryByRole('button', { name: 'Reset to seed content' })).not.toBeInTheDocument();
    await user.click(within(order).getByRole('button', { name: 'Move down' }));
    expect(bodyOf(callTo(fetchMock, '/sections/1/move')?.[1])).toEqual({ direction: 'down' });

    const moved = await screen.findByRole('group', { name: 'Order of section 2' });
    expect(screen.getByDisplayValue('2. Getting Started')).toBeInTheDocument();
    expect(within(screen.getByRole('form', { name: 'Section 2' })).getByLabelText('Title')).toHaveValue('Getting Started');
    expect(within(moved).getByRole('button', { name: 'Move down' })).toBeDisabled();
    await user.click(within(moved).getByRole('button', { name: 'Reset to seed content' }));
    expect(await within(screen.getByRole('form', { name: 'Section 2' })).findByDisplayValue('Seeded title')).toBeInTheDocument();
    expect(callTo(fetchMock, '/sections/2/reset')?.[1]?.method).toBe('POST');

    await user.click(await screen.findByRole('button', { name: 'Reset Renamed to seed content' }));
    expect(await screen.findByText('The Definition of UX')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reset The Definition of UX/ })).not.toBeInTheDocument();
  });
});
