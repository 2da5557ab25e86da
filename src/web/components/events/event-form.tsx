import { Controller, type UseFormReturn } from 'react-hook-form';
import { EVENT_GOALS, EVENT_PRIORITIES, EVENT_TYPES } from '@shared/domain';
import { Checkbox } from '@web/components/ui/checkbox';
import { DateInput } from '@web/components/ui/date-input';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import type { EventFormValues } from './event-form-values';
import { capitalise } from './popover-lists';

/** The ten fields of the event dialogs, each showing its validation message. */
export function EventFormFields({ form }: { form: UseFormReturn<EventFormValues> }) {
  const { register, control, formState } = form;
  const errors = formState.errors;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Event Name" error={errors.name?.message} required className="sm:col-span-2">
        {(p) => <Input {...p} {...register('name')} />}
      </FormField>
      <FormField label="Event URL" error={errors.link?.message} required className="sm:col-span-2">
        {(p) => <Input {...p} type="url" placeholder="https://" {...register('link')} />}
      </FormField>
      <FormField
        label="Location"
        error={errors.location?.message}
        required
        className="sm:col-span-2"
      >
        {(p) => <Input {...p} {...register('location')} />}
      </FormField>
      <FormField label="Priority" error={errors.priority?.message}>
        {(p) => (
          <Controller
            control={control}
            name="priority"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...p}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {EVENT_PRIORITIES.map((value) => (
                    <SelectItem key={value} value={value}>
                      {capitalise(value)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
      <FormField label="Event Type" error={errors.type?.message}>
        {(p) => (
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...p}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {EVENT_TYPES.map((value) => (
                    <SelectItem key={value} value={value}>
                      {capitalise(value)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
      <fieldset
        className="grid gap-2 sm:col-span-2"
        aria-describedby={errors.goal ? 'event-goal-error' : undefined}
      >
        <legend className="mb-2 text-sm font-medium">Goals</legend>
        <Controller
          control={control}
          name="goal"
          render={({ field }) => (
            <div className="flex flex-wrap gap-4">
              {EVENT_GOALS.map((goal) => (
                <div key={goal} className="flex items-center gap-2">
                  <Checkbox
                    id={`event-goal-${goal}`}
                    checked={field.value.includes(goal)}
                    aria-invalid={errors.goal ? true : undefined}
                    onCheckedChange={(checked) =>
                      field.onChange(
                        checked
                          ? [...field.value, goal]
                          : field.value.filter((value) => value !== goal),
                      )
                    }
                  />
                  <Label htmlFor={`event-goal-${goal}`}>{capitalise(goal)}</Label>
                </div>
              ))}
            </div>
          )}
        />
        {errors.goal && (
          <p id="event-goal-error" className="text-sm text-red-700 dark:text-red-300">
            {errors.goal.message}
          </p>
        )}
      </fieldset>
      <FormField label="Start Date" error={errors.startDate?.message} required>
        {(p) => <DateInput {...p} {...register('startDate')} />}
      </FormField>
      <FormField label="End Date" error={errors.endDate?.message} required>
        {(p) => <DateInput {...p} {...register('endDate')} />}
      </FormField>
      <FormField label="CFP Deadline" error={errors.cfpDeadline?.message}>
        {(p) => <DateInput {...p} {...register('cfpDeadline')} />}
      </FormField>
      <FormField label="Notes" error={errors.notes?.message} className="sm:col-span-2">
        {(p) => <Textarea {...p} rows={3} {...register('notes')} />}
      </FormField>
    </div>
  );
}
