import { type UseMutationResult, useQueryClient } from '@tanstack/react-query';
import type { Trip } from '@shared/schemas/trip';
import { VersionConflictDialog } from '@web/components/records/version-conflict';
import { ApiError } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { type ConflictField, useVersionConflict } from '@web/lib/version-conflict';
import type { TripStep } from '../api/trip-lifecycle';

/**
 * Saving a panel of a trip's page: sends the version the page knows (its own saves move it, so
 * only someone else's save meets a conflict), shows the conflict dialog whose Reload puts the
 * current trip on the page and into the panel, and hands a 400's field messages to the panel.
 */
export function useTripSave<Body>(
  trip: Trip,
  mutation: UseMutationResult<Trip, Error, TripStep<Body>>,
  options: {
    fields: ConflictField<Trip>[];
    onReload: (current: Trip) => void;
    onFieldErrors?: (errors: Record<string, string>) => void;
  },
) {
  const queryClient = useQueryClient();
  const versions = useVersionConflict<Trip, Body>(trip, true, { follow: true });

  const send = (body: Body, version: number | undefined) =>
    mutation.mutate(
      { body, version },
      {
        onError: (error) => {
          if (versions.caught(error, body)) return;
          if (error instanceof ApiError && error.errors) options.onFieldErrors?.(error.errors);
        },
      },
    );

  return {
    save: (body: Body) => send(body, versions.version),
    saving: mutation.isPending,
    conflictDialog: (
      <VersionConflictDialog
        state={versions}
        noun="trip"
        fields={options.fields}
        onReload={(current) => {
          queryClient.setQueryData(queryKeys.trips.one(current.id), current);
          options.onReload(current);
        }}
        onOverwrite={(current, body) => send(body, current.version)}
      />
    ),
  };
}
