import { useState } from 'react';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCreateTariff } from '../api/save-tariff';
import { useTariffTransition } from '../api/transition';
import type { TariffView } from '../api/types';
import { docOfView } from '../editor/doc-of-view';
import { copyOf } from './copy-doc';
import { useTitleOf } from './tariff-row';

export type Feedback = { variant: 'success' | 'danger'; text: string };

/**
 * Duplicate (a new draft from the tariff's document, then open it), submit for review, and archive once the
 * supplier has confirmed. Each reports what happened in words the page shows.
 */
export function useRowActions(onOpen: (key: string) => void) {
  const { t } = useTranslation('catalogue');
  const titleOf = useTitleOf();
  const texts = useErrorText();
  const create = useCreateTariff();
  const transition = useTariffTransition();
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  async function run(tariff: TariffView, action: () => Promise<string | null>) {
    setBusyKey(tariff.key);
    setFeedback(null);
    try {
      const text = await action();
      if (text) setFeedback({ variant: 'success', text });
    } catch (error) {
      setFeedback({ variant: 'danger', text: t('list.actionFailed', { message: texts.describe(error) }) });
    } finally {
      setBusyKey(null);
    }
  }

  return {
    busyKey,
    feedback,
    clearFeedback: () => setFeedback(null),
    duplicate: (tariff: TariffView) =>
      run(tariff, async () => {
        const copy = await create.mutateAsync({ space: tariff.space, doc: copyOf(docOfView(tariff)) });
        onOpen(copy.key);
        return null;
      }),
    submit: (tariff: TariffView) =>
      run(tariff, async () => {
        await transition.mutateAsync({ key: tariff.key, target: 'submit' });
        return t('list.submitted', { title: titleOf(tariff) });
      }),
    archive: (tariff: TariffView) =>
      run(tariff, async () => {
        await transition.mutateAsync({ key: tariff.key, target: 'archive' });
        return t('list.archived', { title: titleOf(tariff) });
      }),
  };
}
