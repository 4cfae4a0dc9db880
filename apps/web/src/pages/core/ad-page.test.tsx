import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { session } from '../../stores/session';
import AdPage from './ad-page';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const overview = {
  libraries: [
    { library: 'biaofa', documents: 1852, demo: 0 },
    { library: 'rihua', documents: 3, demo: 0 },
    { library: 'fodder', documents: 3, demo: 0 },
  ],
  records: [
    { module: 'sampling', real: 0, demo: 2500 },
    { module: 'penalty', real: 0, demo: 1200 },
    { module: 'judge', real: 0, demo: 800 },
    { module: 'international', real: 8386, demo: 0 },
  ],
  holdings: {
    limitRows: { real: 10110, demo: 0 },
    limitSubstances: { real: 594, demo: 0 },
    additiveUses: 1164,
    contactAdditives: 1294,
    productStandards: 366,
    indicators: 2993,
    indicatorsAsFact: 1342,
    obligations: { real: 16, demo: 0 },
    monitorItems: { real: 462, demo: 14 },
    cosmeticIngredients: 8933,
    cosmeticRestricted: 47,
    chainSectors: 6,
    chainNodes: 41,
  },
};
const contact = {
  kefu_truename: '王晓明',
  kefu_mobile: '400-820-1234',
  kefu_email: 'service@example.com',
  kefu_qwimg: '',
  demo: true,
};

function renderAd() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = String(url).split('?')[0] ?? '';
      if (path.endsWith('/api/public/overview')) return json({ code: 1, msg: '', data: overview });
      if (path.endsWith('/getCustomerInfo')) return json({ code: 1, msg: '', data: contact });
      return json({ code: 500, msg: `unexpected ${path}`, data: null });
    }),
  );
  const router = createMemoryRouter([{ path: '/ad', element: <AdPage /> }], { initialEntries: ['/ad'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const card = (key: string) => screen.getByTestId(`area-card-${key}`);

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('the services page (/ad)', () => {
  it("logged in, marks 已开通 exactly on the areas the account's rights open", async () => {
    session.start('tok-1', { username: 'viewer', customer_id: 7 });
    // The standard library, the limits database, and one page of monitoring (the daily report).
    session.setRights({ isSuper: false, menus: [], permissions: new Set(['biaofa', 'whwxl', 'report_date']) });
    renderAd();
    expect(await within(card('system')).findByText('1,852')).toBeInTheDocument();
    const opened = screen
      .getAllByTestId('area-access')
      .filter((tag) => tag.textContent === '已开通')
      .map((tag) => tag.closest('[data-testid^="area-card-"]')?.getAttribute('data-testid'));
    expect(opened).toEqual(['area-card-system', 'area-card-hazardsLimits']);
    expect(within(card('infoMonitor')).getByTestId('area-access')).toHaveTextContent('部分开通');
    expect(within(card('sampleSystem')).getByTestId('area-access')).toHaveTextContent('未开通');
    expect(within(card('sampleSystem')).getByRole('link', { name: '如何开通' })).toHaveAttribute('href', '/ad#contact');
    // Where opened, the link enters the area; partly, it enters the page the account has.
    expect(within(card('system')).getByRole('link', { name: /进入/ })).toHaveAttribute('href', '/system');
    expect(within(card('infoMonitor')).getByRole('link', { name: /进入/ })).toHaveAttribute(
      'href',
      '/infoMonitor/dayReport',
    );
    expect(screen.getByTestId('access-summary')).toHaveTextContent('已开通 2 项，部分开通 1 项，未开通 11 项');
    // Generated rows are shown apart, never as holdings.
    expect(within(card('sampleSystem')).getByTestId('count-real')).toHaveTextContent('0');
    expect(within(card('sampleSystem')).getByText(/另有演示数据 2,500 条/)).toBeInTheDocument();
    // The customer's contact, still marked as demo data.
    const service = await screen.findByTestId('service-contact');
    expect(service).toHaveTextContent('王晓明');
    expect(within(service).getByTestId('contact-demo')).toHaveTextContent('演示数据');
  });

  it('logged out, says nothing about access and sends to the account manager', async () => {
    renderAd();
    expect(await within(card('InternationalWarning')).findByText('8,386')).toBeInTheDocument();
    expect(screen.queryAllByTestId('area-access')).toHaveLength(0);
    expect(within(card('system')).getByRole('link', { name: /登录后使用/ })).toHaveAttribute('href', '/system');
    expect(screen.getByText(/请联系您的客户经理/)).toBeInTheDocument();
    expect(screen.queryByTestId('service-contact')).not.toBeInTheDocument();
  });
});
