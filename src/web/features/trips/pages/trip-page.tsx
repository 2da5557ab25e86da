import { CheckIcon, PencilIcon, Trash2Icon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDeleteDialog } from '@web/components/records/confirm-delete-dialog';
import {
  BackLink,
  RecordPageState,
  useRecordIdParam,
} from '@web/components/records/record-page-state';
import { tripDates } from '@web/components/trips/trip-dates';
import { TripStatusBadge } from '@web/components/trips/trip-status-badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { formatLabel } from '@web/lib/format';
import { tripLabel, useDeleteTrip, useMoveTrip } from '../api/change-trips';
import { useTrip } from '../api/get-trips';
import { CancelTripDialog } from '../components/cancel-trip-dialog';
import { TripEstimate } from '../components/trip-estimate';
import { TripFormDialog } from '../components/trip-form-dialog';
import { TripLifecycle } from '../components/trip-lifecycle';
import { useTripRights } from '../components/trip-rights';

/**
 * /trips/{id}: who goes where as what and when, the status, the estimate with its totals per
 * currency, and the trip's life below it (approval, booking, actuals, report).
 */
export function TripPage() {
  const { id, valid } = useRecordIdParam();
  const trip = useTrip(valid ? id : 0, valid);
  const rights = useTripRights();
  const navigate = useNavigate();
  const remove = useDeleteTrip();
  const complete = useMoveTrip('complete');
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  const back = { to: '/trips', label: 'Trips' };
  if (!trip.data) return <RecordPageState noun="Trip" valid={valid} query={trip} back={back} />;
  const shown = trip.data;
  const may = rights(shown);
  return (
    <div className="grid min-w-0 gap-6">
      <BackLink {...back} />
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="grid min-w-0 gap-2">
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
            {shown.travellerName} to{' '}
            <Link
              to={`/events/${shown.eventId}`}
              className="text-brand underline-offset-4 hover:underline"
            >
              {shown.eventName}
            </Link>
          </h1>
          <p className="text-muted-foreground flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <TripStatusBadge status={shown.status} />
            <span>As {formatLabel(shown.role).toLowerCase()}</span>
            <span>{tripDates(shown)}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {may.edit && (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden="true" />
              Edit
            </Button>
          )}
          {may.complete && (
            <Button
              variant="outline"
              disabled={complete.isPending}
              onClick={() => complete.mutate(shown)}
            >
              <CheckIcon aria-hidden="true" />
              Mark completed
            </Button>
          )}
          {may.cancel && (
            <Button variant="outline" onClick={() => setCancelling(true)}>
              <XIcon aria-hidden="true" />
              Cancel trip
            </Button>
          )}
          {may.remove && (
            <Button variant="outline" onClick={() => setDeleting(true)}>
              <Trash2Icon aria-hidden="true" />
              Delete
            </Button>
          )}
        </div>
      </div>
      {shown.notes && (
        <Card>
          <CardContent className="text-sm break-words whitespace-pre-line">
            {shown.notes}
          </CardContent>
        </Card>
      )}
      <section aria-labelledby="estimate-heading" className="grid min-w-0 gap-3">
        <h2 id="estimate-heading" className="text-xl font-semibold">
          Estimate
        </h2>
        <TripEstimate trip={shown} />
      </section>
      <TripLifecycle trip={shown} />
      <TripFormDialog open={editing} onOpenChange={setEditing} record={shown} />
      <CancelTripDialog trip={shown} open={cancelling} onOpenChange={setCancelling} />
      <ConfirmDeleteDialog
        record={deleting ? shown : undefined}
        noun="trip"
        label={tripLabel}
        deleting={remove.isPending}
        onConfirm={(record) =>
          remove.mutate(record, {
            onSuccess: () => void navigate('/trips'),
            onSettled: () => setDeleting(false),
          })
        }
        onOpenChange={setDeleting}
      />
    </div>
  );
}
