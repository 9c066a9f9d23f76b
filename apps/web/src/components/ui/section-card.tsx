import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';

/** A titled card that is a section of a settings or review page. */
export function SectionCard({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card as="section" className="mb-4" data-testid={testId}>
      <Card.Body>
        <h2 className="h5 mb-3">{title}</h2>
        {children}
      </Card.Body>
    </Card>
  );
}
