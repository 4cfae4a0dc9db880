import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { addTexts } from '../i18n';

addTexts({
  'routeError.title': { 'zh-cn': '页面加载失败', en: 'The page could not be loaded' },
  'routeError.chunk': {
    'zh-cn': '系统可能刚刚更新，请重新加载页面。',
    en: 'The portal may just have been updated; reload the page.',
  },
  'routeError.other': {
    'zh-cn': '页面出现错误，请重新加载；如果仍然出错，请联系客服。',
    en: 'The page ran into an error; reload it, and contact support if it happens again.',
  },
  'routeError.reload': { 'zh-cn': '重新加载', en: 'Reload' },
});

/** A lazy chunk that is gone after a deploy fails to import with one of these messages. */
const isChunkError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Failed to fetch|ChunkLoadError|Loading chunk/i.test(
    error.message,
  );

/**
 * Route-level error element: a page that throws, or whose code cannot be
 * loaded any more after a deploy, shows this with a reload action instead of a blank page.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = isChunkError(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <Result
      status="warning"
      title={t('routeError.title')}
      subTitle={detail ?? t(chunk ? 'routeError.chunk' : 'routeError.other')}
      extra={
        <Button type="primary" autoFocus onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      }
    />
  );
}
