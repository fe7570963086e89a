const pad = (n: number) => String(n).padStart(2, '0');

/** The day `date` falls on where the person is, as `YYYY-MM-DD` (what a date input holds). */
export function localDayOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day after `date` where the person is, as `YYYY-MM-DD`. */
export function localTomorrowOf(date: Date): string {
  return localDayOf(new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1));
}
