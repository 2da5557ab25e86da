import { useId, useState } from 'react';
import { NOTIFICATION_DEFAULTS } from '@shared/domain';
import type { NotificationPreferences, User } from '@shared/schemas/user';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { useUpdateProfile } from '../api/update-profile';

const SWITCHES: { key: keyof NotificationPreferences; label: string; description: string }[] = [
  {
    key: 'email_notifications',
    label: 'Email Notifications',
    description: 'Also receive by email what the notifications below send you.',
  },
  {
    key: 'cfp_deadline_reminders',
    label: 'CFP Deadline Reminders',
    description:
      '3 days before and on the day a call for papers closes, for the events you follow.',
  },
  {
    key: 'cfp_status_updates',
    label: 'CFP Status Updates',
    description: 'Hear when someone changes the status of one of your submissions.',
  },
  {
    key: 'new_cfp_digest',
    label: 'New CFP Digest',
    description:
      'Mondays: the CFPs closing in the next 14 days, the events added this week, new CFPs matching your interests (below) and those you marked Interested closing soon.',
  },
  {
    key: 'event_reminders',
    label: 'Event Reminders',
    description: '7 days and 1 day before the events you follow start.',
  },
];

/** Settings → Notifications: five switches (all on but the digest at first), saved on the user. */
export function NotificationSettings({ user }: { user: User }) {
  const baseId = useId();
  const [preferences, setPreferences] = useState<NotificationPreferences>({
    ...NOTIFICATION_DEFAULTS,
    ...user.preferences,
  });
  const update = useUpdateProfile({ successTitle: 'Notification Settings Updated' });

  return (
    <form
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ id: user.id, preferences });
      }}
    >
      <ul className="divide-border grid divide-y">
        {SWITCHES.map(({ key, label, description }) => {
          const id = `${baseId}-${key}`;
          return (
            <li key={key} className="flex items-center justify-between gap-4 py-4 first:pt-0">
              <div className="grid gap-1">
                <Label htmlFor={id}>{label}</Label>
                <p id={`${id}-description`} className="text-muted-foreground text-sm">
                  {description}
                </p>
              </div>
              <Switch
                id={id}
                aria-describedby={`${id}-description`}
                checked={preferences[key]}
                onCheckedChange={(checked) =>
                  setPreferences((current) => ({ ...current, [key]: checked }))
                }
              />
            </li>
          );
        })}
      </ul>
      <Button type="submit" className="justify-self-end" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save Preferences'}
      </Button>
    </form>
  );
}
