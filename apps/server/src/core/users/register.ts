import { setAlertPeople } from '../alerts/index.ts';
import { setNotifyPeople } from '../notify/index.ts';
import { addressOf, membershipsOf, userExists } from './repository/readers.ts';

/**
 * Hands this group's readers to the groups below it that need people's rows (docs/ARCHITECTURE.md "Table
 * owners"): they cannot import this group, which tells people through them. Called when the group registers.
 */
export function registerPeopleReaders(): void {
  setNotifyPeople({ userExists });
  setAlertPeople({ addressOf, membershipsOf });
}
