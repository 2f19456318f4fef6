import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { wakeUpApi } from '@/features/auth/api/wake-up-api';
import { startExtensionBridge } from '@/features/extension-bridge/extension-bridge';
import '@/styles/global.css';

// Outside React, so StrictMode's double effects cannot send it twice.
void wakeUpApi();
// Before React renders, so the extension's first announcement is not missed.
startExtensionBridge();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
