import { type GuideCard, type GuideProfileView, personName, trainingOverdue } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import type { ProfileRow } from '../repository/profiles.ts';
import { managesGuide } from './access.ts';

type Level = GuideCard['languages'][number]['level'];
type Code = GuideCard['languages'][number]['code'];

/** A directory card: what a buyer compares guides by. */
export function cardOf(row: ProfileRow): GuideCard {
  const doc = row.doc;
  return {
    space: row.spaceKey,
    name: row.name,
    person: personName(row.name, doc.furigana),
    photo: doc.photo,
    languages: doc.languages.map((l) => ({ code: l.code as Code, level: l.level as Level })),
    regions: doc.regions,
    specialties: doc.specialties,
    licence: doc.licence.type,
    rates: doc.rates,
    verified: null,
    rating: null,
  };
}

/** The whole profile; `actions` says what the caller may do with it. */
export function profileView(actor: Actor, row: ProfileRow): GuideProfileView {
  const doc = row.doc;
  const mine = managesGuide(actor, row.spaceKey);
  return {
    ...cardOf(row),
    licence: doc.licence,
    lastTraining: doc.lastTraining,
    trainingOverdue: doc.licence.type !== 'none' && (!doc.lastTraining || trainingOverdue(doc.lastTraining)),
    bio: doc.bio,
    completedJobs: row.completedJobs,
    updatedAt: row.updatedAt.toISOString(),
    actions: mine ? ['edit', 'delete'] : [],
  };
}
