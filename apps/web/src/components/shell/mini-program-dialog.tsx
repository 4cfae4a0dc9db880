import { useState } from 'react';
import { Modal, Spin } from 'antd';
import { QrcodeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { layout, message as say, memberCalls } from '@app/contract';
import { callAnswer } from '../../api/call';
import { CallError } from '../../api/transport';
import { pageLanguage } from '../../stores/language';
import { useApp } from '../use-app';

const notOpen = 'notOpen';

/**
 * Spec 4.3 mini-program binding: the code image is fetched only when the customer's wechat flag
 * is set. A success message (成功) with data gives the image; a failure message gives the stored
 * value 'notOpen' (小程序未开启！); any other message is shown as the notice.
 */
export function MiniProgramEntry({ wechat }: { wechat: boolean }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [open, setOpen] = useState(false);
  const [image, setImage] = useState<string>();
  const [loading, setLoading] = useState(false);
  if (!wechat) return null;

  const show = async () => {
    if (image === notOpen) return void message.warning(say('miniProgramNotOpen', pageLanguage));
    if (image) return setOpen(true);
    setLoading(true);
    try {
      const answer = await callAnswer(memberCalls.miniProgramCode, {}, { silent: true });
      const ok = /成功|success/i.test(answer.msg) || answer.msg === '';
      if (answer.data.image === notOpen) {
        setImage(notOpen);
        void message.warning(answer.msg || say('miniProgramNotOpen', pageLanguage));
      } else if (ok && answer.data.image) {
        setImage(answer.data.image);
        setOpen(true);
      } else void message.info(answer.msg);
    } catch (e) {
      if (e instanceof CallError && /失败|fail/i.test(e.message)) {
        setImage(notOpen);
        void message.warning(say('miniProgramNotOpen', pageLanguage));
      } else if (e instanceof CallError && e.kind === 'code') void message.info(e.message);
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <button type="button" className="cp-header-action" onClick={() => void show()} data-testid="mini-program">
        {loading ? <Spin size="small" /> : <QrcodeOutlined />}
        <span>{t('shell.miniProgram')}</span>
      </button>
      <Modal
        open={open}
        width={layout.miniProgramDialogWidth}
        footer={null}
        title={t('shell.miniProgramTitle')}
        onCancel={() => setOpen(false)}
      >
        <div style={{ textAlign: 'center', padding: 16 }}>
          <img
            src={image}
            alt={t('shell.miniProgram')}
            width={layout.miniProgramImageSize}
            height={layout.miniProgramImageSize}
          />
        </div>
      </Modal>
    </>
  );
}
