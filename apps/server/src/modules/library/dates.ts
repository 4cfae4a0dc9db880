/** Calendar helpers on YYYY-MM-DD strings in the server's time zone (dates are shown as days). */
const pad = (n: number) => String(n).padStart(2, '0');
export const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const today = () => isoDay(new Date());
export const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00`);
  d.setDate(d.getDate() + n);
  return isoDay(d);
};
export const addMonths = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00`);
  d.setMonth(d.getMonth() + n);
  return isoDay(d);
};
/** Monday of the week holding `day`. */
export const weekStart = (day: string) => {
  const d = new Date(`${day}T00:00:00`);
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  return isoDay(d);
};
export const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
export const nextMonthStart = (day: string) => addMonths(monthStart(day), 1);
