import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Drawer, Spin } from 'antd';
import { LeftOutlined, RightOutlined, RobotOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { layout, memberCalls, type PortalRight } from '@app/contract';
import { callAnswer } from '../../api/call';
import { CallError } from '../../api/transport';
import { feedback } from '../../api/feedback';
import { useHasRight } from './use-shell-data';
import '../../pages/assistant/texts';

const areas = ['system', 'rihua', 'fodder'];
// The chat panel loads only when opened: the library pages do not pay for it.
const AssistantPanel = lazy(() => import('../../pages/assistant/assistant-panel'));
/** Windows this narrow put the tab flush against the edge (0 instead of 20 px). */
const narrowWidth = 1600;

/** Shown only in the library areas and only with the comply_ai right. */
export const aiTabVisible = (pathname: string, has: (r: PortalRight) => boolean) =>
  areas.includes(pathname.split('/')[1] ?? '') && has('comply_ai');

/**
 * The AI assistant side tab. Collapsed it is only a narrow handle on the right edge, inside the
 * pages' own right padding, so it covers no column, button or sort icon; the panel opens on a
 * click and closes again on the next page, so an opened panel never covers the next table.
 */
export function AiTab() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const has = useHasRight();
  const [collapsed, setCollapsed] = useState(true);
  const [narrow, setNarrow] = useState(() => window.innerWidth <= narrowWidth);
  const [panelOpen, setPanelOpen] = useState(false);
  useEffect(() => {
    const onResize = () => setNarrow(window.innerWidth <= narrowWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  useEffect(() => setCollapsed(true), [pathname]);
  if (!aiTabVisible(pathname, has)) return null;

  const toggle = () => setCollapsed(!collapsed);
  const openAssistant = async () => {
    try {
      const answer = await callAnswer(memberCalls.aiUserInfo, {}, { silent: true });
      // The built-in assistant opens beside the page; an operator's external one in a new tab.
      if (answer.data.url.startsWith('/')) setPanelOpen(true);
      else window.open(answer.data.url, '_blank', 'noopener');
    } catch (e) {
      // An AI assistant failure shows the server's msg as an error.
      if (e instanceof CallError && e.kind !== 'expired') void feedback().message.error(e.message);
    }
  };
  return (
    <aside
      className="cp-ai-tab"
      style={{ right: collapsed ? 0 : layout.aiTabRight(narrow) }}
      data-testid="ai-tab"
      data-collapsed={collapsed}
    >
      <button
        type="button"
        className="cp-ai-tab-handle"
        onClick={toggle}
        aria-expanded={!collapsed}
        title={collapsed ? t('shell.expand') : t('shell.collapse')}
      >
        {collapsed ? <LeftOutlined /> : <RightOutlined />} {t('shell.aiTab')}
      </button>
      <div className="cp-ai-tab-body" hidden={collapsed}>
        <RobotOutlined style={{ fontSize: 28, color: 'var(--cp-primary-6)' }} />
        <Button
          type="primary"
          size="small"
          onClick={() => void openAssistant()}
          style={{ whiteSpace: 'normal', height: 'auto' }}
        >
          {t('shell.aiOpen')}
        </Button>
      </div>
      <Drawer
        open={panelOpen}
        onClose={() => setPanelOpen(false)}
        size={Math.min(720, window.innerWidth - 40)}
        title={t('shell.aiTab')}
        extra={
          <Link to="/assistant" onClick={() => setPanelOpen(false)}>
            {t('assistant.openFull')}
          </Link>
        }
        destroyOnHidden={false}
      >
        {panelOpen ? (
          <Suspense fallback={<Spin />}>
            <AssistantPanel />
          </Suspense>
        ) : null}
      </Drawer>
    </aside>
  );
}
