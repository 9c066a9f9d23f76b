import { addDays, japanDay } from '@tourtariff/shared';
import { Alert } from 'react-bootstrap';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { type DayState, MonthCalendar, monthOf } from '../../../components/ui/month-calendar';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocale } from '../../../lib/locale';
import { useAvailability, useSaveAvailability } from '../api/availability';

/** The window the calendar reads and writes: this month's first day and a year on (the server's 366-day cap). */
export function availabilityWindow(today: string = japanDay()) {
  const from = `${monthOf(today)}-01`;
  return { from, to: addDays(from, 365) };
}

type Props = { spaceKey: string; editable: boolean };

/**
 * A guide's calendar: the guide toggles a day between available and unavailable, saved at
 * once; days of assigned jobs show blocked and cannot be toggled. Others see it read-only.
 */
export function GuideAvailability({ spaceKey, editable }: Props) {
  const { t } = useTranslation('guides');
  const locale = useLocale();
  const texts = useErrorText(['guide']);
  const window = availabilityWindow();
  const availability = useAvailability(spaceKey, window);
  const save = useSaveAvailability(spaceKey);

  if (availability.isPending) return <BlockSpinner />;
  if (availability.isError)
    return <Alert variant="danger">{texts.describe(availability.error, t('availability.loadFailed'))}</Alert>;

  const status = new Map(availability.data.days.map((entry) => [entry.day, entry.status]));
  const stateOf = (day: string): DayState => {
    const value = status.get(day);
    return value === 'assigned' ? 'blocked' : value === 'unavailable' ? 'unavailable' : 'available';
  };
  const toggle = (day: string) => {
    if (save.isPending) return; // one write at a time, each sending the whole window
    const unavailable = [...status].filter(([, value]) => value === 'unavailable').map(([d]) => d);
    const next = unavailable.includes(day) ? unavailable.filter((d) => d !== day) : [...unavailable, day];
    save.mutate({ ...window, unavailable: next.filter((d) => d >= window.from && d <= window.to) });
  };

  return (
    <section aria-labelledby="guide-availability-title" data-testid="guide-availability">
      <h2 className="h5" id="guide-availability-title">
        {t('availability.title')}
      </h2>
      {editable && <p className="small text-body-secondary">{t('availability.help')}</p>}
      {save.isError && (
        <Alert variant="danger" role="alert">
          {texts.describe(save.error)}
        </Alert>
      )}
      <MonthCalendar
        locale={locale}
        month={monthOf(japanDay())}
        stateOf={stateOf}
        onToggle={editable ? toggle : undefined}
        firstToggleable={japanDay()}
        labels={{
          available: t('availability.available'),
          unavailable: t('availability.unavailable'),
          blocked: t('availability.blocked'),
          previous: t('availability.previous'),
          next: t('availability.next'),
        }}
        testId="guide-calendar"
      />
    </section>
  );
}
