import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IMPORT_BATCH_SIZE, UNREADABLE_FILE } from '@trail/shared';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';
import { ImportData } from './import-data';

function renderImport() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ImportData />
    </QueryClientProvider>,
  );
}

const pocketCsv = (rows: number) =>
  ['title,url,time_added,tags,status', ...Array.from({ length: rows }, (_, i) => `Item ${i},https://pocket.test/${i},1690000000,,unread`), 'Bad,ftp://x,1,,unread'].join('\n');

const fileOf = (text: string, name: string) => new File([text], name, { type: 'text/csv' });

describe('Import', () => {
  it('previews the file, sends it in batches with progress, then sums up', async () => {
    const fetchMock = stubFetch((_url, init) => {
      const { items } = JSON.parse(String(init.body)) as { items: unknown[] };
      return jsonResponse({ added: items.length - 1, alreadySaved: 1 });
    });
    const user = userEvent.setup();
    renderImport();

    await user.upload(screen.getByLabelText('Choose a file'), fileOf(pocketCsv(IMPORT_BATCH_SIZE + 5), 'pocket.csv'));
    expect(await screen.findByText(`Found ${IMPORT_BATCH_SIZE + 5} resources from Pocket, and 1 that cannot be imported.`)).toBeInTheDocument();
    expect(screen.getByText('Item 0')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Import ${IMPORT_BATCH_SIZE + 5} resources` }));
    expect(await screen.findByRole('status')).toHaveTextContent(`Done: ${IMPORT_BATCH_SIZE + 3} added, 2 already saved, 1 skipped.`);
    const batches = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/import'));
    expect(batches.map(([, init]) => (JSON.parse(String(init?.body)) as { items: unknown[] }).items.length)).toEqual([IMPORT_BATCH_SIZE, 5]);
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', String(IMPORT_BATCH_SIZE + 5));
  });

  it('says which files it cannot read', async () => {
    const user = userEvent.setup();
    renderImport();
    await user.upload(screen.getByLabelText('Choose a file'), fileOf('hello there', 'notes.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent(UNREADABLE_FILE);
  });

  it('stops on a refusal, says how far it got and keeps what was saved', async () => {
    let call = 0;
    stubFetch(() => (++call === 1 ? jsonResponse({ added: IMPORT_BATCH_SIZE, alreadySaved: 0 }) : jsonResponse({ error: 'Cannot reach Trail.' }, 503)));
    const user = userEvent.setup();
    renderImport();
    await user.upload(screen.getByLabelText('Choose a file'), fileOf(pocketCsv(IMPORT_BATCH_SIZE + 1), 'pocket.csv'));
    await user.click(await screen.findByRole('button', { name: /^Import / }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Stopped after ${IMPORT_BATCH_SIZE} of ${IMPORT_BATCH_SIZE + 1}: Cannot reach Trail.`);
  });
});
