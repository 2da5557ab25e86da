/** The feed as a webcal:// link: calendar apps (Apple Calendar, Outlook) subscribe on a click. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

/** Google Calendar's "add by URL" page with the feed filled in. */
export function googleCalendarUrl(url: string): string {
  return `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl(url))}`;
}
