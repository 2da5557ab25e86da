import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';

/** The optional comment a reviewer's decision carries (the workflow page and My week). */
export function DecisionComment({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label="Comment (optional)">
      {(props) => (
        <Textarea
          rows={3}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={5000}
          {...props}
        />
      )}
    </FormField>
  );
}
