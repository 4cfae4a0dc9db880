import { useState } from 'react';
import { Button, Card, Col, Row, Space, Typography } from 'antd';
import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { complianceCalls, generatedDocuments } from '@app/contract';
import { callBlob } from '../../api/call';
import { saveBlob } from '../../components/list';
import { useApp } from '../../app/use-app';
import { ComplianceFrame } from './frame';
import { useLabel } from './use-lang';
import { chinaToday } from '../../components/china-today';

type Kind = keyof typeof generatedDocuments;

/** /compliance/document: the risk control list, check record templates and the register, generated from the register. */
export default function DocumentPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const { label } = useLabel();
  const [busy, setBusy] = useState<string>();
  const generate = async (kind: Kind, format: 'xlsx' | 'pdf') => {
    setBusy(`${kind}.${format}`);
    try {
      const blob = await callBlob(complianceCalls.generate, { kind, format });
      saveBlob(blob, `${label(generatedDocuments, kind)}-${chinaToday()}.${format}`);
    } catch {
      void message.error(t('operationFailed'));
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <ComplianceFrame>
      <Typography.Paragraph type="secondary">{t('cmp.documentsHint')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {(Object.keys(generatedDocuments) as Kind[]).map((kind) => (
          <Col xs={24} md={12} xl={8} key={kind}>
            <Card size="small" title={label(generatedDocuments, kind)}>
              <Space>
                <Button
                  aria-label={`${label(generatedDocuments, kind)} xlsx`}
                  icon={<FileExcelOutlined />}
                  loading={busy === `${kind}.xlsx`}
                  onClick={() => void generate(kind, 'xlsx')}
                >
                  xlsx
                </Button>
                <Button
                  aria-label={`${label(generatedDocuments, kind)} PDF`}
                  icon={<FilePdfOutlined />}
                  loading={busy === `${kind}.pdf`}
                  onClick={() => void generate(kind, 'pdf')}
                >
                  PDF
                </Button>
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
    </ComplianceFrame>
  );
}
