import { Badge, Button, Form } from 'react-bootstrap';
import { InlineSpinner } from '../../../components/ui/inline-spinner';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { asLocale, htmlLangOf, localized } from '../../../lib/locale';
import { useSpaceTariffs } from '../api/get-space-tariffs';
import type { LinkableTariff } from '../api/types';
import { EVENT_LIMITS } from '../lib/event-form';

type Props = {
  id: string;
  space: string;
  value: string[];
  onChange: (keys: string[]) => void;
  error?: string | undefined;
  disabled?: boolean;
};

const stateVariant: Record<string, string> = { published: 'success', submitted: 'info', returned: 'warning' };
// White text on Bootstrap's light cyan and yellow reads at about 2:1; dark text there passes WCAG's 4.5:1.
const darkText = new Set(['info', 'warning']);

/** Buyers see a linked tariff on the event page only while it is published and visible to everyone. */
const shownOnPage = (tariff: LinkableTariff) =>
  tariff.state === 'published' && tariff.visibility === 'public';

/**
 * The space's own tariffs as checkboxes. Archived ones are left out (the server refuses them); a linked key the
 * list no longer has (archived since, or on a later page) stays as a checked box, so it can be unlinked.
 */
export function TariffPicker({ id, space, value, onChange, error, disabled }: Props) {
  const { t, i18n } = useTranslation(['events', 'tariffs']);
  const locale = asLocale(i18n.language);
  const tariffs = useSpaceTariffs(space);
  const listed = (tariffs.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (tariff) => tariff.state !== 'archived',
  );
  const known = new Set(listed.map((tariff) => tariff.key));
  const missing = value.filter((key) => !known.has(key));
  const full = value.length >= EVENT_LIMITS.tariffs;
  const toggle = (key: string, on: boolean) =>
    onChange(on ? [...value, key] : value.filter((chosen) => chosen !== key));

  return (
    <fieldset className="mb-3" aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}>
      <legend className="form-label fs-6 mb-1">{t('tariffs.legend')}</legend>
      <div id={`${id}-help`} className="form-text mt-0 mb-2">
        {t('tariffs.help', { max: EVENT_LIMITS.tariffs })}{' '}
        <span aria-live="polite">
          {t('tariffs.selected', { count: value.length, max: EVENT_LIMITS.tariffs })}
        </span>
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block mb-2">
          {error}
        </div>
      )}
      <div className="border rounded p-2" style={{ maxHeight: '18rem', overflowY: 'auto' }}>
        {tariffs.isPending && <InlineSpinner />}
        {tariffs.isError && <div className="text-danger small">{t('tariffs.loadFailed')}</div>}
        {tariffs.isSuccess && listed.length === 0 && missing.length === 0 && (
          <div className="text-body-secondary small">{t('tariffs.none')}</div>
        )}
        {missing.map((key) => (
          <Form.Check
            key={key}
            id={`${id}-${key}`}
            checked
            disabled={disabled}
            onChange={() => toggle(key, false)}
            label={t('tariffs.unavailable', { key })}
          />
        ))}
        {listed.map((tariff) => {
          const checked = value.includes(tariff.key);
          const title = localized(tariff.title, locale);
          return (
            <Form.Check
              key={tariff.key}
              id={`${id}-${tariff.key}`}
              checked={checked}
              disabled={disabled || (full && !checked)}
              onChange={(event) => toggle(tariff.key, event.target.checked)}
              data-testid="event-tariff-option"
              label={
                <>
                  <span lang={htmlLangOf(title.lang)}>{title.text || t('tariffs.untitled')}</span>{' '}
                  <Badge
                    bg={stateVariant[tariff.state] ?? 'secondary'}
                    text={darkText.has(stateVariant[tariff.state] ?? '') ? 'dark' : undefined}
                    className="ms-1"
                  >
                    {t(`tariffs:state.${tariff.state}`)}
                  </Badge>
                  {!shownOnPage(tariff) && (
                    <span className="small text-body-secondary ms-2">{t('tariffs.hiddenOnPage')}</span>
                  )}
                </>
              }
            />
          );
        })}
        {tariffs.hasNextPage && (
          <Button
            variant="link"
            size="sm"
            className="px-0"
            disabled={tariffs.isFetchingNextPage}
            onClick={() => void tariffs.fetchNextPage()}
          >
            {t('tariffs.loadMore')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
