import { Controller, type UseFormReturn } from 'react-hook-form';
import { EVENT_PRIORITIES, EVENT_TYPES } from '@shared/domain';
import type { EventCreateInput } from '@shared/schemas/event';
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

/** The goals this dialog offers (networking is left out). */
const GOALS = ['speaking', 'sponsoring', 'attending', 'exhibiting'] as const;

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

type AddEventFieldsProps = { form: UseFormReturn<EventCreateInput>; disabled: boolean };

/** Event Name, Event URL, dates, Location, Event Type, Priority and Goals. */
export function AddEventFields({ form, disabled }: AddEventFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const text = (name: 'name' | 'link' | 'location') => ({ ...register(name), disabled });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Event Name" error={errors.name?.message} required className="sm:col-span-2">
        {(props) => <Input {...props} {...text('name')} />}
      </FormField>
      <FormField label="Event URL" error={errors.link?.message} required className="sm:col-span-2">
        {(props) => <Input {...props} {...text('link')} type="url" placeholder="https://" />}
      </FormField>
      <FormField label="Start Date" error={errors.startDate?.message} required>
        {(props) => <DateInput {...props} {...register('startDate')} disabled={disabled} />}
      </FormField>
      <FormField label="End Date" error={errors.endDate?.message} required>
        {(props) => <DateInput {...props} {...register('endDate')} disabled={disabled} />}
      </FormField>
      <FormField
        label="Location"
        error={errors.location?.message}
        required
        className="sm:col-span-2"
      >
        {(props) => <Input {...props} {...text('location')} />}
      </FormField>
      {(
        [
          ['type', 'Event Type', EVENT_TYPES],
          ['priority', 'Priority', EVENT_PRIORITIES],
        ] as const
      ).map(([name, label, values]) => (
        <FormField key={name} label={label} error={errors[name]?.message}>
          {(props) => (
            <Controller
              control={control}
              name={name}
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange} disabled={disabled}>
                  <SelectTrigger {...props} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {values.map((value) => (
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
      ))}
      <GoalsField form={form} disabled={disabled} />
    </div>
  );
}

function GoalsField({ form, disabled }: AddEventFieldsProps) {
  const error = form.formState.errors.goals?.message;
  return (
    <fieldset
      className="grid gap-2 sm:col-span-2"
      aria-describedby={error ? 'add-event-goals-error' : undefined}
    >
      <legend className="mb-2 text-sm font-medium">Goals</legend>
      <Controller
        control={form.control}
        name="goals"
        render={({ field }) => {
          const selected = Array.isArray(field.value) ? field.value : [];
          const toggle = (goal: string, on: boolean) =>
            field.onChange(on ? [...selected, goal] : selected.filter((value) => value !== goal));
          return (
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {GOALS.map((goal) => (
                <div key={goal} className="flex items-center gap-2">
                  <Checkbox
                    id={`add-event-goal-${goal}`}
                    checked={selected.includes(goal)}
                    onCheckedChange={(checked) => toggle(goal, checked === true)}
                    disabled={disabled}
                  />
                  <Label htmlFor={`add-event-goal-${goal}`} className="font-normal">
                    {capitalise(goal)}
                  </Label>
                </div>
              ))}
            </div>
          );
        }}
      />
      {error && (
        <p id="add-event-goals-error" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
