import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { FormField } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { Textarea } from '@web/components/ui/textarea';
import { FILE_HINT, FilePicker } from './file-picker';
import type { UploadFormInput } from './upload-form-values';

type UploadContentFieldsProps = {
  control: Control<UploadFormInput>;
  register: UseFormRegister<UploadFormInput>;
  errors: FieldErrors<UploadFormInput>;
  method: 'file' | 'text';
  onMethodChange: (method: 'file' | 'text') => void;
  onFileChange: (file: File | null) => void;
  disabled: boolean;
};

/** The 'Upload File' / 'Enter Text' switch, then the file picker or the Content area. */
export function UploadContentFields({
  control,
  register,
  errors,
  method,
  onMethodChange,
  onFileChange,
  disabled,
}: UploadContentFieldsProps) {
  return (
    <>
      <div className="flex items-center gap-3 text-sm">
        <span
          aria-hidden="true"
          className={method === 'file' ? 'font-medium' : 'text-muted-foreground'}
        >
          Upload File
        </span>
        <Switch
          id="asset-upload-method"
          checked={method === 'text'}
          onCheckedChange={(checked) => onMethodChange(checked ? 'text' : 'file')}
          disabled={disabled}
        />
        <Label
          htmlFor="asset-upload-method"
          className={method === 'text' ? '' : 'text-muted-foreground font-normal'}
        >
          Enter Text
        </Label>
      </div>
      {method === 'file' ? (
        <FormField label="File" error={errors.file?.message} description={FILE_HINT} required>
          {(props) => (
            <Controller
              control={control}
              name="file"
              render={({ field }) => (
                <FilePicker
                  {...props}
                  file={field.value as File | null | undefined}
                  onChange={onFileChange}
                  disabled={disabled}
                />
              )}
            />
          )}
        </FormField>
      ) : (
        <FormField label="Content" error={errors.content?.message} required>
          {(props) => (
            <Textarea
              {...props}
              {...register('content')}
              disabled={disabled}
              rows={8}
              placeholder="Paste or write the text of the asset"
            />
          )}
        </FormField>
      )}
    </>
  );
}
