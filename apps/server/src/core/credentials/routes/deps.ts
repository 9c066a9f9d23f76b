import type { CoreContext } from '../../route.ts';

/** What the services take from a core call's context. */
export const depsOf = (ctx: CoreContext) => ({ db: ctx.db, config: ctx.config, app: ctx.app });
