import { guideLanguages, guideSorts, licenceTypes } from '@tourtariff/shared';
import { Col, Form, Row } from 'react-bootstrap';
import { DateControl } from '../../../components/ui/date-control';
import { PrefectureOptions } from '../../../components/ui/prefecture-options';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { languageNames } from '../../../lib/language-names';
import { useLocale } from '../../../lib/locale';
import { useGuideCounts } from '../api/search-guides';
import type { DirectoryFilters } from '../lib/directory-filters';

type Props = { filters: DirectoryFilters; onChange: (next: DirectoryFilters) => void };

/** The directory's filters; the language and prefecture choices carry their guide counts (the aggregate call). */
export function GuideFilters({ filters, onChange }: Props) {
  const { t } = useTranslation('guides');
  const locale = useLocale();
  const languageCounts = useGuideCounts('language');
  const prefectureCounts = useGuideCounts('prefecture');
  const set = <K extends keyof DirectoryFilters>(field: K, value: DirectoryFilters[K]) =>
    onChange({ ...filters, [field]: value });
  const counted = (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} (${count})`;

  return (
    <Form
      role="search"
      aria-label={t('directory.filters')}
      onSubmit={(e) => e.preventDefault()}
      data-testid="guide-filters"
    >
      <Row className="g-2 align-items-end">
        <Form.Group as={Col} sm={6} lg={3} controlId="guide-filter-language">
          <Form.Label>{t('fields.language')}</Form.Label>
          <Form.Select
            value={filters.language}
            onChange={(e) => set('language', e.target.value as DirectoryFilters['language'])}
          >
            <option value="">{t('directory.any')}</option>
            {guideLanguages.map((code) => (
              <option key={code} value={code}>
                {counted(languageNames([code], locale), languageCounts.data?.get(code))}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group as={Col} sm={6} lg={3} controlId="guide-filter-prefecture">
          <Form.Label>{t('fields.prefecture')}</Form.Label>
          <Form.Select value={filters.prefecture} onChange={(e) => set('prefecture', e.target.value)}>
            <option value="">{t('directory.any')}</option>
            <PrefectureOptions label={(code, name) => counted(name, prefectureCounts.data?.get(code))} />
          </Form.Select>
        </Form.Group>
        <Form.Group as={Col} sm={6} lg={3} controlId="guide-filter-licence">
          <Form.Label>{t('fields.licenceType')}</Form.Label>
          <Form.Select
            value={filters.licence}
            onChange={(e) => set('licence', e.target.value as DirectoryFilters['licence'])}
          >
            <option value="">{t('directory.any')}</option>
            {licenceTypes.map((type) => (
              <option key={type} value={type}>
                {t(`licence.${type}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group as={Col} sm={6} lg={3} controlId="guide-filter-specialty">
          <Form.Label>{t('fields.specialty')}</Form.Label>
          <Form.Control
            value={filters.specialty}
            maxLength={40}
            onChange={(e) => set('specialty', e.target.value)}
          />
        </Form.Group>
        <Col sm={6} lg={3}>
          <Form.Group controlId="guide-filter-date-mode">
            <Form.Label>{t('directory.availability')}</Form.Label>
            <Form.Select
              value={filters.dateMode}
              onChange={(e) => set('dateMode', e.target.value as DirectoryFilters['dateMode'])}
            >
              <option value="day">{t('directory.onDay')}</option>
              <option value="range">{t('directory.allDays')}</option>
            </Form.Select>
          </Form.Group>
        </Col>
        {filters.dateMode === 'day' ? (
          <Form.Group as={Col} sm={6} lg={3} controlId="guide-filter-date">
            <Form.Label>{t('directory.date')}</Form.Label>
            <DateControl
              value={filters.date}
              onChange={(e) => set('date', e.target.value)}
              data-testid="guide-filter-date"
            />
          </Form.Group>
        ) : (
          <>
            <Form.Group as={Col} sm={3} lg={2} controlId="guide-filter-from">
              <Form.Label>{t('directory.from')}</Form.Label>
              <DateControl value={filters.from} onChange={(e) => set('from', e.target.value)} />
            </Form.Group>
            <Form.Group as={Col} sm={3} lg={2} controlId="guide-filter-to">
              <Form.Label>{t('directory.to')}</Form.Label>
              <DateControl
                value={filters.to}
                min={filters.from}
                onChange={(e) => set('to', e.target.value)}
              />
            </Form.Group>
          </>
        )}
        <Form.Group as={Col} sm={6} lg={2} controlId="guide-filter-rate">
          <Form.Label>{t('directory.maxRate')}</Form.Label>
          <Form.Control
            inputMode="numeric"
            value={filters.maxRate}
            onChange={(e) => set('maxRate', e.target.value)}
          />
        </Form.Group>
        <Form.Group
          as={Col}
          sm={6}
          lg={2}
          controlId="guide-filter-verified"
          className="d-flex align-items-end"
        >
          <Form.Check
            type="switch"
            label={t('directory.verified')}
            checked={filters.verified}
            onChange={(e) => set('verified', e.target.checked)}
            data-testid="guide-filter-verified"
          />
        </Form.Group>
        <Form.Group as={Col} sm={6} lg={2} controlId="guide-filter-sort">
          <Form.Label>{t('directory.sort')}</Form.Label>
          <Form.Select
            value={filters.sort}
            onChange={(e) => set('sort', e.target.value as DirectoryFilters['sort'])}
          >
            {guideSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`directory.sorts.${sort}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </Row>
    </Form>
  );
}
