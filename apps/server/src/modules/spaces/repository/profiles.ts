/*
 * The profile and business query languages run over spaces and businesses, which the core users group owns
 * (docs/ARCHITECTURE.md "Table owners").
 */
export {
  aggregateBusinesses,
  aggregateProfiles,
  queryBusinesses,
  queryProfiles,
  writeProfileDetails,
} from '../../../core/users/index.ts';
