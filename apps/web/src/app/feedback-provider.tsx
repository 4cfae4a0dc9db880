import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { message, notification, theme } from 'antd';
import type { HookAPI } from 'antd/es/modal/useModal';
import { FeedbackContext } from './use-app';

const ModalHost = lazy(() => import('./modal-host'));

type ModalMethod = keyof HookAPI;
type ModalInstance = ReturnType<HookAPI['confirm']>;

/**
 * What Ant Design's `<App>` gives (`App.useApp()`: message, notification, modal following the
 * theme and locale), except that the dialogs' code loads on the first dialog, or once `eager`
 * (a logged-in member, whose shell has dialogs anyway): the login page shows none (issue 2).
 */
export function FeedbackProvider({ eager = false, children }: { eager?: boolean; children: ReactNode }) {
  const { token } = theme.useToken();
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [wanted, setWanted] = useState(false);
  const api = useRef<HookAPI | undefined>(undefined);
  const waiting = useRef<((api: HookAPI) => void)[]>([]);

  const onReady = useCallback((ready: HookAPI) => {
    api.current = ready;
    for (const run of waiting.current.splice(0)) run(ready);
  }, []);

  const modal = useMemo(() => {
    const open =
      (method: ModalMethod) =>
      (...args: Parameters<HookAPI['confirm']>) => {
        if (api.current) return api.current[method](...args);
        // Until the dialogs' chunk is there, the caller gets an instance that forwards to the real one.
        const real = new Promise<ModalInstance>((resolve) => waiting.current.push((ready) => resolve(ready[method](...args))));
        setWanted(true);
        return {
          destroy: () => void real.then((m) => m.destroy()),
          update: (config: Parameters<ModalInstance['update']>[0]) => void real.then((m) => m.update(config)),
          then: <T,>(resolve: (confirmed: boolean) => T, reject: VoidFunction) => real.then((m) => m.then(resolve, reject)),
        } as ModalInstance;
      };
    return { confirm: open('confirm'), info: open('info'), success: open('success'), error: open('error'), warning: open('warning') } satisfies HookAPI;
  }, []);

  const value = useMemo(() => ({ message: messageApi, notification: notificationApi, modal }), [messageApi, notificationApi, modal]);
  const style = { color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily };
  return (
    <FeedbackContext.Provider value={value}>
      <div className="ant-app" style={style}>
        {(wanted || eager) && (
          <Suspense fallback={null}>
            <ModalHost onReady={onReady} />
          </Suspense>
        )}
        {messageHolder}
        {notificationHolder}
        {children}
      </div>
    </FeedbackContext.Provider>
  );
}
