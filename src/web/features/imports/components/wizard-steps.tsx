import { CheckIcon } from 'lucide-react';
import { cn } from '@web/lib/utils';

export const WIZARD_STEPS = ['Upload', 'Mapping', 'Preview', 'Results'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The four steps in order, the current one marked for sight and for screen readers. */
export function WizardSteps({ current }: { current: WizardStep }) {
  const currentIndex = WIZARD_STEPS.indexOf(current);
  return (
    <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" aria-label="Import steps">
      {WIZARD_STEPS.map((step, index) => {
        const done = index < currentIndex;
        const active = index === currentIndex;
        return (
          <li
            key={step}
            aria-current={active ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2',
              active ? 'text-foreground font-medium' : 'text-muted-foreground',
            )}
          >
            <span
              className={cn(
                'flex size-6 items-center justify-center rounded-full border text-xs',
                active && 'border-primary bg-primary text-primary-foreground',
                done && 'border-primary',
              )}
              aria-hidden="true"
            >
              {done ? <CheckIcon className="size-3.5" /> : index + 1}
            </span>
            {step}
            {done && <span className="sr-only">(done)</span>}
            {index < WIZARD_STEPS.length - 1 && (
              <span className="bg-border hidden h-px w-6 sm:block" aria-hidden="true" />
            )}
          </li>
        );
      })}
    </ol>
  );
}
