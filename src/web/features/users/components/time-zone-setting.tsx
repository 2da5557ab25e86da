import { useId, useMemo, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { useSaveTimeZone } from '../api/notification-settings';

/** The browser's own zone, which is offered when none is saved. */
function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every zone the browser knows, UTC first, the saved one included even if the browser lacks it. */
function zoneOptions(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  return [...new Set(['UTC', current, ...zones])];
}

/** Settings → Notifications: the time zone reminders and the digest fall in (09:00 there). */
export function TimeZoneSetting({ saved }: { saved: string | null }) {
  const id = useId();
  const [zone, setZone] = useState(saved ?? browserZone());
  const options = useMemo(() => zoneOptions(zone), [zone]);
  const save = useSaveTimeZone();
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(zone);
      }}
    >
      <Label htmlFor={id}>Time Zone</Label>
      <p id={`${id}-description`} className="text-muted-foreground text-sm">
        Reminders and the weekly digest arrive at 09:00 in this time zone.
        {saved === null && ' Not saved yet: your browser’s time zone is suggested.'}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <NativeSelect
          id={id}
          aria-describedby={`${id}-description`}
          className="sm:max-w-xs"
          value={zone}
          onChange={(event) => setZone(event.target.value)}
        >
          {options.map((name) => (
            <option key={name} value={name}>
              {name.replaceAll('_', ' ')}
            </option>
          ))}
        </NativeSelect>
        <Button type="submit" variant="outline" disabled={save.isPending || zone === saved}>
          {save.isPending ? 'Saving...' : 'Save Time Zone'}
        </Button>
      </div>
    </form>
  );
}
