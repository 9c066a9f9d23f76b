import { useState } from 'react';
import { Button, type ButtonProps } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';

type CopyState = 'idle' | 'copied' | 'failed';

type Props = {
  text: string;
  /** Names what is copied when the visible label alone would be ambiguous (one per table row). */
  'aria-label'?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
};

/** Copies `text` and announces the outcome beside the button (live region), so it is not a silent click. */
export function CopyButton({ text, variant = 'outline-primary', size, ...rest }: Props) {
  const { t } = useTranslation('events');
  const [state, setState] = useState<CopyState>('idle');

  async function copy() {
    try {
      // Missing outside secure contexts (plain http on another host): reported, and the text stays selectable.
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch (error) {
      console.error('events: could not copy the share link', error);
      setState('failed');
    }
  }

  return (
    <>
      <Button variant={variant} size={size} onClick={() => void copy()} aria-label={rest['aria-label']}>
        {t('share.copy')}
      </Button>
      <span className="small ms-2" aria-live="polite">
        {state === 'copied' && <span className="text-success">{t('share.copied')}</span>}
        {state === 'failed' && <span className="text-danger">{t('share.copyFailed')}</span>}
      </span>
    </>
  );
}
