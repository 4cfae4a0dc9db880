import { type MenuNode, memberCalls } from '@app/contract';
import { callAnswer } from '../../api/call';
import { CallError } from '../../api/transport';
import { feedback } from '../../api/feedback';

/** The food-fraud entry signs in with fraudSingleSign's permission value instead of a token. */
export const isFraudEntry = (m: Pick<MenuNode, 'rule_name' | 'url'>) => /fraud/i.test(`${m.rule_name} ${m.url}`);

export const withQuery = (url: string, key: string, value: string) =>
  `${url}${url.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`;

/**
 * Spec 4.3: a login_link entry first fetches a token (or the fraud entry's permission value),
 * appends it as a query parameter and opens the link in a new window; a refusal shows the
 * server's msg as a warning. The window is opened before the call so no popup blocker stops it.
 */
export async function openLoginLink(entry: MenuNode) {
  const win = window.open('about:blank', '_blank');
  try {
    const url = isFraudEntry(entry)
      ? withQuery(
          entry.url,
          'permission',
          (await callAnswer(memberCalls.fraudSingleSign, {}, { silent: true })).data.permission,
        )
      : withQuery(entry.url, 'token', (await callAnswer(memberCalls.spylToken, {}, { silent: true })).data.token);
    if (win) win.location.href = url;
    else window.open(url, '_blank');
  } catch (e) {
    win?.close();
    if (e instanceof CallError && e.kind !== 'expired') void feedback().message.warning(e.message);
  }
}
