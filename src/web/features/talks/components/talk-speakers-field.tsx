import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDownIcon, ArrowUpIcon, UserPlusIcon, XIcon } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SearchPicker } from '@web/components/pickers/search-picker';
import { useCreateSpeaker } from '@web/components/speakers/change-speakers';
import {
  EMPTY_SPEAKER,
  SpeakerFields,
  speakerFormSchema,
  type SpeakerFormOutput,
  type SpeakerFormValues,
} from '@web/components/speakers/speaker-fields';
import { Button } from '@web/components/ui/button';
import type { FormControlProps } from '@web/components/ui/form-field';
import { useSpeakerOptions, type SpeakerOption } from '../api/get-speaker-options';

/** One speaker of the talk as the form holds it: a speaker record or an account, and a name. */
export type TalkSpeakerChoice = { speakerId?: number; userId?: number; name: string };

const sameSpeaker = (choice: TalkSpeakerChoice, option: SpeakerOption) =>
  (option.speakerId !== undefined && choice.speakerId === option.speakerId) ||
  (option.userId !== undefined && choice.userId === option.userId);

const SPEAKER_TEXTS = {
  search: 'Search people',
  list: 'People',
  loading: 'Loading people...',
  failed: 'Failed to load people',
  empty: 'No one found',
};

type TalkSpeakersFieldProps = Partial<FormControlProps> & {
  value: TalkSpeakerChoice[];
  onChange: (speakers: TalkSpeakerChoice[]) => void;
};

/**
 * The talk's speakers in order: accounts or external speakers chosen from a search, moved up and
 * down, removed; "Add external speaker" makes a speaker record (POST /api/speakers) and adds them.
 */
export function TalkSpeakersField({ value, onChange, ...control }: TalkSpeakersFieldProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const options = useSpeakerOptions(search, open);

  // The speakers as last rendered, for an Undo that comes after other changes.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  const add = (choice: TalkSpeakerChoice) => onChange([...value, choice]);
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };
  const choose = (option: SpeakerOption) => {
    if (value.some((choice) => sameSpeaker(choice, option))) return;
    add({ speakerId: option.speakerId, userId: option.userId, name: option.name });
  };

  // One column that may shrink (minmax(0, 1fr)): long names truncate on a phone, not widen it.
  return (
    <div className="grid grid-cols-1 gap-2">
      {value.length > 0 && (
        <ol aria-label="Speakers in order" className="divide-y rounded-md border">
          {value.map((speaker, index) => (
            <li
              key={`${speaker.speakerId ?? ''}-${speaker.userId ?? ''}`}
              className="flex items-center gap-1 py-1 pr-1 pl-3"
            >
              <span className="text-muted-foreground w-5 text-sm">{index + 1}.</span>
              <span className="min-w-0 flex-1 truncate">{speaker.name}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                disabled={index === 0}
                aria-label={`Move ${speaker.name} up`}
                onClick={() => move(index, -1)}
              >
                <ArrowUpIcon aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                disabled={index === value.length - 1}
                aria-label={`Move ${speaker.name} down`}
                onClick={() => move(index, 1)}
              >
                <ArrowDownIcon aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove ${speaker.name}`}
                onClick={() => onChange(value.filter((_, other) => other !== index))}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <SearchPicker
          {...control}
          options={options.data ?? []}
          optionKey={(option) => option.key}
          optionLabel={(option) => option.name}
          optionDetail={(option) => option.detail}
          isChosen={(option) => value.some((choice) => sameSpeaker(choice, option))}
          onChoose={choose}
          search={search}
          onSearchChange={setSearch}
          open={open}
          onOpenChange={setOpen}
          query={options}
          texts={SPEAKER_TEXTS}
          triggerText={undefined}
          placeholder="Add a speaker"
          className="aria-invalid:border-destructive sm:flex-1"
        />
        <Button
          type="button"
          variant="outline"
          aria-expanded={adding}
          onClick={() => setAdding(!adding)}
        >
          <UserPlusIcon aria-hidden="true" />
          Add external speaker
        </Button>
      </div>
      {adding && (
        <NewSpeakerForm
          onAdded={(speaker) => {
            add(speaker);
            setAdding(false);
          }}
          onUndone={(speakerId) =>
            onChange(latest.current.filter((choice) => choice.speakerId !== speakerId))
          }
          onCancel={() => setAdding(false)}
        />
      )}
    </div>
  );
}

/**
 * The inline form of a new external speaker: not a <form> of its own (it sits inside the talk's),
 * so its button validates and sends it.
 */
function NewSpeakerForm({
  onAdded,
  onUndone,
  onCancel,
}: {
  onAdded: (speaker: TalkSpeakerChoice) => void;
  /** The toast's Undo deleted the speaker: off the talk's list too. */
  onUndone: (speakerId: number) => void;
  onCancel: () => void;
}) {
  const form = useForm<SpeakerFormValues, unknown, SpeakerFormOutput>({
    resolver: zodResolver(speakerFormSchema),
    defaultValues: EMPTY_SPEAKER,
  });
  const create = useCreateSpeaker({ onUndone: (speaker) => onUndone(speaker.id) });
  const save = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (speaker) => onAdded({ speakerId: speaker.id, name: speaker.name }),
    }),
  );
  return (
    <fieldset
      className="bg-muted/40 grid min-w-0 gap-3 rounded-md border p-3"
      onKeyDown={(event) => {
        // Enter in a box adds the speaker rather than submitting the talk's form around it.
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          void save();
        }
      }}
    >
      <legend className="px-1 text-sm font-medium">New external speaker</legend>
      <SpeakerFields form={form} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="button" disabled={create.isPending} onClick={() => void save()}>
          {create.isPending ? 'Adding...' : 'Add speaker'}
        </Button>
      </div>
    </fieldset>
  );
}
