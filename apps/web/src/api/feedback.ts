import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { ModalFuncProps } from 'antd';

/**
 * Where the request layer shows toasts, notifications and dialogs. The app's `<FeedbackBridge>`
 * installs the instances of Ant Design's `App` so they follow the theme and locale; before that
 * (or outside React) the static functions serve.
 */
export interface Feedback {
  message: Pick<MessageInstance, 'error' | 'warning' | 'success' | 'info'>;
  notification: Pick<NotificationInstance, 'error'>;
  modal: { confirm: (props: ModalFuncProps) => unknown };
}

// Outside React the static functions serve; their code is loaded on the first use.
const staticFeedback: Feedback = {
  message: Object.fromEntries(
    (['error', 'warning', 'success', 'info'] as const).map((m) => [
      m,
      (...args: unknown[]) =>
        void import('antd/es/message').then(({ default: api }) => (api[m] as (...a: unknown[]) => unknown)(...args)),
    ]),
  ) as unknown as Feedback['message'],
  notification: { error: (args) => void import('antd/es/notification').then(({ default: api }) => api.error(args)) },
  modal: { confirm: (props) => void import('antd/es/modal').then(({ default: Modal }) => Modal.confirm(props)) },
};

let current: Feedback = staticFeedback;

export const feedback = (): Feedback => current;
export const setFeedback = (f: Feedback) => {
  current = f;
};
