import { japanDate, type Statement, type StatementMove } from '@tourtariff/shared';
import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { ConfirmDialog, FormDialog } from '../../../components/ui/dialogs';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, useLocale } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';
import { download, useStatement, useStatementFile, useStatementMove } from '../api/statements';
import { ManualLineDialog } from './manual-line-dialog';
import { monthLabel, StatementStateBadge } from './state-badge';
import { StatementLines } from './statement-lines';

type Props = { statementKey: string; listHref: string };

/** The statement page: lines, per-rate totals, payments and credit notes, the PDF and the caller's moves. */
export function StatementDetail({ statementKey, listHref }: Props) {
  const { t } = useTranslation('statements');
  const statement = useStatement(statementKey);
  if (statement.isPending) return <BlockSpinner />;
  if (statement.isError)
    return (
      <Alert variant="warning" data-testid="statement-missing">
        {t('detail.missing')} <Link to={listHref}>{t('detail.back')}</Link>
      </Alert>
    );
  return <StatementBody statement={statement.data} listHref={listHref} />;
}

type Open = null | 'issue' | 'pay' | 'void' | 'manual';

function StatementBody({ statement, listHref }: { statement: Statement; listHref: string }) {
  const { t } = useTranslation('statements');
  const texts = useErrorText(['statement']);
  const locale = useLocale();
  const move = useStatementMove();
  const file = useStatementFile();
  const [open, setOpen] = useState<Open>(null);
  const [amount, setAmount] = useState('');
  const [paidOn, setPaidOn] = useState('');
  const [reason, setReason] = useState('');
  const money = (minor: number) => formatMoney(minor, statement.currency, locale);
  const can = (name: StatementMove) => statement.actions.includes(name);
  // Lines and their tax classes change only on a draft, by the supplier's owners and admins (docs/statements.md §1).
  const editable = can('rebuild');
  const run = (name: StatementMove, body: object = {}) =>
    move.mutate({ key: statement.key, move: name, body }, { onSuccess: () => setOpen(null) });
  const openDialog = (name: Open) => {
    move.reset();
    if (name === 'pay') {
      setAmount(String(statement.open));
      setPaidOn(japanDate(new Date()));
    }
    setOpen(name);
  };
  const fetchFile = (kind: 'pdf' | 'csv') =>
    file.mutate({ key: statement.key, kind }, { onSuccess: download });
  const partner = statement.side === 'buyer' ? statement.supplier : statement.buyer;
  const failure = move.isError ? texts.describe(move.error, t('actions.failed')) : null;

  return (
    <article data-testid="statement-detail">
      <Link to={listHref} className="d-inline-block mb-3">
        {t('detail.back')}
      </Link>
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
        <div>
          <h1 className="h3 mb-1">
            {partner.name} · {monthLabel(statement.month, locale)}
          </h1>
          <p className="mb-0">
            {t('detail.number')} <strong data-testid="statement-number">{statement.number ?? '—'}</strong>{' '}
            <StatementStateBadge state={statement.state} />
          </p>
        </div>
        <div className="d-flex flex-wrap gap-2">
          <Button variant="outline-secondary" onClick={() => fetchFile('pdf')} data-testid="statement-pdf">
            {statement.state === 'draft' ? t('detail.preview') : t('detail.pdf')}
          </Button>
          <Button variant="outline-secondary" onClick={() => fetchFile('csv')} data-testid="statement-csv">
            {t('detail.csv')}
          </Button>
        </div>
      </div>
      {statement.overdue && statement.overdueSince && (
        <Alert variant="danger" data-testid="statement-overdue">
          {t('detail.overdue', {
            date: formatDate(statement.overdueSince, locale),
            open: money(statement.open),
          })}
        </Alert>
      )}
      {file.isError && (
        <Alert variant="danger" dismissible onClose={() => file.reset()} data-testid="statement-file-failed">
          {texts.describe(file.error, t('actions.failed'))}
        </Alert>
      )}
      {failure && open === null && (
        <Alert variant="danger" dismissible onClose={() => move.reset()}>
          {failure}
        </Alert>
      )}
      <Row>
        <Col lg={8}>
          <StatementLines
            statement={statement}
            editable={editable}
            busy={move.isPending}
            onMark={(line, taxClass) => run('rebuild', { marks: [{ line, taxClass }] })}
            onRemove={(line) => run('rebuild', { remove: [line] })}
          />
          {editable && (
            <Button
              variant="outline-primary"
              size="sm"
              className="mb-2"
              onClick={() => openDialog('manual')}
              data-testid="statement-add-line"
            >
              {t('manual.add')}
            </Button>
          )}
          <p className="small text-muted">{t('lines.referenceNote')}</p>
        </Col>
        <Col lg={4}>
          <Card className="mb-3">
            <Card.Body>
              <dl className="row mb-0" data-testid="statement-totals">
                {statement.totals.rates.map((rate) => (
                  <div className="contents" key={rate.taxClass}>
                    <dt className="col-7">{t(`totals.${rate.taxClass}`)}</dt>
                    <dd className="col-5 text-end">{money(rate.total)}</dd>
                    <dt className="col-7 fw-normal">{t('totals.tax', { percent: rate.percent })}</dt>
                    <dd className="col-5 text-end">{money(rate.tax)}</dd>
                    {rate.yen && (
                      <>
                        <dt className="col-7 fw-normal">{t('totals.taxInYen')}</dt>
                        <dd className="col-5 text-end">{formatMoney(rate.yen.tax, 'JPY', locale)}</dd>
                      </>
                    )}
                  </div>
                ))}
                <dt className="col-7">{t('totals.outside')}</dt>
                <dd className="col-5 text-end">{money(statement.totals.outside)}</dd>
                <dt className="col-7">{t('totals.total')}</dt>
                <dd className="col-5 text-end fw-bold" data-testid="statement-total">
                  {money(statement.totals.total)}
                </dd>
                <dt className="col-7">{t('totals.paid')}</dt>
                <dd className="col-5 text-end">{money(statement.paid)}</dd>
                <dt className="col-7">{t('totals.open')}</dt>
                <dd className="col-5 text-end" data-testid="statement-open">
                  {money(statement.open)}
                </dd>
                {statement.dueDate && (
                  <>
                    <dt className="col-7">{t('totals.due')}</dt>
                    <dd className="col-5 text-end">{formatDate(statement.dueDate, locale)}</dd>
                  </>
                )}
              </dl>
              <p className="small text-muted mb-0 mt-2">{t(`rounding.${statement.rounding}`)}</p>
            </Card.Body>
          </Card>
          <div className="d-flex flex-wrap gap-2 mb-3">
            {can('issue') && (
              <Button onClick={() => openDialog('issue')} data-testid="statement-issue">
                {t('actions.issue')}
              </Button>
            )}
            {can('pay') && (
              <Button variant="outline-primary" onClick={() => openDialog('pay')} data-testid="statement-pay">
                {t('actions.pay')}
              </Button>
            )}
            {can('void') && (
              <Button
                variant="outline-danger"
                onClick={() => openDialog('void')}
                data-testid="statement-void"
              >
                {t('actions.void')}
              </Button>
            )}
          </div>
          {statement.payments.length > 0 && (
            <>
              <h2 className="h6">{t('payments.title')}</h2>
              <ul className="list-unstyled small" data-testid="statement-payments">
                {statement.payments.map((p) => (
                  <li key={p.key}>
                    {formatDate(p.date, locale)} · {money(p.amount)} · {t(`side.${p.side}`)}
                  </li>
                ))}
              </ul>
            </>
          )}
          {statement.creditNotes.length > 0 && (
            <>
              <h2 className="h6">{t('creditNotes.title')}</h2>
              <ul className="list-unstyled small" data-testid="statement-credit-notes">
                {statement.creditNotes.map((n) => (
                  <li key={n.key}>
                    {n.number} · {money(n.amount)} · {n.reason}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Col>
      </Row>

      <ConfirmDialog
        show={open === 'issue'}
        title={t('issue.title')}
        busy={move.isPending}
        onConfirm={() => run('issue')}
        onCancel={() => setOpen(null)}
        data-testid="statement-issue-dialog"
      >
        <p>{t('issue.body', { total: money(statement.totals.total) })}</p>
        {failure && <Alert variant="danger">{failure}</Alert>}
      </ConfirmDialog>
      <FormDialog
        show={open === 'pay'}
        title={t('pay.title')}
        busy={move.isPending}
        submitLabel={t('pay.submit')}
        onSubmit={() => run('pay', { amount: Number(amount), date: paidOn })}
        onCancel={() => setOpen(null)}
        data-testid="statement-pay-dialog"
      >
        <Form.Group className="mb-3" controlId="statement-pay-amount">
          <Form.Label>{t('pay.amount', { open: money(statement.open) })}</Form.Label>
          <Form.Control
            type="number"
            min={1}
            step={1}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </Form.Group>
        <Form.Group className="mb-3" controlId="statement-pay-date">
          <Form.Label>{t('pay.date')}</Form.Label>
          <Form.Control type="date" value={paidOn} onChange={(event) => setPaidOn(event.target.value)} />
        </Form.Group>
        {failure && <Alert variant="danger">{failure}</Alert>}
      </FormDialog>
      {open === 'manual' && (
        <ManualLineDialog
          show
          currency={statement.currency}
          busy={move.isPending}
          failure={failure}
          onAdd={(line) => run('rebuild', { add: [line] })}
          onCancel={() => setOpen(null)}
        />
      )}
      <FormDialog
        show={open === 'void'}
        title={t('void.title')}
        busy={move.isPending}
        submitLabel={t('void.submit')}
        focusCancel
        onSubmit={() => run('void', { reason, creditNote: true })}
        onCancel={() => setOpen(null)}
        data-testid="statement-void-dialog"
      >
        <p>{t('void.body')}</p>
        <Form.Group className="mb-3" controlId="statement-void-reason">
          <Form.Label>{t('void.reason')}</Form.Label>
          <Form.Control value={reason} onChange={(event) => setReason(event.target.value)} />
        </Form.Group>
        {failure && <Alert variant="danger">{failure}</Alert>}
      </FormDialog>
    </article>
  );
}
