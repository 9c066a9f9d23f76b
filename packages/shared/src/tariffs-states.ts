import type { TariffState } from './tariffs-vocabulary.ts';

/**
 * docs/product-decisions.md §6 tariff states. A tariff's own state, plus at most one pending revision once it has been published:
 * a supplier's edit of a published tariff is reviewed as a revision while the published version stays visible.
 *
 *   draft →(supplier) submitted →(admin) published | returned (note)    returned →(supplier edits) draft
 *   published →(admin) suspended →(admin) published                     any →(supplier) archived
 */
export type RevisionState = 'draft' | 'submitted' | 'returned';

export type TariffAction = 'submit' | 'publish' | 'return' | 'suspend' | 'reinstate' | 'archive';

/** Who decides what: suppliers (members of the owning space) and administrators. */
export const actionRoles: Record<TariffAction, 'supplier' | 'admin'> = {
  submit: 'supplier',
  archive: 'supplier',
  publish: 'admin',
  return: 'admin',
  suspend: 'admin',
  reinstate: 'admin',
};

/** `PATCH /api/tariff/{id}/{state}` takes the target state (docs/product.md §4) or, equally, the action's name. */
export const stateTargets = [
  'draft',
  'submitted',
  'published',
  'returned',
  'suspended',
  'archived',
  'submit',
  'publish',
  'return',
  'suspend',
  'reinstate',
  'archive',
] as const;
export type StateTarget = (typeof stateTargets)[number];

/** What an audit-trail entry records: the state actions plus edits, corrections, deletes and CSV imports. */
export const auditActions = [
  'create',
  'edit',
  'submit',
  'publish',
  'return',
  'suspend',
  'reinstate',
  'archive',
  'correct',
  'delete',
  'import',
] as const;
export type AuditAction = (typeof auditActions)[number];

export type TariffStatus = { state: TariffState; revision: RevisionState | null };
export type TariffRoles = { supplier: boolean; admin: boolean };

export type TransitionPlan =
  | { ok: true; action: TariffAction; on: 'tariff' | 'revision'; to: TariffState | RevisionState }
  | { ok: false; reason: 'forbidden' | 'conflict'; message: string };

const conflict = (message: string): TransitionPlan => ({ ok: false, reason: 'conflict', message });

/** Which action a target names, given where the tariff stands (`published` publishes or reinstates). */
function actionFor(target: StateTarget, status: TariffStatus): TariffAction | null {
  switch (target) {
    case 'submitted':
    case 'submit':
      return 'submit';
    case 'returned':
    case 'return':
      return 'return';
    case 'suspended':
    case 'suspend':
      return 'suspend';
    case 'archived':
    case 'archive':
      return 'archive';
    case 'reinstate':
      return 'reinstate';
    case 'published':
      return status.state === 'suspended' && status.revision !== 'submitted' ? 'reinstate' : 'publish';
    case 'publish':
      return 'publish';
    default:
      return null;
  }
}

/** Decides a state change: who may make it, and whether the tariff (or its revision) is where it must be. */
export function planTransition(
  status: TariffStatus,
  target: StateTarget,
  actor: TariffRoles,
): TransitionPlan {
  const action = actionFor(target, status);
  if (!action) return conflict('A returned tariff becomes a draft again when its supplier edits it');
  const role = actionRoles[action];
  if (!(role === 'admin' ? actor.admin : actor.supplier)) {
    const who = role === 'admin' ? 'an administrator' : 'a member of the supplier space';
    return { ok: false, reason: 'forbidden', message: `Only ${who} may ${action} a tariff` };
  }
  const { state, revision } = status;
  if (state === 'archived') return conflict('The tariff is archived');
  switch (action) {
    case 'archive':
      return { ok: true, action, on: 'tariff', to: 'archived' };
    case 'submit':
      if (revision === 'draft') return { ok: true, action, on: 'revision', to: 'submitted' };
      if (revision === null && state === 'draft') return { ok: true, action, on: 'tariff', to: 'submitted' };
      return conflict(
        state === 'returned' || revision === 'returned'
          ? 'A returned tariff must be edited before it is submitted again'
          : `Only a draft can be submitted (the tariff is ${revision ? `${state}, its revision ${revision}` : state})`,
      );
    case 'publish':
    case 'return': {
      const to = action === 'publish' ? 'published' : 'returned';
      if (revision === 'submitted') return { ok: true, action, on: 'revision', to };
      if (state === 'submitted') return { ok: true, action, on: 'tariff', to };
      return conflict(`Only a submitted tariff can be ${to}`);
    }
    case 'suspend':
      if (state === 'published') return { ok: true, action, on: 'tariff', to: 'suspended' };
      return conflict('Only a published tariff can be suspended');
    case 'reinstate':
      if (state === 'suspended') return { ok: true, action, on: 'tariff', to: 'published' };
      return conflict('Only a suspended tariff can be reinstated');
  }
}

/** The actions open to this actor now: the buttons a page shows. */
export function availableActions(status: TariffStatus, actor: TariffRoles): TariffAction[] {
  const all: TariffAction[] = ['submit', 'publish', 'return', 'suspend', 'reinstate', 'archive'];
  return all.filter((action) => planTransition(status, action, actor).ok);
}

/** Whether a supplier may edit the tariff now, and whether the edit becomes a revision of a published one. */
export function editMode(status: TariffStatus): 'in_place' | 'revision' | 'locked' {
  if (status.state === 'archived' || status.state === 'submitted') return 'locked';
  if (status.state === 'published' || status.state === 'suspended')
    return status.revision === 'submitted' ? 'locked' : 'revision';
  return 'in_place';
}
