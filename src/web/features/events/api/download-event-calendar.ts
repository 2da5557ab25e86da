import { api } from '@web/lib/api-client';
import { saveFile } from '@web/lib/save-file';

/** "Add to calendar": the event and its CFP deadline as an .ics file the calendar app opens. */
export async function downloadEventCalendar(event: { id: number; name: string }): Promise<void> {
  const text = await api.get<string>(`/api/events/${event.id}/calendar.ics`);
  const name = event.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'event';
  saveFile(text, `${name}.ics`, 'text/calendar');
}
