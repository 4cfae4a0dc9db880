import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { storageKeys } from '@app/contract';
import './i18n';
import { loadCipher } from './stores/secure-storage';
import { session } from './stores/session';

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// A stored member is encrypted: its cipher is loaded before the first render (the login page,
// with nothing stored, never loads it).
if (localStorage.getItem(storageKeys.userInfo))
  void loadCipher()
    .then(
      () => session.reload(),
      () => undefined,
    )
    .finally(render);
else render();
