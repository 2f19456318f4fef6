import { useEffect, useState } from 'react';
import { sendMessage, type PopupState } from '../../lib/messaging';
import { tabIdFromSearch } from './tab-id';

export type PopupLoad = { status: 'loading' } | { status: 'ready'; state: PopupState } | { status: 'error'; error: string };

/** Asks the background once for the tab's draft, the session and the pending saves. */
export function usePopupState(search: string): PopupLoad {
  const [load, setLoad] = useState<PopupLoad>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    sendMessage('openPopup', { tabId: tabIdFromSearch(search) }).then(
      (state) => current && setLoad({ status: 'ready', state }),
      (error: Error) => current && setLoad({ status: 'error', error: error.message }),
    );
    return () => {
      current = false;
    };
  }, [search]);
  return load;
}
