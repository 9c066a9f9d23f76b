import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { Form, Tab, Tabs } from 'react-bootstrap';
import { MessageDialog } from '../../../components/ui/dialogs';
import { useUnsavedChanges } from '../../../components/ui/use-unsaved-changes';
import { apiErrorOf } from '../../../lib/api/api-error';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { localized, useLocale } from '../../../lib/locale';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { useTariffTransition } from '../api/transition';
import type { TariffView } from '../api/types';
import { AdvancedPricingSection } from './advanced-pricing';
import { BookingTermsEditor } from './booking-terms-editor';
import { CancellationEditor } from './cancellation-editor';
import { ClassificationSection } from './classification-section';
import { docFromForm } from './doc-from-form';
import { workingDoc } from './doc-of-view';
import { EditorActions } from './editor-actions';
import { EditorProvider, type EditorState } from './editor-context';
import { EditorMessages, type EditorNotice } from './editor-messages';
import { EditorPreview } from './editor-preview';
import { EditorStatus, lockReason } from './editor-status';
import { TARIFF_RULES } from './field-error';
import { type EditorErrors, serverErrors } from './form-errors';
import { emptyForm, formFromDoc, type TariffForm } from './form-state';
import { ImageSection } from './image-section';
import { PricingSection } from './pricing-section';
import { RateTableEditor } from './rate-table-editor';
import { SeasonEditor } from './season-editor';
import { TextSection } from './text-section';
import { type Refusal, useSaveForm } from './use-save-form';
import { ValiditySection } from './validity-section';

type Props = {
  /** The supplier space a new tariff is created in; an existing one stays in its own. */
  space: string;
  tariff?: TariffView | undefined;
  /** A first save created the tariff: the page moves to its edit address. */
  onCreated?: (tariff: TariffView) => void;
  initialNotice?: EditorNotice | undefined;
};

const snapshot = (form: TariffForm) => JSON.stringify(docFromForm(form).doc);
const withoutCleared = (errors: EditorErrors, clear: string[]) =>
  Object.fromEntries(
    Object.entries(errors).filter(([key]) => !clear.some((c) => key === c || key.startsWith(`${c}.`))),
  );

