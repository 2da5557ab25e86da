import type { FieldError, FieldErrors } from 'react-hook-form';
import type { WORKFLOW_PRIORITIES } from '@shared/domain';
import { MISSING_WORKFLOW_FIELDS, type WorkflowDetail } from '@shared/schemas/approval-workflow';

/** What the workflow form holds; the shared schema turns it into the API's body. */
export type WorkflowFormValues = {
  title: string;
  description: string;
  itemType: string;
  itemId: number | null;
  priority: (typeof WORKFLOW_PRIORITIES)[number];
  dueDate: string;
  estimatedCosts: string;
  reviewerIds: number[];
};

export const EMPTY_WORKFLOW: WorkflowFormValues = {
  title: '',
  description: '',
  itemType: '',
  itemId: null,
  priority: 'medium',
  dueDate: '',
  estimatedCosts: '',
  reviewerIds: [],
};

/** The form's values for editing an existing workflow. */
export function workflowFormValues(workflow: WorkflowDetail): WorkflowFormValues {
  return {
    title: workflow.title,
    description: workflow.description ?? '',
    itemType: workflow.itemType,
    itemId: workflow.itemId,
    priority: workflow.priority,
    dueDate: workflow.dueDate ?? '',
    estimatedCosts: workflow.estimatedCosts ?? '',
    reviewerIds: workflow.reviewerIds,
  };
}

type AnyError = (FieldError & { root?: FieldError }) | undefined;

function messageOf(error: unknown): string | undefined {
  const value = error as AnyError;
  return value?.message ?? value?.root?.message;
}

/** Whether any field is missing: one message covers all of them, shown once. */
export function hasMissingFields(errors: FieldErrors<WorkflowFormValues>): boolean {
  return Object.values(errors).some((error) => messageOf(error) === MISSING_WORKFLOW_FIELDS);
}

/**
 * A field's own message; the shared missing-information one is shown once above the form, and
 * under the field as 'Title is required'.
 */
export function ownMessage(error: unknown): string | undefined {
  const message = messageOf(error);
  return message === MISSING_WORKFLOW_FIELDS ? 'Required' : message;
}
