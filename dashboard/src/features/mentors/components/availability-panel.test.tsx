import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FreeTimeResponse, FreeTimeSlot } from '@trail/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render-page';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';
import { AvailabilityPanel } from './availability-panel';

const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/London';
});
afterAll(() => {
  process.env.TZ = zoneBefore;
});

const mondayEvening: FreeTimeSlot = { _id: 'slot-1', day: 1, hour: 18, minute: 0, timezone: 'Europe/London' };
const state = (data: FreeTimeSlot[], blockedDates: string[] = []): FreeTimeResponse => ({ data, google: false, blockedDates });

type Answer = (url: string, init: RequestInit) => Response;

function stubFreeTime(answers: Record<string, Answer>, initial = state([mondayEvening])) {
  return stubFetch((url, init) => {
    const key = `${init.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname.replace(/^.*\/users\/freetime/, '')}`;
    if (key === 'GET ') return jsonResponse(initial);
    return answers[key]?.(url, init) ?? jsonResponse({ error: `No stub for ${key}` }, 404);
  });
}

const select = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });

describe('Availability panel', () => {
  it('offers all 24 hours, the four minutes and the browser’s zone, and marks each missing choice until it is made', async () => {
    stubFreeTime({});
    const user = userEvent.setup();
    renderPage(<AvailabilityPanel />);
    await screen.findByText(/Monday 18:00 \(Europe\/London\)/);

    const hours = within(select('Start Hour')).getAllByRole('option').slice(1).map((option) => option.textContent);
    expect(hours).toEqual(Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0')));
    expect(within(select('Start Minute')).getAllByRole('option').slice(1).map((option) => option.textContent)).toEqual(['00', '15', '30', '45']);
    expect(select('Time Zone')).toHaveValue('Europe/London');

    await user.click(screen.getByRole('button', { name: 'Add Slot' }));
    expect(select('Day')).toHaveAttribute('aria-invalid', 'true');
    expect(select('Start Hour')).toHaveAttribute('aria-invalid', 'true');
    expect(select('Start Minute')).toHaveAttribute('aria-invalid', 'true');
    expect(select('Time Zone')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('Choose a day')).toBeInTheDocument();

    await user.selectOptions(select('Day'), 'Wednesday');
    expect(select('Day')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Choose a day')).not.toBeInTheDocument();
    expect(select('Start Hour')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(select('Day')).toHaveValue('');
    expect(screen.queryByText(/^Choose a/)).not.toBeInTheDocument();
  });

  it('adds a slot, shows the server’s refusal of an overlap, and deletes a slot', async () => {
    const wednesday: FreeTimeSlot = { _id: 'slot-2', day: 3, hour: 7, minute: 30, timezone: 'Africa/Lagos' };
    let sent: unknown;
    const fetchMock = stubFreeTime({
      'PUT ': (_url, init) => {
        sent = JSON.parse(String(init.body));
        return (sent as { freeTime: FreeTimeSlot[] }).freeTime[0]?.day === 1
          ? jsonResponse({ error: 'This slot overlaps Monday 18:00 (Europe/London)' }, 409)
          : jsonResponse(state([mondayEvening, wednesday]));
      },
      'DELETE /slot-1': () => jsonResponse(state([wednesday])),
    });
    const user = userEvent.setup();
    renderPage(<AvailabilityPanel />);
    await screen.findByText(/Monday 18:00/);

    await user.selectOptions(select('Day'), 'Monday');
    await user.selectOptions(select('Start Hour'), '18');
    await user.selectOptions(select('Start Minute'), '15');
    await user.click(screen.getByRole('button', { name: 'Add Slot' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This slot overlaps Monday 18:00 (Europe/London)');

    await user.selectOptions(select('Day'), 'Wednesday');
    await user.selectOptions(select('Start Hour'), '07');
    await user.selectOptions(select('Start Minute'), '30');
    await user.selectOptions(select('Time Zone'), 'Africa/Lagos');
    await user.click(screen.getByRole('button', { name: 'Add Slot' }));
    expect(await screen.findByText('Wednesday 07:30 (Africa/Lagos)')).toBeInTheDocument();
    expect(sent).toEqual({ freeTime: [{ day: 3, hour: 7, minute: 30, timezone: 'Africa/Lagos' }] });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(select('Day')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Delete Monday 18:00 (Europe/London)' }));
    await waitFor(() => expect(screen.queryByText(/Monday 18:00/)).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'DELETE' && String(url).endsWith('/users/freetime/slot-1'))).toBe(true);
  });

  it('blocks a date off and unblocks it', async () => {
    stubFreeTime({
      'PUT /blocked/2026-12-25': () => jsonResponse(state([mondayEvening], ['2026-12-25'])),
      'DELETE /blocked/2026-12-25': () => jsonResponse(state([mondayEvening], [])),
    });
    const user = userEvent.setup();
    renderPage(<AvailabilityPanel />);
    await screen.findByText(/Monday 18:00/);

    await user.type(screen.getByLabelText('Date'), '2026-12-25');
    await user.click(screen.getByRole('button', { name: 'Block date' }));
    const blocked = await screen.findByRole('list', { name: 'Blocked dates' });
    expect(blocked).toHaveTextContent('2026-12-25');

    await user.click(screen.getByRole('button', { name: 'Unblock 2026-12-25' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Blocked dates' })).not.toBeInTheDocument());
    expect(screen.getByText(/Monday 18:00/)).toBeInTheDocument();
  });
});
