import { ArrowLeftIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';

/** A record page's way back to its list: 'Back to Trips'. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button variant="ghost" asChild className="-ml-3 w-fit">
      <Link to={to}>
        <ArrowLeftIcon aria-hidden="true" />
        Back to {label}
      </Link>
    </Button>
  );
}

/** The address's `:id` as a record id; `valid` is false for anything but a positive whole number. */
export function useRecordIdParam(): { id: number; valid: boolean } {
  const id = Number(useParams().id);
  return { id, valid: Number.isInteger(id) && id > 0 };
}

/**
 * What a record page says while it has no record ('Invalid Trip ID', 'Loading trip...', 'Trip Not
 * Found', a failure), under its way back; null once the record is there.
 */
export function RecordPageState({
  noun,
  valid,
  query,
  back,
}: {
  /** 'Trip'. */
  noun: string;
  valid: boolean;
  query: { isPending: boolean; isError: boolean; error: unknown; data: unknown };
  back: { to: string; label: string };
}) {
  const lower = noun.toLowerCase();
  let message: string | null = null;
  if (!valid) message = `Invalid ${noun} ID`;
  else if (query.isPending) message = `Loading ${lower}...`;
  else if (query.error instanceof ApiError && query.error.status === 404)
    message = `${noun} Not Found`;
  else if (query.isError) message = `Failed to load ${lower}. Please try again later.`;
  if (!message && query.data !== undefined) return null;
  return (
    <div className="grid gap-4">
      <BackLink {...back} />
      <h1
        className="text-2xl font-semibold tracking-tight"
        role={valid && query.isPending ? 'status' : undefined}
      >
        {message}
      </h1>
    </div>
  );
}
