import { dayjs } from '../../../app/dayjs-locale';

/** 食品抽检-2026-11-21.xlsx: what is exported and when. */
export const exportName = (what: string, ext = 'xlsx') => `${what}-${dayjs().format('YYYY-MM-DD')}.${ext}`;
