import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import '../i18n';
import { loadCipher } from '../stores/secure-storage';

// Ant Design reads these browser APIs, which jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;

// Vitest runs without globals, so Testing Library cannot register its own
// cleanup: unmount after each test ourselves. React's scheduler then may still
// hold a task on setImmediate (a language change re-renders); let it run while
// jsdom is alive, else it fires after teardown as "window is not defined".
// The cipher of stored member info loads on demand in the app; tests write and read at once.
beforeAll(async () => {
  await loadCipher();
});

afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setImmediate(resolve));
});
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 20));
});
