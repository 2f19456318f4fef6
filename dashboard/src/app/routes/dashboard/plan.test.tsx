import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROFILE_MESSAGES } from '@trail/shared';
import { describe, expect, it } from 'vitest';
import { aPage, aResource, aTodo, aUser, sentBody, stubLearningApi } from '@/test/learning-fixtures';
import { fakeSessionToken, renderPage } from '@/test/render-page';
import { jsonResponse } from '@/test/stub-fetch';
import { PlanRoute } from './plan';

const region = (name: string) => screen.getByRole('region', { name });
const calls = (fetchMock: ReturnType<typeof stubLearningApi>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method).map(([url, init]) => [String(url), sentBody(init!)]);

describe('Learning plan', () => {
  it('adds a to-do, and a ticked to-do is marked done and leaves the list', async () => {
    let items = [aTodo({ title: 'Read chapter 2' })];
    const fetchMock = stubLearningApi({
      'GET /todo': () => ({ items }),
      'POST /todo': (_url: URL, init: RequestInit) => {
        const todo = aTodo(sentBody(init) as { title: string });
        items = [todo, ...items];
        return jsonResponse({ todo }, 201);
      },
      'PUT /todo/:id': (url: URL) => {
        items = items.filter((todo) => !url.pathname.endsWith(todo._id));
        return { todo: aTodo({ done: true }) };
      },
    });
    renderPage(<PlanRoute />);
    const todos = region('To-do');

    await userEvent.type(within(todos).getByLabelText('New to-do'), '  Watch the SQL video {Enter}');
    expect(await within(todos).findByRole('checkbox', { name: 'Watch the SQL video' })).toBeInTheDocument();
    expect(within(todos).getByLabelText('New to-do')).toHaveValue('');

    const read = within(todos).getByRole('checkbox', { name: 'Read chapter 2' });
    await userEvent.click(read);
    await waitFor(() => expect(within(todos).queryByRole('checkbox', { name: 'Read chapter 2' })).not.toBeInTheDocument());
    expect(calls(fetchMock, 'POST')).toEqual([['/api/v1/todo', { title: 'Watch the SQL video' }]]);
    expect(calls(fetchMock, 'PUT')[0]?.[1]).toEqual({ done: true });
  });

  it('turns a reminder off and the resource leaves the reminder list', async () => {
    let reminded = [aResource({ title: 'Excel pivot tables', reminder: { state: true } })];
    const fetchMock = stubLearningApi({
      'GET /learning': (url: URL) => aPage(url.searchParams.get('view') === 'reminders' ? reminded : []),
      'PUT /learning/:id': () => {
        const [resource] = reminded;
        reminded = [];
        return { resource: { ...resource!, reminder: { state: false } } };
      },
    });
    renderPage(<PlanRoute />);
    const reminders = region('Reminders');
    await userEvent.click(await within(reminders).findByRole('checkbox', { name: 'Excel pivot tables' }));

    await waitFor(() => expect(within(reminders).queryByText('Excel pivot tables')).not.toBeInTheDocument());
    expect(calls(fetchMock, 'PUT')[0]?.[1]).toEqual({ reminder: { state: false } });
  });

  it('draws the week as 7 bars, Sunday first, each read out with its count', async () => {
    const fetchMock = stubLearningApi({
      'GET /learning/activity': { weekStart: '2026-11-15', counts: [0, 2, 0, 11, 0, 0, 1], bars: [0, 20, 0, 100, 0, 0, 10] },
    });
    renderPage(<PlanRoute />);
    const chart = await within(region('Performance')).findByRole('list', { name: 'Performance this week' });
    const days = within(chart).getAllByRole('listitem');
    expect(days.map((day) => day.getAttribute('aria-label'))).toEqual([
      'Sunday: 0 resources added',
      'Monday: 2 resources added',
      'Tuesday: 0 resources added',
      'Wednesday: 11 resources added',
      'Thursday: 0 resources added',
      'Friday: 0 resources added',
      'Saturday: 1 resource added',
    ]);
    expect((days[3]!.querySelector('.activity-bar') as HTMLElement).style.height).toBe('100%');
    const activityUrl = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.includes('/learning/activity'));
    expect(activityUrl).toMatch(/\?tz=[A-Za-z_%0-9]+/);
  });

  it('turns e-mail reminders on, and keeps WhatsApp off until the saved number is verified by a WhatsApp code', async () => {
    let user = aUser({ reminder: { gmail: false, whatsapp: false } });
    const fetchMock = stubLearningApi({
      'GET /users/me': () => ({ user }),
      'PUT /users/:id': (_url: URL, init: RequestInit) => {
        const body = sentBody(init) as { phone?: string; reminder?: { gmail?: boolean; whatsapp?: boolean } };
        user = body.phone
          ? { ...user, phone: '+2348031234567', phoneVerified: false }
          : { ...user, reminder: { ...user.reminder, ...body.reminder } };
        return { token: fakeSessionToken(), user };
      },
      'POST /users/user-1/phone/code': () => ({ message: 'We sent a 6-digit code to +2348031234567 by WhatsApp.' }),
      'POST /users/user-1/phone/verify': (_url: URL, init: RequestInit) => {
        if ((sentBody(init) as { code: string }).code !== '123456') {
          return jsonResponse({ error: 'That code is not right. Check the latest WhatsApp message from Trail and try again' }, 400);
        }
        user = { ...user, phoneVerified: true };
        return { token: fakeSessionToken(), user };
      },
    });
    renderPage(<PlanRoute />);
    const notification = () => region('Notification');
    const email = () => within(notification()).getByRole('switch', { name: 'E-mail reminders' });
    const whatsApp = () => within(notification()).getByRole('switch', { name: 'WhatsApp reminders' });
    await waitFor(() => expect(email()).toBeEnabled());
    await userEvent.click(email());
    await waitFor(() => expect(email()).toBeChecked());

    expect(whatsApp()).toBeDisabled();
    expect(whatsApp()).toHaveAccessibleDescription(`${PROFILE_MESSAGES.verifyPhoneFirst}.`);
    await userEvent.type(within(notification()).getByLabelText('Phone number for WhatsApp'), '08031234567');
    await userEvent.click(within(notification()).getByRole('button', { name: 'Save number' }));
    await userEvent.click(await within(notification()).findByRole('button', { name: 'Send code' }));
    expect(await within(notification()).findByText(/We sent a 6-digit code/)).toBeInTheDocument();

    await userEvent.type(within(notification()).getByLabelText('Code from WhatsApp'), '654321');
    await userEvent.click(within(notification()).getByRole('button', { name: 'Verify' }));
    expect(await within(notification()).findByRole('alert')).toHaveTextContent('That code is not right');
    expect(whatsApp()).toBeDisabled();

    await userEvent.clear(within(notification()).getByLabelText('Code from WhatsApp'));
    await userEvent.type(within(notification()).getByLabelText('Code from WhatsApp'), '123456');
    await userEvent.click(within(notification()).getByRole('button', { name: 'Verify' }));
    expect(await within(notification()).findByText('+2348031234567 is verified.')).toBeInTheDocument();
    await waitFor(() => expect(whatsApp()).toBeEnabled());
    await userEvent.click(whatsApp());
    await waitFor(() => expect(whatsApp()).toBeChecked());
    expect(calls(fetchMock, 'PUT')).toEqual([
      ['/api/v1/users/user-1', { reminder: { gmail: true } }],
      ['/api/v1/users/user-1', { phone: '08031234567' }],
      ['/api/v1/users/user-1', { reminder: { whatsapp: true } }],
    ]);
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url, init]) => [String(url), init?.body ? sentBody(init) : undefined])).toEqual([
      ['/api/v1/users/user-1/phone/code', undefined],
      ['/api/v1/users/user-1/phone/verify', { code: '654321' }],
      ['/api/v1/users/user-1/phone/verify', { code: '123456' }],
    ]);
  }, 20_000);
});
