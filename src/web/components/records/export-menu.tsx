import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import type { QueryParams } from '@web/lib/api-client';
import { downloadFrom } from '@web/lib/download';
import { toast } from '@web/lib/toast';

export interface ExportTarget {
  /** The list's API path: '/api/attendees'. */
  path: string;
  /** The list's current filters, search and sort: the export holds every row they select. */
  params: QueryParams;
}

/** Runs a download, busy meanwhile, with the failure told in a toast. */
export function useDownload() {
  const [busy, setBusy] = useState(false);
  const run = async (download: () => Promise<void>) => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      toast({
        title: 'Export Failed',
        description: (error as Error).message,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** Export → CSV or JSON of everything the list's filters select (all pages). */
export function ExportMenu({ path, params }: ExportTarget) {
  const { busy, run } = useDownload();
  const exportAs = (format: 'csv' | 'json') =>
    run(() => downloadFrom(`${path}/export/${format}`, params, `export.${format}`));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={busy}>
          <DownloadIcon aria-hidden="true" />
          {busy ? 'Exporting...' : 'Export'}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuItem onSelect={() => void exportAs('csv')}>
          CSV (Excel, Sheets)
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void exportAs('json')}>JSON</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
