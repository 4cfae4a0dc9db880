// 'en-CA' formats a date as YYYY-MM-DD; built once.
const chinaDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Today in China (YYYY-MM-DD), for names of saved files: the portal's days are China days (the server's clock), and
 * a UTC date (`toISOString()`) is yesterday there before 08:00.
 */
export const chinaToday = (now: Date = new Date()) => chinaDayFormat.format(now);
