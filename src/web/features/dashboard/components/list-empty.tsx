import type { LucideIcon } from 'lucide-react';

/** A compact empty state inside a dashboard card. */
export function ListEmpty({ icon: Icon, text }: { icon: LucideIcon; text: string }) {
  return (
    <div className="text-muted-foreground flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center text-sm">
      <Icon className="size-5" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}
