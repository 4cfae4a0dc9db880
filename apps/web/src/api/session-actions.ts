import { message, type InputOf, type Language, memberCalls } from '@app/contract';
import { call, callAnswer } from './call';
import { CallError } from './transport';
import { feedback } from './feedback';
import { goTo } from './navigation';
import { session } from '../stores/session';
import { loadCipher } from '../stores/secure-storage';
import { pageLanguage, storeLanguage } from '../stores/language';

type LoginInput = InputOf<typeof memberCalls.login>;

/**
 * Spec 4.2 login: on code 1 the token and member info are saved, cookie_data items become
 * cookies, and the pack of the account's language is fetched and stored (a password login
 * sends the login page's language, which becomes the account's). Any other code returns the result and sets
 * nothing up; a transport fault rejects.
 */
export async function login(input: LoginInput): Promise<{ code: number; msg: string }> {
  try {
    const answer = await callAnswer(memberCalls.login, input, { repeatSubmit: true });
    const { memberInfo, cookie_data } = answer.data;
    session.writeCookies(cookie_data);
    // The session's language is the account's (the login page sends its own, which the
    // server saves). The member info is stored encrypted: the cipher comes with the pack.
    await Promise.all([fetchLanguage(memberInfo.lang), loadCipher()]);
    // Last: starting the session lets the guard move the user on from /login.
    session.start(memberInfo.token, memberInfo);
    return answer;
  } catch (e) {
    if (e instanceof CallError && (e.kind === 'code' || e.kind === 'repeat')) return { code: e.code, msg: e.message };
    throw e;
  }
}

/** Fetches a language pack and stores it with the languageName cookie. */
export async function fetchLanguage(lang: Language) {
  const pack = await call(memberCalls.languagePack, { lang }, { silent: true }).catch(() => undefined);
  storeLanguage(lang, pack?.[lang] as Record<string, string> | undefined);
  session.writeCookies(pack?.cookie_data);
}

/** The member chose a language: the server records it and answers the pack; the page reloads. */
export async function switchLanguage(lang: Language) {
  const data = await call(memberCalls.setMemberLang, { lang });
  storeLanguage(lang, data[lang] as Record<string, string> | undefined);
  session.writeCookies(data.cookie_data);
  window.location.reload();
}

/** Spec 4.2: sets the super flag, the menus and the flat rule names. Failures are swallowed. */
export async function loadUserInfo() {
  try {
    const info = await call(memberCalls.userInfo, {}, { silent: true });
    session.setRights({
      isSuper: info.memberInfo.super,
      menus: info.menus,
      permissions: new Set(info.permission.map((p) => p.rule_name)),
    });
  } catch (e) {
    // An ended session opens the expiry dialog; judging routes on no rights would send the
    // page to /noPermissions behind it.
    if (!(e instanceof CallError && e.kind === 'expired')) session.markRightsLoaded();
  }
}

/**
 * Spec 4.2 logout (after the warning confirm): when the answer carries a code the session and
 * cookies are cleared, the language goes back to Chinese and the user goes to the login page
 * (the landing page on brand hosts). A refusal shows the server's msg as an error.
 */
export async function logout(brandHost: boolean) {
  let answer: { code: number; msg: string };
  try {
    answer = await callAnswer(memberCalls.logout, {}, { silent: true, handleExpiry: false });
  } catch (e) {
    const transportFault = !(e instanceof CallError) || !['code', 'expired'].includes(e.kind);
    if (transportFault) {
      void feedback().message.error(e instanceof Error ? e.message : String(e));
      return;
    }
    answer = { code: e.code, msg: e.message };
  }
  storeLanguage('zh-cn');
  await session.endAndGo(brandHost ? '/home' : '/login', goTo);
  if (answer.code === 1) void feedback().message.success(answer.msg || message('logoutSuccess', pageLanguage));
  else void feedback().message.error(answer.msg);
}
