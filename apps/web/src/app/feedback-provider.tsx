import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { theme } from 'antd';
import type { useAppProps } from 'antd/es/app/context';
import { FeedbackContext } from './use-app';

const FeedbackHost = lazy(() => import('./feedback-host'));

type Kind = keyof useAppProps;
type Thenable = PromiseLike<unknown> & { then: (...a: never[]) => unknown };

/**
 * What Ant Design's `<App>` gives (`App.useApp()`: message, notification, modal following the
 * theme and locale), except that their code loads on the first toast or dialog, or once `eager`
 * (a logged-in member, whose shell shows them anyway): the login page mostly shows none
 * (JS of /login). Until then a call is queued and its caller gets a stand-in that
 * forwards closing, updating and awaiting to the real one.
 */
export function FeedbackProvider({ eager = false, children }: { eager?: boolean; children: ReactNode }) {
  const { token } = theme.useToken();
  const [wanted, setWanted] = useState(false);
  const api = useRef<useAppProps | undefined>(undefined);
  const waiting = useRef<((api: useAppProps) => void)[]>([]);

  const onReady = useCallback((ready: useAppProps) => {
    api.current = ready;
    for (const run of waiting.current.splice(0)) run(ready);
  }, []);

  const value = useMemo(() => {
    const forward =
      (kind: Kind, method: string) =>
      (...args: unknown[]): unknown => {
        const call = (ready: useAppProps) =>
          (ready[kind] as unknown as Record<string, (...a: unknown[]) => unknown>)[method]!(...args);
        if (api.current) return call(api.current);
        const real = new Promise<unknown>((resolve) => waiting.current.push((ready) => resolve(call(ready))));
        setWanted(true);
        // message.* answers a close function that is also a thenable; modal.* an instance.
        const standIn = () => void real.then((r) => typeof r === 'function' && (r as () => void)());
        return Object.assign(standIn, {
          destroy: () => void real.then((r) => (r as { destroy?: () => void } | undefined)?.destroy?.()),
          update: (config: unknown) =>
            void real.then((r) => (r as { update?: (c: unknown) => void } | undefined)?.update?.(config)),
          then: (resolve?: (v: unknown) => unknown, reject?: (e: unknown) => unknown) =>
            real.then((r) =>
              r && typeof (r as Thenable).then === 'function'
                ? (r as PromiseLike<unknown>).then(resolve, reject)
                : resolve?.(r),
            ),
        });
      };
    const group = (kind: Kind, methods: string[]) => Object.fromEntries(methods.map((m) => [m, forward(kind, m)]));
    return {
      message: group('message', ['open', 'info', 'success', 'error', 'warning', 'loading', 'destroy']),
      notification: group('notification', ['open', 'info', 'success', 'error', 'warning', 'destroy']),
      modal: group('modal', ['confirm', 'info', 'success', 'error', 'warning']),
    } as unknown as useAppProps;
  }, []);

  const style = {
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    fontFamily: token.fontFamily,
  };
  return (
    <FeedbackContext.Provider value={value}>
      <div className="ant-app" style={style}>
        {(wanted || eager) && (
          <Suspense fallback={null}>
            <FeedbackHost onReady={onReady} />
          </Suspense>
        )}
        {children}
      </div>
    </FeedbackContext.Provider>
  );
}
