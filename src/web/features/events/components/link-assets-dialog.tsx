import { useState } from 'react';
import type { Asset } from '@shared/schemas/asset';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { toast } from '@web/lib/toast';
import { useLinkAssets } from '../api/link-assets';
import { LINK_CANDIDATES, useUnlinkedAssets } from '../api/get-event-records';
import { formatLabel } from '@web/lib/format';

type Props = { eventId: number; open: boolean; onOpenChange: (open: boolean) => void };

/** Pick existing assets (searched in the API by name, type or description) and link them to the event. */
export function LinkAssetsDialog({ eventId, open, onOpenChange }: Props) {
  const [search, setSearch] = useState('');
  const candidates = useUnlinkedAssets(eventId, search, open);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const close = () => {
    onOpenChange(false);
    setSelected(new Set());
    setSearch('');
  };
  const link = useLinkAssets(eventId, close);
  const shown: Asset[] = candidates.data?.items ?? [];
  const total = candidates.data?.total ?? 0;
  const toggle = (id: number, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  const submit = () => {
    if (selected.size === 0) {
      toast({
        title: 'No Assets Selected',
        description: 'Please select at least one asset to link to the event.',
        variant: 'destructive',
      });
      return;
    }
    link.mutate([...selected]);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Link Existing Assets</DialogTitle>
          <DialogDescription>
            Choose assets that are not linked to this event yet.
          </DialogDescription>
        </DialogHeader>
        <Input
          type="search"
          aria-label="Search assets by name, type or description"
          placeholder="Search assets..."
          value={search}
          onChange={(change) => setSearch(change.target.value)}
        />
        <div className="max-h-72 overflow-y-auto rounded-md border">
          {candidates.isPending ? (
            <p role="status" className="text-muted-foreground p-3 text-sm">
              Loading...
            </p>
          ) : candidates.isError ? (
            <p role="alert" className="p-3 text-sm">
              Failed to fetch event assets
            </p>
          ) : shown.length === 0 ? (
            <p className="text-muted-foreground p-3 text-sm">No assets available to link.</p>
          ) : (
            <ul className="divide-y">
              {shown.map((asset) => (
                <li key={asset.id} className="flex items-start gap-3 p-3">
                  <Checkbox
                    id={`link-asset-${asset.id}`}
                    checked={selected.has(asset.id)}
                    onCheckedChange={(checked) => toggle(asset.id, checked === true)}
                  />
                  <Label htmlFor={`link-asset-${asset.id}`} className="grid gap-0.5 font-normal">
                    <span className="font-medium">{asset.name}</span>
                    <span className="text-muted-foreground text-xs">
                      {formatLabel(asset.type)}
                      {asset.description ? ` · ${asset.description}` : ''}
                    </span>
                  </Label>
                </li>
              ))}
            </ul>
          )}
        </div>
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {selected.size} selected
          {total > shown.length &&
            ` · the first ${LINK_CANDIDATES} of ${total.toLocaleString()} shown; search to narrow them`}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={link.isPending}>
            {link.isPending ? 'Linking...' : 'Link Assets'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
