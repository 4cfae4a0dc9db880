import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, App as AntApp } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { RouterProvider } from 'react-router';
import { theme } from '@app/contract';
import { createRouter } from './router';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
const router = createRouter();

export function App() {
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: theme.defaultColor } }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
