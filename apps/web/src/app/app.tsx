import { useEffect, useMemo } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import { RouterProvider } from 'react-router';
import { createRouter } from './router';
import './global.css';
import { FeedbackBridge } from './feedback-bridge';
import { FeedbackProvider } from './feedback-provider';
import { applyPalette, buildPalette, primaryOf } from './theme';
import { pageLanguage, startLanguagePoll } from '../stores/language';
import { session, useSession } from '../stores/session';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
const router = createRouter();
// Server state belongs to one member: a new or ended session starts from an empty cache.
let cacheOwner = session.get().token;
session.subscribe(() => {
  const token = session.get().token;
  if (token !== cacheOwner) {
    cacheOwner = token;
    queryClient.removeQueries({ predicate: (q) => q.queryKey[1] !== 'loginSettings' });
  }
});
// The language is fixed for the page's life: a change reloads the page.
const locale = pageLanguage === 'en' ? enUS : zhCN;
// Screen readers, hyphenation and the browser's translate offer read the document's language.
document.documentElement.lang = pageLanguage === 'en' ? 'en' : 'zh-CN';

export function App() {
  const { member, token } = useSession();
  const color = primaryOf(member?.theme_color);
  useEffect(() => {
    applyPalette(buildPalette(color));
  }, [color]);
  useEffect(() => startLanguagePoll(), []);
  const theme = useMemo(() => ({ token: { colorPrimary: color } }), [color]);
  return (
    <ConfigProvider locale={locale} theme={theme}>
      <FeedbackProvider eager={Boolean(token)}>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </FeedbackProvider>
    </ConfigProvider>
  );
}
