import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'nprogress/nprogress.css';
import './lib/i18n';
import './global.css';
import { App } from './app/app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
