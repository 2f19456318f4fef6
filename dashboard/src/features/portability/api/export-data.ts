import { useMutation } from '@tanstack/react-query';
import type { ExportFormat } from '@trail/shared';
import { api } from '@/lib/api/api-client';

/** Hands a downloaded file to the browser's own download, named as the API named it. */
function saveToDevice(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // The click has queued the download; the object URL is not needed past this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const exportData = async (format: ExportFormat) => {
  const file = await api.download(`/export?format=${format}`);
  saveToDevice(file.blob, file.filename);
  return file.filename;
};

/** Downloads the learner's own data: the whole account (json), or saved resources (csv, bookmarks html). */
export const useExportData = () => useMutation({ mutationFn: exportData });
