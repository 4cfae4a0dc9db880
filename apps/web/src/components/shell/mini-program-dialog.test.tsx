import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { useAppProps } from 'antd/es/app/context';
import { FeedbackContext } from '../use-app';
import { session } from '../../stores/session';
import { MiniProgramEntry } from './mini-program-dialog';
import './texts';

/**
 * The mini-program entry shows the customer's code image only when the
 * wechat flag is set and the call gives an image; otherwise 'notOpen' and 小程序未开启！, never a
 * drawn stand-in.
 */
let answer: { code: number; msg: string; data: { image: string } };
let fetched: ReturnType<typeof vi.fn>;
const notices: string[] = [];
const feedback = {
  message: {
    warning: (m: unknown) => void notices.push(String(m)),
    info: (m: unknown) => void notices.push(String(m)),
    success: () => undefined,
    error: (m: unknown) => void notices.push(String(m)),
  },
} as unknown as useAppProps;

beforeEach(() => {
  fetched = vi.fn(
    async () => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetched);
  session.start('tok', { username: 'demo', customer_id: 1 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
  notices.length = 0;
});

const show = (wechat: boolean) =>
  render(
    <FeedbackContext.Provider value={feedback}>
      <MiniProgramEntry wechat={wechat} />
    </FeedbackContext.Provider>,
  );
const codeImage = () => document.querySelector('.ant-modal img');

describe('mini-program entry (spec 4.3)', () => {
  it('is not offered without the wechat flag, and asks nothing', () => {
    show(false);
    expect(screen.queryByTestId('mini-program')).toBeNull();
    expect(fetched).not.toHaveBeenCalled();
  });

  it('shows the uploaded code image when the flag is set and the call succeeds', async () => {
    const image = 'data:image/png;base64,iVBORw0KGgo=';
    answer = { code: 1, msg: '获取成功', data: { image } };
    show(true);
    await userEvent.setup().click(screen.getByTestId('mini-program'));
    await waitFor(() => expect(codeImage()).not.toBeNull());
    expect(codeImage()).toHaveAttribute('src', image);
    expect(notices).toEqual([]);
  });

  it("answers 'notOpen' with 小程序未开启！ and no dialog, and does not ask again", async () => {
    answer = { code: 1, msg: '小程序未开启！', data: { image: 'notOpen' } };
    show(true);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('mini-program'));
    await waitFor(() => expect(notices).toEqual(['小程序未开启！']));
    expect(codeImage()).toBeNull();
    expect(document.querySelector('.ant-modal')).toBeNull();
    await user.click(screen.getByTestId('mini-program'));
    await waitFor(() => expect(notices).toHaveLength(2));
    expect(notices[1]).toMatch(/小程序未开启！|The mini program is not enabled!/);
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(codeImage()).toBeNull();
  });
});
