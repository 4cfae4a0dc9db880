import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { complianceCalls } from '@app/contract';
import { ComplianceFrame } from './frame';
import { RegisterList, type RegisterView } from './register-list';

const views = {
  management: {
    id: 'management',
    list: complianceCalls.registerList,
    detailPath: '/compliance/verification/detail',
    exportable: true,
  },
  mine: { id: 'mine', list: complianceCalls.myList, detailPath: '/compliance/verification/detail' },
  associations: {
    id: 'associations',
    list: complianceCalls.associationList,
    detailPath: '/compliance/verification/detail',
    associations: true,
  },
  myAssociations: {
    id: 'myAssociations',
    list: complianceCalls.myAssociationList,
    detailPath: '/compliance/verification/detail',
    associations: true,
  },
} satisfies Record<string, RegisterView>;

function AddButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/compliance/management/add')}>
      {t('cmp.add')}
    </Button>
  );
}

/** /compliance/management: the customer's register, filters, add, export. */
export function ManagementPage() {
  return (
    <ComplianceFrame>
      <RegisterList view={views.management} toolbar={<AddButton />} withProgress />
    </ComplianceFrame>
  );
}

/** /compliance/mymanagement: the items I own. */
export function MyManagementPage() {
  return (
    <ComplianceFrame>
      <RegisterList view={views.mine} withProgress />
    </ComplianceFrame>
  );
}

/** /compliance/associationList: each item's links to documents, clauses, tasks and evidence. */
export function AssociationPage() {
  return (
    <ComplianceFrame>
      <RegisterList view={views.associations} />
    </ComplianceFrame>
  );
}

/** /compliance/mymanagement/associationList: the same for my items. */
export function MyAssociationPage() {
  return (
    <ComplianceFrame>
      <RegisterList view={views.myAssociations} />
    </ComplianceFrame>
  );
}
