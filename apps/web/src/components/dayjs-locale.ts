import 'dayjs/locale/zh-cn';
import dayjs from 'dayjs';
import { pageLanguage } from '../stores/language';

// The language is fixed for the page's life. Set here, imported by every module that
// formats dates or shows a date picker, rather than at start: the login page shows no dates.
dayjs.locale(pageLanguage === 'en' ? 'en' : 'zh-cn');

export { dayjs };
export type { Dayjs } from 'dayjs';
