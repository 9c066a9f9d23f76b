import { prefectures } from '@tourtariff/shared';
import { Badge, Button, Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { PartnerPrice } from '../../../components/ui/partner-price';
import { paths } from '../../../config/paths';
import type { Locale } from '../../../lib/config';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { htmlLangOf, localized, useLocalizedPath } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';
import { signIn } from '../../../lib/session';
import { publicEventImageUrl } from '../api/get-public-event';
import type { PublicEventTariff } from '../api/types';

type Props = { eventKey: string; tariffs: PublicEventTariff[]; locale: Locale; signedIn: boolean };

function TariffCard({
  eventKey,
  tariff,
  locale,
  signedIn,
}: {
  eventKey: string;
  tariff: PublicEventTariff;
  locale: Locale;
  signedIn: boolean;
}) {
  const { t } = useTranslation(['events', 'tariffs']);
  const localize = useLocalizedPath();
  const title = localized(tariff.title, locale);
  const summary = localized(tariff.summary, locale);
  const prefecture = prefectures[tariff.prefecture]?.[locale];

  return (
    <Card as="article" className="h-100" data-testid="event-tariff">
      {tariff.image && (
        <Card.Img
          variant="top"
          src={publicEventImageUrl(eventKey, tariff.image)}
          alt=""
          loading="lazy"
          style={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
        />
      )}
      <Card.Body className="d-flex flex-column">
        <div className="small text-body-secondary mb-1">
          <Badge bg="light" text="dark" className="border me-2">
            {t(`tariffs:category.${tariff.category}`)}
          </Badge>
          {prefecture}
        </div>
        <Card.Title as="h3" className="h6" lang={htmlLangOf(title.lang)}>
          {title.text}
        </Card.Title>
        {summary.text && (
          <Card.Text className="small" lang={htmlLangOf(summary.lang)}>
            {summary.text}
          </Card.Text>
        )}
        <div className="mt-auto d-flex align-items-end justify-content-between gap-2">
          <div>
            {tariff.priceFrom === null ? (
              <span className="text-body-secondary small">{t('page.noPrice')}</span>
            ) : (
              <>
                <span className="fw-semibold">
                  {t('page.priceFrom', { price: formatMoney(tariff.priceFrom, tariff.currency, locale) })}
                </span>{' '}
                <span className="small text-body-secondary">
                  {t(tariff.tax.included ? 'tariffs:tax.included' : 'tariffs:tax.excluded')}
                </span>
              </>
            )}
            {tariff.partner && tariff.partner.priceFrom !== null && (
              <PartnerPrice
                amount={tariff.partner.priceFrom}
                currency={tariff.currency}
                discount={tariff.partner.discount}
                adults={null}
              />
            )}
          </div>
          {signedIn && (
            <Link
              to={localize(paths.tariffDetail.getHref(tariff.key))}
              className="btn btn-sm btn-outline-primary"
              aria-label={t('page.detailsLabel', { title: title.text })}
            >
              {t('page.details')}
            </Link>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}

/** The linked tariffs the server lets everyone see; details open for signed-in viewers, others are invited in. */
export function PublicEventTariffs({ eventKey, tariffs, locale, signedIn }: Props) {
  const { t } = useTranslation(['events', 'tariffs']);
  return (
    <section aria-labelledby="event-tariffs-heading" className="mt-4">
      <h2 id="event-tariffs-heading" className="h5 mb-3">
        {t('page.tariffs')}
      </h2>
      {tariffs.length === 0 ? (
        <p className="text-body-secondary">{t('page.noTariffs')}</p>
      ) : (
        <Row xs={1} md={2} lg={3} className="g-3">
          {tariffs.map((tariff) => (
            <Col key={tariff.key}>
              <TariffCard eventKey={eventKey} tariff={tariff} locale={locale} signedIn={signedIn} />
            </Col>
          ))}
        </Row>
      )}
      {!signedIn && tariffs.length > 0 && (
        <p className="mt-3 d-flex flex-wrap align-items-center gap-2">
          <span className="text-body-secondary">{t('page.signInHint')}</span>
          <Button size="sm" variant="outline-primary" onClick={() => signIn()}>
            {t('page.signIn')}
          </Button>
        </p>
      )}
    </section>
  );
}
