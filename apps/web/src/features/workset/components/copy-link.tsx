import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** Copies a client link and says so beside the button (a live region), so it is not a silent click. */
export function CopyLink({ text }: { text: string }) {
  const { t } = useTranslation('workset');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      // Missing outside secure contexts: reported, and the address stays selectable beside it.
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }
  return (
    <>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => void copy()}>
        {t('links.copy')}
      </button>
      <span className="small" aria-live="polite">
        {state === 'copied' && <span className="text-success">{t('links.copied')}</span>}
        {state === 'failed' && <span className="text-danger">{t('links.copyFailed')}</span>}
      </span>
    </>
  );
}
