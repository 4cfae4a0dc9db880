import { useEffect } from 'react';
import { Button, Card, Form, Select, Skeleton, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { businessTypes, complianceCalls, foodCategories, markets, type CompanyProfile } from '@app/contract';
import { call } from '../../api/call';
import { provinceEnglish, provinceLabel } from '../../components/charts';
import { useApp } from '../../app/use-app';
import { ComplianceFrame } from './frame';
import { RegisterList, type RegisterView } from './register-list';
import { useLabel } from './use-lang';

const view: RegisterView = {
  id: 'verification',
  list: complianceCalls.verificationList,
  detailPath: '/compliance/verification/detail',
};

/** The profile form: what the business does decides which obligations apply. */
function ProfileForm() {
  const { t } = useTranslation();
  const { message } = useApp();
  const { options, lang } = useLabel();
  const client = useQueryClient();
  const [form] = Form.useForm<CompanyProfile>();
  const profile = useQuery({ queryKey: ['compliance', 'profile'], queryFn: () => call(complianceCalls.profile, {}) });
  useEffect(() => {
    if (profile.data) form.setFieldsValue(profile.data);
  }, [profile.data, form]);
  const save = useMutation({
    mutationFn: (v: CompanyProfile) => call(complianceCalls.saveProfile, { ...v, regions: v.regions ?? [] }),
    onSuccess: async (r) => {
      void message.success(t('cmp.profileSaved', { applicable: r.applicable, added: r.added }));
      await client.invalidateQueries({ queryKey: ['compliance'] });
    },
  });
  if (profile.isLoading) return <Skeleton active />;
  return (
    <Card size="small" title={t('cmp.profile')} style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">{t('cmp.profileHint')}</Typography.Paragraph>
      <Form
        form={form}
        layout="inline"
        onFinish={(v) => save.mutate(v)}
        initialValues={{ businessTypes: [], foodCategories: [], regions: [], markets: [] }}
      >
        <Form.Item name="businessTypes" label={t('cmp.businessTypes')}>
          <Select
            mode="multiple"
            aria-label={t('cmp.businessTypes')}
            style={{ minWidth: 220 }}
            options={options(businessTypes)}
          />
        </Form.Item>
        <Form.Item name="foodCategories" label={t('cmp.foodCategories')}>
          <Select
            mode="multiple"
            aria-label={t('cmp.foodCategories')}
            style={{ minWidth: 260 }}
            options={options(foodCategories).map((o) => ({ ...o, label: `${o.value} ${o.label}` }))}
            maxTagCount={3}
          />
        </Form.Item>
        <Form.Item name="regions" label={t('cmp.regions')}>
          {/* Stored as the Chinese short name (上海); shown in the page's language, free text still allowed. */}
          <Select
            mode="tags"
            aria-label={t('cmp.regions')}
            style={{ minWidth: 140 }}
            options={Object.keys(provinceEnglish).map((p) => ({ value: p, label: provinceLabel(p, lang) }))}
          />
        </Form.Item>
        <Form.Item name="markets" label={t('cmp.markets')}>
          <Select mode="multiple" aria-label={t('cmp.markets')} style={{ minWidth: 160 }} options={options(markets)} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('cmp.saveProfile')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}

/** /compliance/verification: profile → applicable obligations with the reason → assessment progress. */
export default function VerificationPage() {
  return (
    <ComplianceFrame>
      <ProfileForm />
      <RegisterList view={view} withProgress />
    </ComplianceFrame>
  );
}
