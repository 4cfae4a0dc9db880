import { App } from 'antd';
import { setFeedback } from '../api/feedback';

/** Hands Ant Design's context-aware toast, notification and modal instances to the request layer. */
export function FeedbackBridge() {
  const { message, notification, modal } = App.useApp();
  setFeedback({ message, notification, modal });
  return null;
}
