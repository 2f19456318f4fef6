import './export-data.css';
import { type ParsedImport, parseImportFile, UNREADABLE_FILE } from '@trail/shared';
import { type ChangeEvent, useState } from 'react';
import { useImportData } from '../api/import-data';

/** Bigger than any bookmark file people keep; reading more would stall a phone. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;
const PREVIEW_ITEMS = 5;

const count = (n: number) => n.toLocaleString('en-NG');

/** Settings → Import: read another app's export here, preview it, then save it in batches. */
export function ImportData() {
  const [parsed, setParsed] = useState<ParsedImport | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { run, start, reset } = useImportData();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    reset();
    setParsed(null);
    setFileError(null);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setFileError('This file is over 20 MB. Export a smaller part of your library and try again.');
    const result = parseImportFile(await file.text());
    if (!result) return setFileError(UNREADABLE_FILE);
    if (result.items.length === 0) return setFileError('There is nothing Trail can import in this file.');
    setParsed(result);
  };

  const progress = run.state === 'idle' ? null : run.progress;
  return (
    <section className="settings-section" aria-labelledby="import-heading">
      <h2 id="import-heading">Import</h2>
      <p>Bring what you saved elsewhere: browser bookmarks, Pocket, Raindrop, Karakeep, Omnivore or a Trail export.</p>
      <label className="import-file">
        Choose a file
        <input type="file" accept=".html,.htm,.csv,.json,text/html,text/csv,application/json" onChange={(event) => void choose(event)} disabled={run.state === 'running'} />
      </label>
      {fileError && <p role="alert">{fileError}</p>}
      {parsed && run.state === 'idle' && (
        <div className="import-preview">
          <p>
            Found {count(parsed.items.length)} {parsed.items.length === 1 ? 'resource' : 'resources'} from {parsed.source}
            {parsed.skipped.length > 0 && `, and ${count(parsed.skipped.length)} that cannot be imported`}.
          </p>
          <ul>
            {parsed.items.slice(0, PREVIEW_ITEMS).map((item) => (
              <li key={item.link}>
                {item.title} <span className="export-hint">{item.type}{item.wishList ? ' · Wishlist' : ''}</span>
              </li>
            ))}
          </ul>
          {parsed.skipped.length > 0 && (
            <details>
              <summary>Why some are left out</summary>
              <ul>
                {parsed.skipped.slice(0, 50).map((entry, index) => (
                  <li key={index}>
                    {entry.title}: {entry.reason}
                  </li>
                ))}
              </ul>
            </details>
          )}
          <button type="button" onClick={() => void start(parsed.items)}>
            Import {count(parsed.items.length)} {parsed.items.length === 1 ? 'resource' : 'resources'}
          </button>
        </div>
      )}
      {progress && (
        <>
          <label className="import-progress">
            {run.state === 'running' ? 'Importing…' : 'Imported'} {count(progress.sent)} of {count(progress.total)}
            <progress value={progress.sent} max={progress.total} />
          </label>
          {run.state === 'done' && (
            <p role="status">
              Done: {count(progress.added)} added, {count(progress.alreadySaved)} already saved
              {parsed && parsed.skipped.length > 0 && `, ${count(parsed.skipped.length)} skipped`}.
            </p>
          )}
          {run.state === 'failed' && (
            <p role="alert">
              Stopped after {count(progress.sent)} of {count(progress.total)}: {run.message} Choose the file again to carry on; what is already
              saved is skipped.
            </p>
          )}
        </>
      )}
    </section>
  );
}
