import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { assetFieldsSchema, type Asset } from '@shared/schemas/asset';
import { VersionConflictDialog } from '@web/components/records/version-conflict';
import { useVersionConflict, type ConflictField } from '@web/lib/version-conflict';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { useUpdateAsset } from '../api/update-asset';

const editSchema = assetFieldsSchema.pick({ name: true, description: true });
type EditValues = { name: string; description: string };

/** The form's fields as the version-conflict dialog names them. */
const CONFLICT_FIELDS: ConflictField<Asset>[] = [
  { key: 'name', label: 'Name' },
  { key: 'description', label: 'Description' },
];

type AssetEditFormProps = { asset: Asset; onDone: () => void };

/** Edit mode of the detail view: name and description, Save or Cancel. */
export function AssetEditForm({ asset, onDone }: AssetEditFormProps) {
  const form = useForm<EditValues>({
    resolver: zodResolver(editSchema),
    defaultValues: { name: asset.name, description: asset.description ?? '' },
  });
  const update = useUpdateAsset(asset.id, { onSuccess: onDone });
  const versions = useVersionConflict<Asset, EditValues>(asset, true);
  const errors = form.formState.errors;
  const save = (changes: EditValues, version: number | undefined) =>
    update.mutateAsync({ changes, version }).catch((error: unknown) => {
      versions.caught(error, changes);
    });
  const submit = form.handleSubmit((values) => save(values, versions.version));
  const busy = update.isPending;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Edit asset">
      <FormField label="Name" error={errors.name?.message} required>
        {(props) => <Input {...props} {...form.register('name')} disabled={busy} />}
      </FormField>
      <FormField label="Description" error={errors.description?.message} required>
        {(props) => (
          <Textarea {...props} {...form.register('description')} rows={4} disabled={busy} />
        )}
      </FormField>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
      </div>
      <VersionConflictDialog
        state={versions}
        noun="asset"
        fields={CONFLICT_FIELDS}
        onReload={(current) =>
          form.reset({ name: current.name, description: current.description ?? '' })
        }
        onOverwrite={(current, changes) => void save(changes, current.version)}
      />
    </form>
  );
}
