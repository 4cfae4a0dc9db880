import { adminCalls, backOffice, rightsOfServices, serviceChoices, servicesHeld, staffRightOf } from '@app/contract';
import { defineResource, standardCalls, type FieldDef } from '../../../components/crud/types';
import { adminCall } from '../admin-call';
import { portalRightChoices, screenFields } from './choices';

const c = adminCalls.members;

const passwordForm: Record<string, FieldDef> = {
  password: { type: 'password', label: ['新密码', 'New password'], form: { required: true, max: 100 } },
  confirmPassword: {
    type: 'password',
    label: ['确认密码', 'Confirm password'],
    form: { required: true, sameAs: 'password' },
  },
};
// Staff grant services; a service grants every rule its pages and calls need. The rule names
// stay reachable one by one as detail, for a right sold on its own.
const grantForm: Record<string, FieldDef> = {
  services: { type: 'multiSelect', label: ['服务', 'Services'], choices: serviceChoices, form: true },
  rights: {
    type: 'multiSelect',
    label: ['单项权限（明细）', 'Single rights (detail)'],
    choices: portalRightChoices,
    form: true,
  },
};
const asRights = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);

/** Portal accounts of the customers: create, reset password, stop, delete, grant, batch push. */
export const members = defineResource({
  name: 'members',
  title: backOffice.members.title,
  calls: standardCalls(c),
  fields: screenFields(backOffice.members.fields),
  toInput: (values) => ({ ...values, parentId: values.parentId ? Number(values.parentId) : null }),
  custom: [
    {
      key: 'reset',
      place: 'row',
      label: ['重置密码', 'Reset password'],
      permission: staffRightOf(c.resetPassword),
      form: passwordForm,
      submit: async (_, [id], v) => {
        await adminCall(c.resetPassword, {
          id: id!,
          password: String(v.password),
          confirmPassword: String(v.confirmPassword),
        });
        return 'resetSuccess';
      },
    },
    {
      key: 'grant',
      place: 'row',
      label: ['授权', 'Grant'],
      permission: staffRightOf(c.grant),
      form: grantForm,
      initial: (r) => {
        const services = servicesHeld(r.rights);
        const covered = new Set<string>(rightsOfServices(services));
        return { services, rights: r.rights.filter((right) => !covered.has(right)) };
      },
      submit: (_, [id], v) =>
        adminCall(c.grant, { id: id!, services: asRights(v.services), rights: asRights(v.rights), menuIds: [] }),
    },
    {
      key: 'stop',
      place: 'row',
      danger: true,
      label: ['停用', 'Stop'],
      permission: staffRightOf(c.setStatus),
      visible: (r) => r.status === 1,
      confirm: [
        '停用后该账号不能登录，当前会话立即失效。确定停用吗？',
        'A stopped account cannot log in and its sessions end. Stop it?',
      ],
      run: (_, ids) => adminCall(c.setStatus, { ids, status: 0 }),
    },
    {
      key: 'start',
      place: 'row',
      label: ['启用', 'Restart'],
      permission: staffRightOf(c.setStatus),
      visible: (r) => r.status === 0,
      run: (_, ids) => adminCall(c.setStatus, { ids, status: 1 }),
    },
    {
      key: 'pushOn',
      place: 'toolbar',
      select: 'many',
      label: ['批量开启邮件推送', 'Turn e-mail push on'],
      permission: staffRightOf(c.batchPush),
      run: (_, ids) => adminCall(c.batchPush, { ids, emailPush: true }),
    },
    {
      key: 'pushOff',
      place: 'toolbar',
      select: 'many',
      label: ['批量关闭邮件推送', 'Turn e-mail push off'],
      permission: staffRightOf(c.batchPush),
      run: (_, ids) => adminCall(c.batchPush, { ids, emailPush: false }),
    },
    {
      key: 'stopMany',
      place: 'toolbar',
      select: 'many',
      danger: true,
      label: ['批量停用', 'Stop selected'],
      permission: staffRightOf(c.setStatus),
      confirm: [
        '停用后这些账号不能登录，当前会话立即失效。确定停用吗？',
        'Stopped accounts cannot log in and their sessions end. Stop them?',
      ],
      run: (_, ids) => adminCall(c.setStatus, { ids, status: 0 }),
    },
  ],
});
