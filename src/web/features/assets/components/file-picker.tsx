import { FileIcon, XIcon } from 'lucide-react';
import { useRef } from 'react';
import { ASSET_FILE_EXTENSIONS } from '@shared/domain';
import type { FormControlProps } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { formatFileSize } from '@web/lib/format';

const ACCEPT = ASSET_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The accepted formats and size limit, as the picker's hint. */
export const FILE_HINT =
  'Maximum file size: 10MB. Accepted formats: JPEG, PNG, GIF, PDF, PPTX, PPT, DOCX, DOC, ZIP.';

type FilePickerProps = FormControlProps & {
  file: File | null | undefined;
  onChange: (file: File | null) => void;
  disabled?: boolean;
};

/** A native file input, then the chosen file's name and size with a Remove button. */
export function FilePicker({ file, onChange, disabled, ...control }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const remove = () => {
    if (input.current) input.current.value = '';
    onChange(null);
  };
  return (
    <div className="grid gap-2">
      <Input
        ref={input}
        type="file"
        accept={ACCEPT}
        disabled={disabled}
        className="file:text-foreground h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-transparent file:font-medium"
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        {...control}
      />
      {file && (
        <div className="bg-muted/50 flex items-center gap-2 rounded-md border px-3 py-2 text-sm">
          <FileIcon className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate" data-testid="chosen-file">
            {file.name}
          </span>
          <span className="text-muted-foreground shrink-0">{formatFileSize(file.size)}</span>
          <Button type="button" variant="ghost" size="sm" onClick={remove} disabled={disabled}>
            <XIcon aria-hidden="true" />
            Remove
          </Button>
        </div>
      )}
    </div>
  );
}
