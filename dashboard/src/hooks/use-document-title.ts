import { useEffect } from 'react';

const SITE_NAME = 'Trail';

/** Names the browser tab after the page, so tabs and history entries are told apart. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title === SITE_NAME ? title : `${title} · ${SITE_NAME}`;
  }, [title]);
}
