import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { EVENT_GOALS, EVENT_PRIORITIES } from '@shared/domain';
import {
  discoveryTrackSchema,
  type DiscoveredConference,
} from '@shared/schemas/discovered-conference';
import { EVENT_MESSAGES } from '@shared/schemas/event';
import { EnumSelectField } from '@web/components/forms/enum-select-field';
import { FormActions } from '@web/components/records/form-actions';
import { Checkbox } from '@web/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { formatDate, formatLabel } from '@web/lib/format';
import { useTrackConference } from '../api/change-discover';
import { conferencePlace } from './cfp-countdown';

/** The dialog asks for a goal: an event without one is refused. */
const trackFormSchema = discoveryTrackSchema.omit({ eventId: true }).extend({
  goals: z.array(z.enum(EVENT_GOALS)).min(1, EVENT_MESSAGES.goalRequired),
});
type TrackFormValues = z.input<typeof trackFormSchema>;
type TrackFormOutput = z.output<typeof trackFormSchema>;

type TrackDialogProps = {
  /** The conference to track; the dialog is open while there is one. */
  conference: DiscoveredConference | undefined;
  onOpenChange: (open: boolean) => void;
};

/** Track: priority and goals of the event made from a discovered conference. */
export function TrackDialog({ conference, onOpenChange }: TrackDialogProps) {
  return (
    <Dialog open={conference !== undefined} onOpenChange={onOpenChange}>
      <DialogContent>
        {conference && (
          <TrackForm
            key={conference.id}
            conference={conference}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function TrackForm({
  conference,
  onDone,
}: {
  conference: DiscoveredConference;
  onDone: () => void;
}) {
  const track = useTrackConference({ onSuccess: onDone });
  const form = useForm<TrackFormValues, unknown, TrackFormOutput>({
    resolver: zodResolver(trackFormSchema),
    defaultValues: { priority: 'medium', goals: ['attending'] },
  });
  const { errors } = form.formState;
  const goalErrorId = `track-goal-error-${conference.id}`;
  return (
    <>
      <DialogHeader>
        <DialogTitle>Track {conference.name}</DialogTitle>
        <DialogDescription>
          Adds a conference to your events: {formatDate(conference.startDate)},{' '}
          {conferencePlace(conference)}
          {conference.cfpEndDate ? `, CFP deadline ${formatDate(conference.cfpEndDate)}` : ''}.
        </DialogDescription>
      </DialogHeader>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((body) => track.mutate({ conference, body }))}
      >
        <EnumSelectField
          control={form.control}
          name="priority"
          label="Priority"
          error={errors.priority?.message}
          options={EVENT_PRIORITIES}
        />
        <fieldset className="grid gap-2" aria-describedby={errors.goals ? goalErrorId : undefined}>
          <legend className="mb-2 text-sm font-medium">Goals</legend>
          <Controller
            control={form.control}
            name="goals"
            render={({ field }) => (
              <div className="flex flex-wrap gap-4">
                {EVENT_GOALS.map((goal, index) => {
                  const id = `track-goal-${conference.id}-${goal}`;
                  const chosen = field.value ?? [];
                  return (
                    <div key={goal} className="flex items-center gap-2">
                      <Checkbox
                        ref={index === 0 ? field.ref : undefined}
                        id={id}
                        checked={chosen.includes(goal)}
                        aria-invalid={errors.goals ? true : undefined}
                        onCheckedChange={(checked) =>
                          field.onChange(
                            checked ? [...chosen, goal] : chosen.filter((value) => value !== goal),
                          )
                        }
                      />
                      <Label htmlFor={id} className="font-normal">
                        {formatLabel(goal)}
                      </Label>
                    </div>
                  );
                })}
              </div>
            )}
          />
          {errors.goals && (
            <p id={goalErrorId} className="text-sm text-red-700 dark:text-red-300">
              {errors.goals.message}
            </p>
          )}
        </fieldset>
        <FormActions submitLabel="Track" submitting={track.isPending} onCancel={onDone} />
      </form>
    </>
  );
}
