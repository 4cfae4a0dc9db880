import { describe, expect, it, vi } from 'vitest';
import { lazy, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouteError } from './route-error';

/** Issue 16, item 18: a page whose chunk is gone after a deploy shows a reload action, not a blank page. */
describe('route error element', () => {
  it('a failed lazy chunk shows 页面加载失败 with a reload button that reloads', async () => {
    const Gone = lazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/page-abc123.js')),
    );
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteError />,
        element: (
          <Suspense fallback="…">
            <Gone />
          </Suspense>
        ),
      },
    ]);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
    expect(screen.getByText('系统可能刚刚更新，请重新加载页面。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(reload).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
