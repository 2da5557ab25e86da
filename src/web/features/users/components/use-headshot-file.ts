import { useRef, useState, type ChangeEvent } from 'react';
import { headshotFileSchema } from '@shared/schemas/user';

/** The JPG, PNG and GIF picker's accept list. */
export const HEADSHOT_ACCEPT = 'image/jpeg,image/png,image/gif';

/**
 * A hidden file input for the headshot: the size and type rules run before any upload;
 * `onValid` gets a file that passed them, and `error` holds the rule's message otherwise.
 */
export function useHeadshotFile(onValid: (file: File) => void) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = headshotFileSchema.safeParse(file);
    if (!result.success) {
      setError(result.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onValid(file);
  };

  return {
    inputProps: { ref: inputRef, type: 'file' as const, accept: HEADSHOT_ACCEPT, onChange },
    choose: () => inputRef.current?.click(),
    error,
    clearError: () => setError(undefined),
  };
}
