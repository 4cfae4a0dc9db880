import { setFeedback } from '../api/feedback';
import { useApp } from './use-app';

/** Hands Ant Design's context-aware toast, notification and modal instances to the request layer. */
export function FeedbackBridge() {
  const { message, notification, modal } = useApp();
  setFeedback({ message, notification, modal });
  return null;
}
