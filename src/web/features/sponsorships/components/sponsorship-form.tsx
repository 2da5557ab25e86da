import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm } from 'react-hook-form';
import { SPONSORSHIP_STATUSES } from '@shared/domain';
import { AMOUNT_EXAMPLES } from '@shared/money';
import {
  sponsorshipCreateSchema,
  type NewSponsorship,
  type SponsorshipCreate,
} from '@shared/schemas/sponsorship';
import { EnumSelectField } from '@web/components/forms/enum-select-field';
import { SuggestionField } from '@web/components/forms/suggestion-input';
import { MoneyField } from '@web/components/money-field';
import { EventField } from '@web/components/records/event-field';
import { FormActions } from '@web/components/records/form-actions';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { useDefaultCurrency } from '@web/lib/version';
import { useSponsorshipTiers } from './sponsorship-options';

type SponsorshipFormProps = {
  defaultValues: SponsorshipCreate;
  /** The event fixed by `?eventId=`: its name replaces the event choice. */
  fixedEventName?: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (body: NewSponsorship) => void;
  onCancel: () => void;
};

/** Add and edit form of a sponsorship, validated by the shared schema. */
export function SponsorshipForm({
  defaultValues,
  fixedEventName,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
}: SponsorshipFormProps) {
  const tiers = useSponsorshipTiers();
  const form = useForm<SponsorshipCreate, unknown, NewSponsorship>({
    resolver: zodResolver(sponsorshipCreateSchema),
    defaultValues,
  });
  const { errors } = form.formState;
  const amount = useController({ control: form.control, name: 'amount' }).field;
  const currency = useController({ control: form.control, name: 'currency' }).field;
  const defaultCurrency = useDefaultCurrency();

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <EventField
        control={form.control}
        error={errors.eventId?.message}
        fixedEventName={fixedEventName}
      />
      <FormField label="Sponsor Name" required error={errors.sponsorName?.message}>
        {(props) => <Input {...props} {...form.register('sponsorName')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <SuggestionField
          control={form.control}
          name="tier"
          label="Tier"
          required
          error={errors.tier?.message}
          suggestions={tiers.offered}
          listLabel="Tiers"
        />
        <EnumSelectField
          control={form.control}
          name="status"
          label="Status"
          required
          error={errors.status?.message}
          options={SPONSORSHIP_STATUSES}
          placeholder="Select a status"
        />
      </div>
      <FormField
        label="Amount"
        description={`For example ${AMOUNT_EXAMPLES}; a symbol or code sets the currency`}
        error={errors.amount?.message ?? errors.currency?.message}
      >
        {(props) => (
          <MoneyField
            {...props}
            ref={amount.ref}
            amount={amount.value}
            currency={currency.value || defaultCurrency}
            onAmountChange={amount.onChange}
            onCurrencyChange={currency.onChange}
            onBlur={amount.onBlur}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Contact Name" error={errors.contactName?.message}>
          {(props) => <Input {...props} {...form.register('contactName')} />}
        </FormField>
        <FormField label="Contact Email" error={errors.contactEmail?.message}>
          {(props) => <Input type="email" {...props} {...form.register('contactEmail')} />}
        </FormField>
      </div>
      <FormField label="Notes" error={errors.notes?.message}>
        {(props) => <Textarea rows={3} {...props} {...form.register('notes')} />}
      </FormField>
      <FormActions submitLabel={submitLabel} submitting={submitting} onCancel={onCancel} />
    </form>
  );
}