/** The tariff form: every section, save, submit for review, archive and a buyer's preview. */
export function TariffEditor({ space, tariff, onCreated, initialNotice }: Props) {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const texts = useErrorText(TARIFF_RULES);
  const id = useId();
  const [form, setForm] = useState<TariffForm>(() =>
    tariff ? formFromDoc(workingDoc(tariff)) : emptyForm(),
  );
  const [saved, setSaved] = useState(() => snapshot(form));
  const [errors, setErrors] = useState<EditorErrors>({});
  const [refusal, setRefusal] = useState<Omit<Refusal, 'errors'> | null>(null);
  const [notice, setNotice] = useState<EditorNotice | undefined>(initialNotice);
  // Bumped with every outcome shown, so focus moves to the message again even when its text is unchanged.
  const [noticeKey, setNoticeKey] = useState(0);
  const announce = (next: EditorNotice) => {
    setNotice(next);
    setNoticeKey((key) => key + 1);
  };
  const [busy, setBusy] = useState<'save' | 'submit' | 'archive' | null>(null);
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const formRef = useRef<HTMLFormElement>(null);
  const focusError = useFocusFirstInvalid(formRef);
  const { save: saveForm } = useSaveForm(space, tariff?.key);
  const transition = useTariffTransition();

  const locked = tariff ? lockReason(tariff) !== null : false;
  const returned = tariff?.state === 'returned' || tariff?.pending?.state === 'returned';
  const dirty = snapshot(form) !== saved;
  const leaving = useUnsavedChanges(dirty, async () => (await save({ leaving: true })) !== null, {
    title: t('editor.leave.title'),
    body: t('editor.leave.body'),
  });
  const locale = useLocale();
  /** The title of the tariff just submitted: a result the supplier acknowledges in a message dialog. */
  const [submitted, setSubmitted] = useState<string | null>(null);

  const context = useMemo<EditorState>(
    () => ({
      form,
      errors,
      readOnly: locked || busy !== null,
      id,
      change: (update, clear = []) => {
        setForm(update);
        if (clear.length) setErrors((previous) => withoutCleared(previous, clear));
      },
    }),
    [form, errors, locked, busy, id],
  );

  function refuse(next: Refusal) {
    setNotice(undefined);
    setRefusal({ summary: next.summary, other: next.other });
    setErrors(next.errors);
    setTab('edit');
    focusError();
  }

  /**
   * Saves and answers the saved tariff, or null after showing why not. When `leaving` (the save dialog on the way
   * out), a new tariff stays where the supplier was going instead of opening its own address.
   */
  async function save({ leaving: onTheWayOut = false } = {}): Promise<TariffView | null> {
    const outcome = await saveForm(form);
    if (!outcome.ok) {
      refuse(outcome.refusal);
      return null;
    }
    setErrors({});
    setRefusal(null);
    if (!tariff) {
      leaving.release();
      if (!onTheWayOut) onCreated?.(outcome.tariff);
      return outcome.tariff;
    }
    const next = formFromDoc(workingDoc(outcome.tariff));
    setForm(next);
    setSaved(snapshot(next));
    announce(outcome.tariff.pending ? 'savedRevision' : 'saved');
    return outcome.tariff;
  }

  async function run(what: 'save' | 'submit' | 'archive', action: () => Promise<void>) {
    if (busy) return;
    setBusy(what);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  }

  async function change(target: 'submit' | 'archive', { key, title }: Pick<TariffView, 'key' | 'title'>) {
    try {
      await transition.mutateAsync({ key, target });
      setRefusal(null);
      if (target === 'submit') {
        setNotice(undefined);
        setSubmitted(localized(title, locale).text);
      } else announce('archived');
    } catch (error) {
      // A submit the server refuses for a field (no rates yet) marks that field, as a refused save does.
      const body = apiErrorOf(error);
      const { byInput, other } = serverErrors(body);
      const lines = other.map((issue) => texts.line(issue, body?.code));
      if (Object.keys(byInput).length > 0)
        return refuse({ errors: byInput, summary: t('editor.fixErrors'), other: lines });
      setNotice(undefined);
      setRefusal({ summary: t('editor.actionFailed', { message: texts.describe(error) }), other: [] });
    }
  }

  const onSave = () => void run('save', async () => void (await save()));
  // A returned tariff becomes a draft again only through a save, so it is saved even when nothing changed.
  const onSubmit = () =>
    void run('submit', async () => {
      const current = dirty || returned ? await save() : tariff;
      if (current) await change('submit', current);
    });
  const onArchive = () => run('archive', async () => (tariff ? change('archive', tariff) : undefined));
  const submitForm = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };

  const canSubmit = Boolean(tariff) && !locked && (returned || Boolean(tariff?.actions?.includes('submit')));

  return (
    <EditorProvider value={context}>
      {tariff && <EditorStatus tariff={tariff} />}
      <EditorMessages
        notice={notice}
        noticeKey={noticeKey}
        onDismiss={() => setNotice(undefined)}
        refusal={refusal}
      />
      <Tabs
        id={`${id}-tabs`}
        activeKey={tab}
        onSelect={(key) => setTab(key === 'preview' ? 'preview' : 'edit')}
        className="mb-3"
        mountOnEnter
        unmountOnExit
      >
        <Tab eventKey="edit" title={t('editor.edit')}>
          <Form
            ref={formRef}
            noValidate
            onSubmit={submitForm}
            aria-busy={busy !== null}
            data-testid="tariff-form"
          >
            <TextSection />
            <ClassificationSection />
            <PricingSection />
            <ValiditySection />
            <SeasonEditor />
            <AdvancedPricingSection />
            <RateTableEditor />
            <CancellationEditor />
            <BookingTermsEditor />
            <ImageSection />
            {/* Enter in a text input saves, as in any form; the visible buttons live below. */}
            <button type="submit" hidden />
          </Form>
        </Tab>
        <Tab eventKey="preview" title={t('editor.preview')}>
          <EditorPreview form={form} />
        </Tab>
      </Tabs>
      <EditorActions
        canSave={!locked}
        canSubmit={canSubmit}
        canArchive={Boolean(tariff?.actions?.includes('archive'))}
        busy={busy}
        onSave={onSave}
        onSubmit={onSubmit}
        onArchive={onArchive}
      />
      {leaving.dialog}
      <MessageDialog
        show={submitted !== null}
        size="lg"
        title={t('editor.submittedDialog.title')}
        onClose={() => {
          setSubmitted(null);
          // The submit button is gone once the tariff is in review: focus lands on the outcome instead.
          announce('submitted');
        }}
        data-testid="submitted-dialog"
      >
        {t('editor.submittedDialog.body', { title: submitted ?? '' })}
      </MessageDialog>
    </EditorProvider>
  );
}
