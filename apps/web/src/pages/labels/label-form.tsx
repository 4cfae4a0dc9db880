import { useEffect, useState } from 'react';
import { Button, Checkbox, Col, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { labelCalls, labelExample, labelLineItems, type FoodLabel } from '@app/contract';
import { call } from '../../api/call';
import { QuotingText } from '../../components/data-text';

const text = labelLineItems;

/** The label's items entered one by one; rows of the nutrition table without an amount are left out. */
export function LabelForm({
  initial,
  busy,
  onCheck,
}: {
  initial?: FoodLabel;
  busy: boolean;
  onCheck: (label: FoodLabel) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FoodLabel>();
  const [categories, setCategories] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    void call(labelCalls.labelCategories, {}).then((r) =>
      setCategories(r.list.map((c) => ({ value: c.code, label: `${c.code} ${c.name}` }))),
    );
  }, []);
  useEffect(() => {
    if (initial) form.setFieldsValue(initial);
  }, [initial, form]);
  const submit = (v: FoodLabel) => onCheck({ ...v, nutrition: (v.nutrition ?? []).filter((n) => n?.item && n.amount) });
  return (
    <Form<FoodLabel>
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{ nutrition: labelExample.nutrition.map((n) => ({ ...n, amount: '', nrv: '' })), imported: false }}
    >
      <Row gutter={12}>
        {text.map((k) => (
          <Col key={k} xs={24} md={8}>
            <Form.Item name={k} label={t(`lbl.${k}`)}>
              <Input />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={8}>
          <Form.Item name="categoryCode" label={t('lbl.categoryCode')}>
            <Select showSearch allowClear options={categories} optionFilterProp="label" />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="surfaceCm2" label={t('lbl.surfaceCm2')}>
            <InputNumber min={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="fontMm" label={t('lbl.fontMm')}>
            <InputNumber min={0} step={0.1} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="ingredients" label={t('lbl.ingredients')}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item name="allergenStatement" label={t('lbl.allergenStatement')}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="claims" label={<QuotingText text={t('lbl.claims')} />}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('lbl.nutrition')}>
        <Form.List name="nutrition">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} style={{ display: 'flex', marginBottom: 4 }} align="baseline">
                  {(['item', 'amount', 'unit', 'nrv'] as const).map((k) => (
                    <Form.Item key={k} name={[f.name, k]} noStyle>
                      <Input
                        placeholder={t(`lbl.${k}`)}
                        aria-label={`${t('lbl.nutrition')} ${f.name + 1} ${t(`lbl.${k}`)}`}
                        style={{ width: k === 'item' ? 140 : 100 }}
                      />
                    </Form.Item>
                  ))}
                  <Button size="small" onClick={() => remove(f.name)}>
                    −
                  </Button>
                </Space>
              ))}
              <Button size="small" onClick={() => add({ item: '', amount: '', unit: '', nrv: '' })}>
                {t('lbl.addRow')}
              </Button>
            </>
          )}
        </Form.List>
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item name="nutritionNote" label={t('lbl.nutritionNote')}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="imported" valuePropName="checked" label=" ">
            <Checkbox>{t('lbl.imported')}</Checkbox>
          </Form.Item>
        </Col>
      </Row>
      <Space>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('lbl.run')}
        </Button>
        <Button onClick={() => form.setFieldsValue(labelExample)}>{t('lbl.example')}</Button>
      </Space>
    </Form>
  );
}
