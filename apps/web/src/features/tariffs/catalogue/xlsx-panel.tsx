import { type FormEvent, useId, useState } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { CsvFile } from '../api/csv';
import { useExportXlsx, useImportXlsx } from '../api/xlsx';

/** Hands a downloaded file to the browser as a download. */
function download({ blob, filename }: CsvFile) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

type Outcome = { variant: 'success' | 'danger'; text: string };

/**
 * The Excel workbook beside the CSV (docs/product-decisions.md §13): download the space's tariffs, or import a
 * workbook all or nothing; a refusal lists each place by sheet, row and column.
 */
export function XlsxPanel({ space }: { space: string }) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const texts = useErrorText();
  const exporter = useExportXlsx();
  const importer = useImportXlsx();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function runImport(event: FormEvent) {
    event.preventDefault();
    if (!file) return setOutcome({ variant: 'danger', text: t('csv.chooseFirst') });
    try {
      const result = await importer.mutateAsync({ space, file });
      const total = result.created + result.updated + result.unchanged;
      setOutcome({ variant: 'success', text: t('csv.imported', { total, ...result }) });
    } catch (error) {
      setOutcome({ variant: 'danger', text: t('xlsx.failed', { message: texts.describe(error) }) });
    }
  }

  return (
    <div className="mt-3 pt-3 border-top" data-testid="xlsx-panel">
      <div className="d-flex flex-wrap gap-3 align-items-end">
        <Button
          variant="outline-secondary"
          disabled={exporter.isPending}
          onClick={() => exporter.mutate(space, { onSuccess: download })}
        >
          {exporter.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {t('xlsx.export')}
        </Button>
        <Form onSubmit={(event) => void runImport(event)} className="d-flex flex-wrap gap-2 align-items-end">
          <Form.Group controlId={`${id}-file`}>
            <Form.Label className="small mb-1">{t('xlsx.file')}</Form.Label>
            <Form.Control
              type="file"
              size="sm"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => setFile((event.target as HTMLInputElement).files?.[0] ?? null)}
              disabled={importer.isPending}
            />
          </Form.Group>
          <Button type="submit" variant="outline-primary" size="sm" disabled={importer.isPending}>
            {importer.isPending && (
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            )}
            {t('xlsx.import')}
          </Button>
        </Form>
      </div>
      {exporter.isError && (
        <Alert variant="danger" className="mt-3 mb-0">
          {t('xlsx.exportFailed')}
        </Alert>
      )}
      <div aria-live="polite">
        {outcome && (
          <Alert variant={outcome.variant} className="mt-3 mb-0">
            {outcome.text}
          </Alert>
        )}
      </div>
    </div>
  );
}
