import { type FormEvent, useId, useState } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { apiErrorOf } from '../../../lib/api/api-error';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { type CsvFile, useExportCsv, useImportCsv } from '../api/csv';
import { CsvErrorsTable } from './csv-errors-table';
import { type CsvProblem, csvProblems } from './csv-lines';
import { XlsxPanel } from './xlsx-panel';

function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file, 'utf-8');
  });
}

/** Hands a downloaded file to the browser as a download. */
function download({ blob, filename }: CsvFile) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

type Outcome =
  | { kind: 'imported'; created: number; updated: number; unchanged: number }
  | { kind: 'refused'; problems: CsvProblem[] }
  | { kind: 'failed'; message: string };

/** Export the space's tariffs as CSV, or import a file all or nothing. */
export function CsvPanel({ space }: { space: string }) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const texts = useErrorText();
  const exporter = useExportCsv();
  const importer = useImportCsv();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function runImport(event: FormEvent) {
    event.preventDefault();
    if (!file) return setOutcome({ kind: 'failed', message: t('csv.chooseFirst') });
    let csv: string;
    try {
      csv = await readText(file);
    } catch {
      return setOutcome({ kind: 'failed', message: t('csv.readFailed') });
    }
    try {
      const result = await importer.mutateAsync({ space, csv });
      setOutcome({ kind: 'imported', ...result });
    } catch (error) {
      const body = apiErrorOf(error);
      if (body?.fields?.length) return setOutcome({ kind: 'refused', problems: csvProblems(body) });
      setOutcome({ kind: 'failed', message: t('csv.failedOther', { message: texts.describe(error) }) });
    }
  }

  return (
    <Card className="mt-4" as="section" aria-labelledby={`${id}-heading`}>
      <Card.Body>
        <h2 id={`${id}-heading`} className="h6">
          {t('csv.heading')}
        </h2>
        <p className="small text-body-secondary">{t('csv.help')}</p>
        <div className="d-flex flex-wrap gap-3 align-items-end">
          <Button
            variant="outline-secondary"
            disabled={exporter.isPending}
            onClick={() => exporter.mutate(space, { onSuccess: download })}
          >
            {exporter.isPending && (
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            )}
            {exporter.isPending ? t('csv.exporting') : t('csv.export')}
          </Button>
          <Form
            onSubmit={(event) => void runImport(event)}
            className="d-flex flex-wrap gap-2 align-items-end"
          >
            <Form.Group controlId={`${id}-file`}>
              <Form.Label className="small mb-1">{t('csv.file')}</Form.Label>
              <Form.Control
                type="file"
                size="sm"
                accept=".csv,text/csv"
                onChange={(event) => setFile((event.target as HTMLInputElement).files?.[0] ?? null)}
                disabled={importer.isPending}
              />
            </Form.Group>
            <Button type="submit" variant="outline-primary" size="sm" disabled={importer.isPending}>
              {importer.isPending && (
                <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
              )}
              {importer.isPending ? t('csv.importing') : t('csv.import')}
            </Button>
          </Form>
        </div>
        {exporter.isError && (
          <Alert variant="danger" className="mt-3 mb-0">
            {t('csv.exportFailed')}
          </Alert>
        )}
        <div aria-live="polite">
          {outcome?.kind === 'imported' && (
            <Alert variant="success" className="mt-3 mb-0">
              {t('csv.imported', {
                total: outcome.created + outcome.updated + outcome.unchanged,
                created: outcome.created,
                updated: outcome.updated,
                unchanged: outcome.unchanged,
              })}
            </Alert>
          )}
          {outcome?.kind === 'failed' && (
            <Alert variant="danger" className="mt-3 mb-0">
              {outcome.message}
            </Alert>
          )}
          {outcome?.kind === 'refused' && (
            <Alert variant="danger" className="mt-3 mb-0">
              <p>{t('csv.failed')}</p>
              <CsvErrorsTable problems={outcome.problems} />
            </Alert>
          )}
        </div>
        <XlsxPanel space={space} />
      </Card.Body>
    </Card>
  );
}
