import type { TariffDoc } from '@tourtariff/shared';
import { apiErrorOf } from '../../../lib/api/api-error';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCreateTariff, useUpdateTariff } from '../api/save-tariff';
import type { TariffView } from '../api/types';
import { docFromForm } from './doc-from-form';
import { TARIFF_RULES } from './field-error';
import { clientErrors, type EditorErrors, serverErrors } from './form-errors';
import type { TariffForm } from './form-state';

/** What a refused save shows: problems beside their inputs, and the rest above the form. */
export type Refusal = { errors: EditorErrors; summary: string; other: string[] };

export type SaveOutcome = { ok: true; tariff: TariffView } | { ok: false; refusal: Refusal };

/**
 * Checks the form, then creates the tariff in `space` or replaces `key`'s document. The server is the
 * authority: its 400 comes back field by field, in the same shape as the checks made here.
 */
export function useSaveForm(space: string, key: string | undefined) {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const texts = useErrorText(TARIFF_RULES);
  const create = useCreateTariff();
  const update = useUpdateTariff();

  async function save(form: TariffForm): Promise<SaveOutcome> {
    const local = clientErrors(form);
    if (Object.keys(local).length > 0)
      return { ok: false, refusal: { errors: local, summary: t('editor.fixErrors'), other: [] } };
    const { doc }: { doc: TariffDoc } = docFromForm(form);
    try {
      const tariff = key ? await update.mutateAsync({ key, doc }) : await create.mutateAsync({ space, doc });
      return { ok: true, tariff };
    } catch (error) {
      const body = apiErrorOf(error);
      const { byInput, other } = serverErrors(body);
      const named = Object.keys(byInput).length > 0;
      const messages = other.map((issue) => texts.line(issue, body?.code));
      // A refusal naming no field (409: under review, 403) still says why, in the reader's language.
      if (!named && messages.length === 0) messages.push(texts.describe(error));
      const summary = named ? t('editor.fixErrors') : t('editor.saveFailed');
      return { ok: false, refusal: { errors: byInput, summary, other: messages } };
    }
  }

  return { save, saving: create.isPending || update.isPending };
}
