import { Chat } from './chat';
import { useAssistant } from './use-assistant';
import './texts';

/** The assistant in the side panel of the library pages: one conversation, no list. */
export default function AssistantPanel() {
  const assistant = useAssistant();
  return (
    <div style={{ height: '100%' }}>
      <Chat assistant={assistant} compact />
    </div>
  );
}
