import { useEffect, useState } from 'react';
import { Button, Card, Checkbox, Form, Input, Radio, Select, Spin, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  inboxCalls,
  message as say,
  pushFrequencies,
  reminderKinds,
  type OutputOf,
  type ReminderSettings,
} from '@app/contract';
import { call, callAnswer } from '../../api/call';
import { pageLanguage } from '../../stores/language';
import { useApp } from '../../app/use-app';
import { PlainFrame } from './plain-frame';
import { frequencyLabels, kindLabels } from './reminder-texts';

type Loaded = OutputOf<typeof inboxCalls.reminders>;
const queryKey = ['reminderSettings'];
const hours = Array.from({ length: 24 }, (_, h) => ({ value: h, label: `${String(h).padStart(2, '0')}:00` }));

/** /reminderSettings (user menu): which reminders reach the member, in the message centre and/or by e-mail, how often. */
export default function ReminderSettingsPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<ReminderSettings>();
  const [busy, setBusy] = useState(false);
  const loaded = useQuery({ queryKey, queryFn: () => call(inboxCalls.reminders, {}) });
  const email = Form.useWatch('email', form);
  const frequency = Form.useWatch('frequency', form);
  useEffect(() => {
    if (loaded.data) form.setFieldsValue(loaded.data);
  }, [loaded.data, form]);

  const save = async (v: ReminderSettings) => {
    setBusy(true);
    try {
      const answer = await callAnswer(inboxCalls.saveReminders, v, { repeatSubmit: true });
      void message.success(answer.msg || say('operationSuccess', pageLanguage));
      await client.invalidateQueries({ queryKey });
    } catch {
      // The request layer has shown the reason.
    } finally {
      setBusy(false);
    }
  };
  const account = (d?: Loaded) => d?.accountEmail || t('reminders.noAccountEmail');

  return (
    <PlainFrame>
      <Card title={<Typography.Title level={4}>{t('reminders.title')}</Typography.Title>}>
        {loaded.isLoading ? (
          <Spin />
        ) : (
          <Form<ReminderSettings>
            form={form}
            layout="vertical"
            style={{ maxWidth: 640 }}
            onFinish={(v) => void save(v)}
            data-testid="reminder-settings"
          >
            <Form.Item name="kinds" label={t('reminders.kinds')}>
              <Checkbox.Group options={reminderKinds.map((k) => ({ value: k, label: kindLabels[k][pageLanguage] }))} />
            </Form.Item>
            <Typography.Paragraph type="secondary">{t('reminders.alwaysArrive')}</Typography.Paragraph>
            <Typography.Text strong>{t('reminders.channels')}</Typography.Text>
            <Form.Item name="centre" label={t('reminders.centre')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="email" label={t('reminders.email')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="frequency" label={t('reminders.frequency')}>
              <Radio.Group
                disabled={!email}
                options={pushFrequencies.map((f) => ({ value: f, label: frequencyLabels[f][pageLanguage] }))}
              />
            </Form.Item>
            <Form.Item name="sendHour" label={t('reminders.sendHour')}>
              <Select options={hours} disabled={!email || frequency === 'immediate'} style={{ width: 120 }} />
            </Form.Item>
            <Form.Item
              name="recipients"
              label={t('reminders.recipients')}
              extra={t('reminders.recipientsHelp', { email: account(loaded.data) })}
            >
              <Input disabled={!email} maxLength={2000} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('reminders.save')}
            </Button>
          </Form>
        )}
      </Card>
    </PlainFrame>
  );
}
