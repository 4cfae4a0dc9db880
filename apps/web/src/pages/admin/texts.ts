import { addTexts } from '../../i18n';

/** The back office's own words in both languages. */
addTexts({
  'admin.brand': { 'zh-cn': '合规平台 · 后台管理', en: 'Portal back office' },
  'admin.loginTitle': { 'zh-cn': '后台管理登录', en: 'Back-office login' },
  'admin.username': { 'zh-cn': '用户名', en: 'Username' },
  'admin.password': { 'zh-cn': '密码', en: 'Password' },
  'admin.captcha': { 'zh-cn': '验证码', en: 'Captcha' },
  'admin.refreshCaptcha': { 'zh-cn': '看不清，换一张', en: 'Show another captcha' },
  'admin.login': { 'zh-cn': '登录', en: 'Log in' },
  'admin.logout': { 'zh-cn': '退出登录', en: 'Log out' },
  'admin.logoutConfirm': { 'zh-cn': '确定退出登录吗？', en: 'Log out now?' },
  'admin.changePassword': { 'zh-cn': '修改密码', en: 'Change password' },
  'admin.oldPassword': { 'zh-cn': '原密码', en: 'Current password' },
  'admin.newPassword': { 'zh-cn': '新密码', en: 'New password' },
  'admin.confirmPassword': { 'zh-cn': '确认密码', en: 'Confirm password' },
  // Followed by the staff member's name (data, marked in its own language).
  'admin.welcome': { 'zh-cn': '欢迎，', en: 'Welcome, ' },
  'admin.home': { 'zh-cn': '后台首页', en: 'Back office' },
  'admin.homeHint': { 'zh-cn': '从左侧菜单选择要管理的内容。', en: 'Choose what to manage from the menu on the left.' },
  'admin.noScreens': {
    'zh-cn': '您的角色还没有可用的菜单，请联系管理员。',
    en: 'Your roles grant no screens yet; ask an administrator.',
  },
  'admin.language': { 'zh-cn': 'English', en: '中文' },
  'admin.toPortal': { 'zh-cn': '前台门户', en: 'Portal' },
  'admin.ossConfig': { 'zh-cn': '云存储配置', en: 'Cloud-storage config' },
  'admin.ossSecretHint': {
    'zh-cn': '密钥只显示前几位；留空则保留已保存的密钥。',
    en: 'Only the start of the secret is shown; leave it blank to keep the stored one.',
  },
  'admin.save': { 'zh-cn': '保存', en: 'Save' },
  'admin.collapse': { 'zh-cn': '折叠菜单', en: 'Collapse the menu' },
});
