import { listSpaces } from '@tourtariff/shared';
import { Dropdown } from 'react-bootstrap';
import { SpaceLabel } from '../../features/spaces/components/space-label';
import { useChooseSpace } from '../../features/spaces/hooks/use-current-space';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useRoles } from '../../lib/roles';

/** The user's spaces in the switcher (only entries with an industry, docs/product.md §3), with loading and empty states. */
export function SpaceSwitcherSpaces({ currentKey }: { currentKey: string | null }) {
  const { t } = useTranslation('business');
  const roles = useRoles();
  const choose = useChooseSpace();
  const spaces = listSpaces(roles.data);

  let state: string | null = null;
  if (roles.isPending) state = t('switcher.loading');
  else if (roles.isError) state = t('switcher.loadFailed');
  else if (spaces.length === 0) state = t('switcher.empty');

  return (
    <>
      {/* react-bootstrap gives headers role="heading" but no level, which ARIA requires. */}
      <Dropdown.Header aria-level={2}>{t('switcher.spaces')}</Dropdown.Header>
      {state && <Dropdown.ItemText className="small text-body-secondary">{state}</Dropdown.ItemText>}
      {spaces.map((space) => (
        <Dropdown.Item
          key={`${space.type}:${space.key}`}
          as="button"
          data-testid="space-option"
          // Not `active`: react-bootstrap then sets aria-selected, which a button may not carry; aria-current
          // says the same thing in a way buttons allow.
          className={space.key === currentKey ? 'active' : undefined}
          aria-current={space.key === currentKey ? 'true' : undefined}
          onClick={() => choose(space, space.type)}
        >
          <SpaceLabel space={space} />
        </Dropdown.Item>
      ))}
    </>
  );
}
