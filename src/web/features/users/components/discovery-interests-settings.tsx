import { useId, useState, type FormEvent } from 'react';
import {
  discoveryInterestsSchema,
  type DiscoveryInterests,
} from '@shared/schemas/discovered-conference';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDiscoveryInterests, useSaveDiscoveryInterests } from '../api/discovery-interests';

type ListField = 'topics' | 'countries' | 'languages';

/** The three lists, typed as one comma-separated line each (as a talk's tags). */
const LISTS: { key: ListField; label: string; description: string; placeholder: string }[] = [
  {
    key: 'topics',
    label: 'Topics',
    description: 'Any of them, separated by commas.',
    placeholder: 'javascript, devops',
  },
  {
    key: 'countries',
    label: 'Countries',
    description: 'Any of them, separated by commas; or tick Online.',
    placeholder: 'Germany, U.K.',
  },
  {
    key: 'languages',
    label: 'Languages',
    description: 'Codes such as EN or DE, separated by commas.',
    placeholder: 'EN, DE',
  },
];

const splitList = (text: string) =>
  text
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

function InterestsForm({ saved }: { saved: DiscoveryInterests }) {
  const id = useId();
  const [texts, setTexts] = useState<Record<ListField, string>>({
    topics: saved.topics.join(', '),
    countries: saved.countries.join(', '),
    languages: saved.languages.join(', '),
  });
  const [online, setOnline] = useState(saved.online);
  const [errors, setErrors] = useState<Partial<Record<ListField, string>>>({});
  const save = useSaveDiscoveryInterests();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = discoveryInterestsSchema.safeParse({
      topics: splitList(texts.topics),
      countries: splitList(texts.countries),
      languages: splitList(texts.languages),
      online,
    });
    if (!parsed.success) {
      const found: Partial<Record<ListField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as ListField;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <form className="grid gap-4" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="font-medium">
          Interests for the new-CFP digest
        </h3>
        <p className="text-muted-foreground text-sm">
          The digest and My week list open CFPs from the conference data that match every part you
          fill in. With nothing filled in, none are listed.
        </p>
      </div>
      {LISTS.map(({ key, label, description, placeholder }) => (
        <FormField key={key} label={label} description={description} error={errors[key]}>
          {(props) => (
            <Input
              {...props}
              name={key}
              placeholder={placeholder}
              value={texts[key]}
              onChange={(event) =>
                setTexts((current) => ({ ...current, [key]: event.target.value }))
              }
            />
          )}
        </FormField>
      ))}
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-online`}
          checked={online}
          onCheckedChange={(checked) => setOnline(checked === true)}
        />
        <Label htmlFor={`${id}-online`}>Online conferences</Label>
      </div>
      <Button type="submit" className="justify-self-end" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Interests'}
      </Button>
    </form>
  );
}

/** Settings → Notifications: the topics, countries or online, and languages CFPs are matched to. */
export function DiscoveryInterestsSettings() {
  const interests = useDiscoveryInterests();
  if (interests.isPending) return <Skeleton className="h-64 w-full" />;
  if (interests.isError) {
    return (
      <p role="alert" className="text-destructive text-sm">
        Your interests could not be loaded: {interests.error.message}
      </p>
    );
  }
  return <InterestsForm saved={interests.data} />;
}
