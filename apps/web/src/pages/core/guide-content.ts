import type { Language } from '@app/contract';

/** Screens the manual shows; scripts/guide-shots.ts takes them from the running product. */
export type GuideShot = 'login' | 'home' | 'search' | 'detail' | 'favorite' | 'sampling' | 'menu';

/** The operation manual: one section per journey, in both languages, each with its screen. */
export const guideSections: Record<Language, { id: string; title: string; shot?: GuideShot; steps: string[] }[]> = {
  'zh-cn': [
    {
      id: 'login',
      title: '登录与退出',
      shot: 'login',
      steps: [
        '在登录页右上角可先选择语言（中文 / English），再输入账号、密码和图片验证码，点击“登录”。看不清验证码时点击图片更换。',
        '忘记密码时点击“忘记密码？”，输入账号绑定的邮箱，按邮件中的链接重置密码。',
        '点击右上角用户名，选择“退出登录”，在提示框中确认后退出。',
        '登录状态过期时会弹出提示，可选择“重新登录”或继续留在当前页面。',
      ],
    },
    {
      id: 'home',
      title: '首页与菜单',
      shot: 'home',
      steps: [
        '顶部菜单按账号开通的权限显示；没有权限的页面会提示“无权限”，快捷入口也只显示有权限的功能。',
        '法规库首页的卡片给出收录总数和本周发布、本周更新、今日更新、本月废止、本月实施的数量，卡片下方写明按哪个日期统计；点击卡片查看对应清单。',
        '“最新动态”按发布日期列出最新文件；右侧图表给出各类别的文件数，可切换为表格查看。',
        '外部链接类菜单会在新窗口打开；单点登录类菜单会自动携带登录凭证。',
      ],
    },
    {
      id: 'search',
      title: '检索',
      shot: 'search',
      steps: [
        '在“统一检索”中输入关键词、标准号或标准号的开头（如 GB 2760、DB17），按回车或点击“检索”。',
        '用上方的类别、效力状态、日期等条件缩小范围；点击“按类别”“按状态”中的数字可直接筛选。',
        '点击表头的“发布日期”“实施日期”排序，无日期的文件排在最后；“导出”把当前结果保存为 Excel。',
      ],
    },
    {
      id: 'detail',
      title: '文件详情',
      shot: 'detail',
      steps: [
        '详情页列出文件的全部信息、效力状态和替代关系，可跳转到现行版本。',
        '在“版本记录”中勾选两个版本可并排比较差异；附件在新窗口中打开预览。',
        '页面上方可收藏、转发或导出该文件。',
      ],
    },
    {
      id: 'favorite',
      title: '收藏与更新提醒',
      shot: 'favorite',
      steps: [
        '在列表或详情页点击星标收藏；页头“我的收藏”显示收藏中有变化的文件数。',
        '在“我的收藏”中查看有变化的文件；取消收藏前会先确认。',
      ],
    },
    {
      id: 'sampling',
      title: '抽检数据',
      shot: 'sampling',
      steps: [
        '在“抽检数据”中按产品、项目、地区和日期查询抽检结果，表格的每一列在 1280 像素宽的窗口中都完整可见。',
        '标有“演示数据”的记录用于演示，不是真实抽检结果。',
      ],
    },
    {
      id: 'language',
      title: '语言与密码',
      shot: 'menu',
      steps: [
        '点击右上角用户名，在“语言”中切换简体中文或 English，页面会自动刷新。',
        '在“修改密码”中输入原密码和新密码（8-32位，包含字母和数字）。',
      ],
    },
  ],
  en: [
    {
      id: 'login',
      title: 'Logging in and out',
      shot: 'login',
      steps: [
        'On the login page you can first pick the language (中文 / English) at the top right, then enter your account, password and the captcha and click "Log in". Click the captcha image for a new one.',
        'If you forgot the password, click "Forgot password?", enter the e-mail of your account and follow the link in the mail.',
        'Click your user name at the top right, choose "Log out" and confirm.',
        'When the login expires a dialog offers to log in again or to stay on the page.',
      ],
    },
    {
      id: 'home',
      title: 'Home page and menus',
      shot: 'home',
      steps: [
        'The menu bar shows what your account may use; a page without the right shows "No permission", and the quick entries list only what you may open.',
        "A library's home cards count all documents and those published this week, updated this week or today, abolished or implemented this month; under each card it says which date it counts. Click a card for its list.",
        '"Latest updates" lists the newest documents by publication date; the chart beside it counts documents per module and can be switched to a table.',
        'External links open in a new window; single-sign-on entries carry your sign-in along.',
      ],
    },
    {
      id: 'search',
      title: 'Search',
      shot: 'search',
      steps: [
        'In "Unified search" enter keywords, a standard number or the start of one (GB 2760, DB17) and press Enter or click "Search".',
        'Narrow the results with module, status and date filters; click a count under "By module" or "By status" to filter by it.',
        'Click the "Published" or "Implemented" header to sort (undated documents come last); "Export" saves the results as an Excel file.',
      ],
    },
    {
      id: 'detail',
      title: 'Document detail',
      shot: 'detail',
      steps: [
        'The detail page shows every field of the document, its status and its replacement chain, with a link to the version in force.',
        'Tick two versions in the version history to compare them side by side; attachments open in a new window.',
        'Favourite, forward or export the document from the top of the page.',
      ],
    },
    {
      id: 'favorite',
      title: 'Favourites and change reminders',
      shot: 'favorite',
      steps: [
        'Click the star in a list or on a detail page to add a favourite; "My favourites" in the header shows how many of them changed.',
        'Open "My favourites" to see what changed; removing a favourite asks first.',
      ],
    },
    {
      id: 'sampling',
      title: 'Sampling data',
      shot: 'sampling',
      steps: [
        'Under "Sampling" query inspection results by product, item, region and date; every column stays visible in a window 1280 pixels wide.',
        'Rows marked "Demo data" are there for demonstration and are not real inspection results.',
      ],
    },
    {
      id: 'language',
      title: 'Language and password',
      shot: 'menu',
      steps: [
        'Click your user name and pick 简体中文 or English under "Language"; the page reloads.',
        'Under "Change password" enter the current and the new password (8 to 32 characters with letters and digits).',
      ],
    },
  ],
};
