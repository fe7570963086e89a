const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "21 Nov 2026, 10:00": for inbox items, where the hour tells which came first. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
