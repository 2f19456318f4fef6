import './export-data.css';
import type { ExportFormat } from '@trail/shared';
import { useExportData } from '../api/export-data';

const CHOICES: { format: ExportFormat; label: string; hint: string }[] = [
  { format: 'json', label: 'Everything (JSON)', hint: 'Your profile, saved resources and to-dos' },
  { format: 'csv', label: 'Saved resources (CSV)', hint: 'Opens in Excel or Google Sheets' },
  { format: 'html', label: 'Browser bookmarks (HTML)', hint: 'Import into Chrome, Firefox or Raindrop' },
];

/** Settings → Your data: a copy of what Trail holds, in formats other apps read. */
export function ExportData() {
  const download = useExportData();
  return (
    <section className="settings-section" aria-labelledby="your-data-heading">
      <h2 id="your-data-heading">Your data</h2>
      <p>Download a copy of what you keep on Trail, whenever you like.</p>
      <ul className="export-choices">
        {CHOICES.map(({ format, label, hint }) => (
          <li key={format}>
            <button type="button" className="button-secondary" disabled={download.isPending} onClick={() => download.mutate(format)}>
              {download.isPending && download.variables === format ? 'Preparing…' : label}
            </button>
            <span className="export-hint">{hint}</span>
          </li>
        ))}
      </ul>
      {download.isSuccess && <p role="status">Downloaded {download.data}.</p>}
      {download.error && <p role="alert">{download.error.message}</p>}
    </section>
  );
}
