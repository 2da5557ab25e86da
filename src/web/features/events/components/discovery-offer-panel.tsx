import { RefreshCwIcon } from 'lucide-react';
import type { DiscoveryOffer, FollowedField } from '@shared/schemas/discovered-conference';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { formatDate } from '@web/lib/format';
import {
  useApplyDiscoveryOffer,
  useDiscoveryOffer,
  useDismissDiscoveryOffer,
} from '../api/discovery-offer';

const FIELD_LABELS: Record<FollowedField, string> = {
  startDate: 'Start date',
  endDate: 'End date',
  cfpDeadline: 'CFP deadline',
  cfpLink: 'CFP link',
  link: 'Website',
};
const DATE_FIELDS = new Set<FollowedField>(['startDate', 'endDate', 'cfpDeadline']);

function shown(field: FollowedField, value: string | null): string {
  if (value === null) return 'none';
  return DATE_FIELDS.has(field) ? formatDate(value) : value;
}

type Change = DiscoveryOffer['changes'][number];

/**
 * The event page's notice of changes in the conference data that a sync did not write over
 * someone's edit: each one applied alone, all at once, or dismissed. Nothing while none wait.
 */
export function DiscoveryOfferPanel({ eventId }: { eventId: number }) {
  const offer = useDiscoveryOffer(eventId);
  const apply = useApplyDiscoveryOffer(eventId);
  const dismiss = useDismissDiscoveryOffer(eventId);
  const changes = offer.data?.changes ?? [];
  if (changes.length === 0) return null;
  const busy = apply.isPending || dismiss.isPending;
  return (
    <Alert role="region" aria-labelledby="discovery-offer-title">
      <RefreshCwIcon aria-hidden="true" />
      <AlertTitle id="discovery-offer-title">The conference data changed</AlertTitle>
      <AlertDescription className="gap-3">
        <p>
          The sync did not overwrite these fields of the event: apply the new values, or keep the
          event’s.
        </p>
        <ul className="grid w-full gap-2">
          {changes.map((change) => (
            <OfferedChange
              key={change.field}
              change={change}
              disabled={busy}
              onApply={() => apply.mutate([change.field])}
            />
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          {changes.length > 1 && (
            <Button
              size="sm"
              disabled={busy}
              onClick={() => apply.mutate(changes.map((change) => change.field))}
            >
              Apply all
            </Button>
          )}
          <Button size="sm" variant="outline" disabled={busy} onClick={() => dismiss.mutate()}>
            Dismiss
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}

function OfferedChange(props: { change: Change; disabled: boolean; onApply: () => void }) {
  const { field, current, offered } = props.change;
  const label = FIELD_LABELS[field];
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
      <span className="text-foreground min-w-0 wrap-anywhere">
        <span className="font-medium">{label}</span> {shown(field, current)} →{' '}
        {shown(field, offered)}
      </span>
      <Button
        size="sm"
        variant="outline"
        disabled={props.disabled}
        aria-label={`Apply ${label.toLowerCase().replace(/^cfp/, 'CFP')}`}
        onClick={props.onApply}
      >
        Apply
      </Button>
    </li>
  );
}
