import { DownloadIcon, PrinterIcon } from 'lucide-react';
import { useDownload } from '@web/components/records/export-menu';
import { Button } from '@web/components/ui/button';
import { downloadReport, type ReportParams } from '../api/get-report';

/** CSV (a zip of the tables) and JSON of the report on screen, and Print (to PDF). */
export function ExportButtons({ params }: { params: ReportParams }) {
  const { busy, run } = useDownload();
  const download = (format: 'csv' | 'json') => run(() => downloadReport(format, params));
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Button variant="outline" disabled={busy} onClick={() => void download('csv')}>
        <DownloadIcon aria-hidden="true" />
        CSV (zip)
      </Button>
      <Button variant="outline" disabled={busy} onClick={() => void download('json')}>
        <DownloadIcon aria-hidden="true" />
        JSON
      </Button>
      <Button variant="outline" onClick={() => window.print()}>
        <PrinterIcon aria-hidden="true" />
        Print
      </Button>
    </div>
  );
}
