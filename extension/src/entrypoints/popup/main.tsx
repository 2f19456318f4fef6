import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PopupApp } from './popup-app';
import './popup.css';

const root = document.getElementById('root');
if (!root) throw new Error('The popup page has no #root element');

createRoot(root).render(
  <StrictMode>
    <PopupApp search={window.location.search} />
  </StrictMode>,
);
