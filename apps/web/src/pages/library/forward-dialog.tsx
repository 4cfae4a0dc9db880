import { useState } from 'react';
import { Button, Checkbox, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { libraryCalls } from '@app/contract';
import { call } from '../../api/call';
import { useLibrary } from './library-context';
import { useApp } from '../../app/use-app';

/** Forward a document to groups of colleagues (转发成功 / 转发失败); groups are managed here too. */
export function ForwardDialog({ itemid, open, onClose }: { itemid: number; open: boolean; onClose: () => void }) {
  const lib = useLibrary();
  const { t } = useTranslation();
  const { message } = useApp();
  const groups = useQuery({
    queryKey: ['library', lib.key, 'groups'],
    queryFn: () => call(libraryCalls.groups, { library: lib.key }, { params: lib.params }),
    enabled: open,
  });
  const [groupIds, setGroupIds] = useState<number[]>([]);
  const [memberIds, setMemberIds] = useState<number[]>([]);
  const [note, setNote] = useState('');
  const [newName, setNewName] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async () => {
    if (groupIds.length === 0 && memberIds.length === 0) {
      void message.warning(t('selectAtLeastOne'));
      return;
    }
    setBusy(true);
    try {
      await call(
        libraryCalls.forward,
        { library: lib.key, itemid, groupIds, memberIds, note: note || undefined },
        { params: lib.params, silent: true },
      );
      void message.success(t('forwardSuccess'));
      onClose();
    } catch {
      void message.error(t('forwardFailed'));
    } finally {
      setBusy(false);
    }
  };

  const saveGroup = async () => {
    if (!newName.trim() || memberIds.length === 0) {
      void message.warning(t(newName.trim() ? 'selectAtLeastOne' : 'required'));
      return;
    }
    await call(libraryCalls.groupSave, { library: lib.key, name: newName.trim(), memberIds }, { params: lib.params });
    setNewName('');
    void message.success(t('operationSuccess'));
    await groups.refetch();
  };

  const removeGroup = async (id: number) => {
    await call(libraryCalls.groupDelete, { library: lib.key, ids: [id] }, { params: lib.params });
    setGroupIds((g) => g.filter((x) => x !== id));
    await groups.refetch();
  };

  return (
    <Modal
      open={open}
      title={t('lib.forward.title')}
      okText={t('lib.forward')}
      cancelText={t('cancel')}
      confirmLoading={busy}
      onOk={() => void send()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('lib.forward.groups')}>
          {groups.data?.list.length ? (
            <Space direction="vertical">
              {groups.data.list.map((g) => (
                <Space key={g.id}>
                  <Checkbox
                    checked={groupIds.includes(g.id)}
                    onChange={(e) =>
                      setGroupIds((ids) => (e.target.checked ? [...ids, g.id] : ids.filter((x) => x !== g.id)))
                    }
                  >
                    {g.name}{' '}
                    <Typography.Text type="secondary">({g.members.map((m) => m.username).join(', ')})</Typography.Text>
                  </Checkbox>
                  <Button size="small" type="link" danger onClick={() => void removeGroup(g.id)}>
                    {t('lib.forward.deleteGroup')}
                  </Button>
                </Space>
              ))}
            </Space>
          ) : (
            <Typography.Text type="secondary">{t('noData')}</Typography.Text>
          )}
        </Form.Item>
        <Form.Item label={t('lib.forward.members')}>
          <Select
            mode="multiple"
            aria-label={t('lib.forward.members')}
            value={memberIds}
            onChange={setMemberIds}
            optionFilterProp="label"
            options={groups.data?.colleagues.map((c) => ({ value: c.id, label: c.username })) ?? []}
            loading={groups.isFetching}
          />
        </Form.Item>
        <Form.Item label={t('lib.forward.newGroup')}>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              placeholder={t('lib.forward.groupName')}
              value={newName}
              maxLength={50}
              onChange={(e) => setNewName(e.target.value)}
            />
            <Button onClick={() => void saveGroup()}>{t('lib.forward.save')}</Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item label={t('lib.forward.note')}>
          <Input.TextArea value={note} maxLength={500} rows={2} onChange={(e) => setNote(e.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
