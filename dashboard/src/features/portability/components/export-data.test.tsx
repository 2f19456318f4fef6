import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';
import { ExportData } from './export-data';

function renderExport() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ExportData />
    </QueryClientProvider>,
  );
}

describe('Your data', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads the chosen format under the name the API gives it', async () => {
    const fetchMock = stubFetch(
      () => new Response('title,link\r\n', { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="trail-export-2026-11-23.csv"' } }),
    );
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const user = userEvent.setup();
    renderExport();

    await user.click(screen.getByRole('button', { name: 'Saved resources (CSV)' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Downloaded trail-export-2026-11-23.csv.');
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/export\?format=csv$/);
    expect(clicked).toEqual(['trail-export-2026-11-23.csv']);
  });

  it("shows the API's message when the download is refused", async () => {
    stubFetch(() => jsonResponse({ error: 'Choose an export format: json, csv or html' }, 400));
    const user = userEvent.setup();
    renderExport();

    await user.click(screen.getByRole('button', { name: 'Everything (JSON)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose an export format: json, csv or html');
  });
});
