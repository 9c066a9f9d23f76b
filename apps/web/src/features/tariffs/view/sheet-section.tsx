import { type ReactNode, useId } from 'react';

/**
 * A titled part of the sheet; the heading names the section for screen-reader navigation. The id is generated
 * because two sheets may share a page (a published version beside its revision).
 */
export function SheetSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="mb-4" aria-labelledby={headingId} data-testid={`sheet-${id}`}>
      <h3 id={headingId} className="h5 border-bottom pb-1 mb-2">
        {title}
      </h3>
      {children}
    </section>
  );
}
