import { api } from '@app/contract';
import { implement } from '../../lib/endpoints.js';
import { issueCaptcha } from './captcha.service.js';
import * as service from './member.service.js';

/** The platform's calls (contract calls/member.ts) bound to their handlers. */
export const memberImplementations = implement(api.member, {
  login: service.login,
  loginSettings: service.loginSettings,
  logout: service.logout,
  index: service.index,
  captcha: async (input, ctx) => ({ blob: await issueCaptcha(ctx.db, input.id), contentType: 'image/svg+xml' }),
  setMemberLang: service.setMemberLang,
  languagePack: service.languagePack,
  collectionLists: service.collectionLists,
  aiUserInfo: service.aiUserInfo,
  spylToken: service.spylToken,
  fraudSingleSign: service.fraudSingleSign,
  warningTodayNum: service.warningTodayNum,
  userOpenid: service.userOpenid,
  friendLinks: service.friendLinks,
  customerInfo: service.customerInfo,
  userInfo: service.userInfo,
  miniProgramCode: service.miniProgramCode,
  forgotPassword: service.forgotPassword,
  resetPassword: service.resetPassword,
  updatePassword: service.updatePassword,
  customerSettings: service.customerSettings,
});
