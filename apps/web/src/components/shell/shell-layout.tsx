import { FloatButton } from 'antd';
import { Outlet } from 'react-router';
import { layout } from '@app/contract';
import { useRouteMeta } from './route-meta';
import { ShellHeader } from './shell-header';
import { MenuBar } from './menu-bar';
import { ShellFooter } from './shell-footer';
import { AiTab } from './ai-tab';
import './texts';
import './shell.css';

/** The portal shell around every `shell: true` route. */
export default function ShellLayout() {
  const meta = useRouteMeta();
  return (
    <div className="cp-shell">
      <ShellHeader meta={meta} />
      <MenuBar meta={meta} />
      <main className="cp-main">
        <Outlet />
      </main>
      <ShellFooter />
      <AiTab />
      <FloatButton.BackTop style={{ bottom: layout.backTopBottom }} visibilityHeight={400} />
    </div>
  );
}
