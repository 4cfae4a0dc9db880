import type { Language } from '@app/contract';

/** The operation manual: one section per journey, in both languages. */
export const guideSections: Record<Language, { title: string; steps: string[] }[]> = {
  'zh-cn': [
    {
      title: '登录与退出',
      steps: [
        '在登录页输入账号、密码和图片验证码，点击“登录”。看不清验证码时点击图片更换。',
        '忘记密码时点击“忘记密码？”，输入账号绑定的邮箱，按邮件中的链接重置密码。',
        '点击右上角用户名，选择“退出登录”，在提示框中确认后退出。',
        '登录状态过期时会弹出提示，可选择“重新登录”或继续留在当前页面。',
      ],
    },
    {
      title: '菜单与权限',
      steps: [
        '顶部菜单按账号开通的权限显示；没有权限的页面会提示“无权限”。',
        '外部链接类菜单会在新窗口打开；单点登录类菜单会自动携带登录凭证。',
      ],
    },
    {
      title: '检索与收藏',
      steps: [
        '在各法规库的“统一检索”中输入关键词或标准号（如 GB 2760）检索。',
        '在详情页点击收藏；收藏内容有更新时，页头“我的收藏”会显示更新数量。',
      ],
    },
    {
      title: '语言与密码',
      steps: [
        '点击右上角用户名，在“语言”中切换简体中文或 English，页面会自动刷新。',
        '在“修改密码”中输入原密码和新密码（8-32位，包含字母和数字）。',
      ],
    },
  ],
  en: [
    {
      title: 'Logging in and out',
      steps: [
        'On the login page enter your account, password and the captcha, then click "Log in". Click the captcha image for a new one.',
        'If you forgot the password, click "Forgot password?", enter the e-mail of your account and follow the link in the mail.',
        'Click your user name at the top right, choose "Log out" and confirm.',
        'When the login expires a dialog offers to log in again or to stay on the page.',
      ],
    },
    {
      title: 'Menus and rights',
      steps: [
        'The menu bar shows what your account may use; a page without the right shows "No permission".',
        'External links open in a new window; single-sign-on entries carry your sign-in along.',
      ],
    },
    {
      title: 'Search and favourites',
      steps: [
        'Use "Unified search" in each library with keywords or a standard number such as GB 2760.',
        'Add a document to your favourites from its detail page; the header shows how many of them changed.',
      ],
    },
    {
      title: 'Language and password',
      steps: [
        'Click your user name and pick 简体中文 or English under "Language"; the page reloads.',
        'Under "Change password" enter the current and the new password (8 to 32 characters with letters and digits).',
      ],
    },
  ],
};
