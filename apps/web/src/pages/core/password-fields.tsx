import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The new password and its confirmation, with the contract's rules (8-32, letters and digits). */
export function PasswordFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="newPassword"
        label={t('password.new')}
        extra={t('password.rule')}
        rules={[
          { required: true, message: t('required') },
          {
            validator: (_, v: string | undefined) =>
              !v || (v.length >= 8 && v.length <= 32 && /[A-Za-z]/.test(v) && /\d/.test(v))
                ? Promise.resolve()
                : Promise.reject(new Error(t('passwordRule'))),
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('password.confirm')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('required') },
          ({ getFieldValue }) => ({
            validator: (_, v: string | undefined) =>
              !v || v === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('confirmNewPasswordMismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
