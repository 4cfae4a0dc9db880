import { useEffect } from 'react';
import { message, Modal, notification } from 'antd';
import type { useAppProps } from 'antd/es/app/context';

/** Ant Design's context-aware toasts, notifications and dialogs, in their own chunk (see feedback-provider.tsx). */
export default function FeedbackHost({ onReady }: { onReady: (api: useAppProps) => void }) {
  const [modal, modalHolder] = Modal.useModal();
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  useEffect(
    () => onReady({ modal, message: messageApi, notification: notificationApi }),
    [modal, messageApi, notificationApi, onReady],
  );
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
