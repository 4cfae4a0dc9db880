import { message as staticMessage, notification as staticNotification } from 'antd';
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

// The dialogs' code is loaded when a dialog is first shown (the login page shows none).
const staticModal = { confirm: (props: ModalFuncProps) => void import('antd/es/modal').then(({ default: Modal }) => Modal.confirm(props)) };

let current: Feedback = { message: staticMessage, notification: staticNotification, modal: staticModal };

export const feedback = (): Feedback => current;
export const setFeedback = (f: Feedback) => {
  current = f;
};
