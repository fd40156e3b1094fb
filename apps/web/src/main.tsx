import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'nprogress/nprogress.css';
import { loadStartMessages } from './lib/i18n';
import './global.css';
import { App } from './app/app';

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// Without its strings the first page would show their keys; should they fail to arrive, it shows the keys
// rather than nothing.
void loadStartMessages().then(render, render);
