import { Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';

export type NoSpaceProps = {
  /** none: the user has no space yet (role user); notYours: the address names a space that is not theirs. */
  reason: 'none' | 'notYours';
  /** Where to go next: the profile-creation screen, or the user's own profile. */
  href: string;
};

/** An honest page instead of an empty one: says why there is nothing to show and offers the way forward. */
export function NoSpace({ reason, href }: NoSpaceProps) {
  const { t } = useTranslation();
  return (
    <section data-testid="no-space">
      <h1 className="h3 mb-3">{t('pages.profile.title')}</h1>
      <Card>
        <Card.Body>
          <p>{t(`profilePage.${reason}.body`)}</p>
          <Link to={href} className="btn btn-primary">
            {t(`profilePage.${reason}.action`)}
          </Link>
        </Card.Body>
      </Card>
    </section>
  );
}
