import { PlusIcon } from 'lucide-react';
import { Controller, type Control, type UseFormRegister, type FieldErrors } from 'react-hook-form';
import { ASSET_TYPES } from '@shared/domain';
import { EnumSelectField } from '@web/components/forms/enum-select-field';
import { EventPicker } from '@web/components/pickers/event-picker';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { UPLOAD_TYPE_LABELS } from './asset-kind';
import type { UploadFormInput } from './upload-form-values';

type UploadAssetFieldsProps = {
  control: Control<UploadFormInput>;
  register: UseFormRegister<UploadFormInput>;
  errors: FieldErrors<UploadFormInput>;
  onAddEvent: () => void;
  disabled: boolean;
};

/** Asset Name, Asset Type, Description and Related Event (with the Add New Event button). */
export function UploadAssetFields({
  control,
  register,
  errors,
  onAddEvent,
  disabled,
}: UploadAssetFieldsProps) {
  return (
    <>
      <FormField label="Asset Name" error={errors.name?.message} required>
        {(props) => (
          <Input
            {...props}
            {...register('name')}
            disabled={disabled}
            placeholder="e.g. Keynote slides"
          />
        )}
      </FormField>
      <EnumSelectField
        control={control}
        name="type"
        label="Asset Type"
        required
        error={errors.type?.message}
        options={ASSET_TYPES}
        optionLabel={(type) => UPLOAD_TYPE_LABELS[type]}
        placeholder="Select a type"
        disabled={disabled}
      />
      <FormField label="Description" error={errors.description?.message} required>
        {(props) => (
          <Textarea
            {...props}
            {...register('description')}
            disabled={disabled}
            rows={3}
            placeholder="At least 10 characters"
          />
        )}
      </FormField>
      <FormField label="Related Event (optional)" error={errors.eventId?.message}>
        {({ id, ...props }, { labelId }) => (
          <div className="flex gap-2">
            <Controller
              control={control}
              name="eventId"
              render={({ field }) => (
                <EventPicker
                  {...props}
                  id={id}
                  aria-labelledby={labelId}
                  value={typeof field.value === 'number' ? field.value : null}
                  onChange={(eventId) => field.onChange(eventId)}
                  onBlur={field.onBlur}
                  clearLabel="No related event"
                  placeholder="No related event"
                  disabled={disabled}
                  className="min-w-0 flex-1"
                />
              )}
            />
            <Button
              type="button"
              variant="outline"
              size="icon"
              onClick={onAddEvent}
              disabled={disabled}
              aria-label="Add New Event"
            >
              <PlusIcon aria-hidden="true" />
            </Button>
          </div>
        )}
      </FormField>
    </>
  );
}
