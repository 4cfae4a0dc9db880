import { useEffect } from 'react';
import { Form, Input, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { type WarningRule, recordsCalls } from '@app/contract';
import { call } from '../../../api/call';
import { useApp } from '../../../app/use-app';
import './texts';

const termFields = ['keywords', 'products', 'brands', 'producers'] as const;
type Values = { name: string; enabled: boolean } & Record<(typeof termFields)[number], string[]>;

/** Create or change a watch rule: a name and lists of keywords, products, brands, producers. */
export function RuleForm({
  rule,
  open,
  onClose,
  onSaved,
}: {
  rule?: WarningRule;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (open)
      form.setFieldsValue(
        rule
          ? {
              name: rule.name,
              enabled: rule.enabled,
              keywords: rule.keywords,
              products: rule.products,
              brands: rule.brands,
              producers: rule.producers,
            }
          : { name: '', enabled: true, keywords: [], products: [], brands: [], producers: [] },
      );
  }, [open, rule, form]);

  const save = async () => {
    const v = await form.validateFields();
    if (termFields.every((f) => (v[f] ?? []).length === 0)) {
      void message.warning(t('cj.needTerm'));
      return;
    }
    await call(recordsCalls.ruleSave, { id: rule?.id, ...v }, { repeatSubmit: true });
    void message.success(t('operationSuccess'));
    onSaved();
  };

  return (
    <Modal
      open={open}
      title={t(rule ? 'cj.editRule' : 'cj.addRule')}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      okText={t('list.ok')}
      cancelText={t('cancel')}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="name"
          label={t('cj.ruleName')}
          rules={[{ required: true, whitespace: true, message: t('required') }, { max: 50 }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        {termFields.map((f) => (
          <Form.Item key={f} name={f} label={t(`cj.${f}`)} extra={f === 'keywords' ? t('cj.termsHint') : undefined}>
            <Select mode="tags" aria-label={t(`cj.${f}`)} open={false} tokenSeparators={[',', '，']} maxCount={50} />
          </Form.Item>
        ))}
        <Form.Item name="enabled" label={t('cj.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
