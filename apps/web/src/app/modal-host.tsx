import { useEffect } from 'react';
import { Modal } from 'antd';
import type { HookAPI } from 'antd/es/modal/useModal';

/** Ant Design's context-aware dialogs, in their own chunk (see feedback-provider.tsx). */
export default function ModalHost({ onReady }: { onReady: (api: HookAPI) => void }) {
  const [api, holder] = Modal.useModal();
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
