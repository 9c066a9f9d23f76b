import type { Storage } from '../../../core/storage/index.ts';
import type { MembershipDeps } from '../../../core/users/index.ts';

/** What the spaces services use of the app: the database, the request's log, and storage for images. */
export type SpacesDeps = MembershipDeps & { storage: Storage };
