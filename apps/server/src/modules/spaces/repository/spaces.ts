/*
 * Spaces and their members are the core users group's (docs/ARCHITECTURE.md "Table owners"): the spaces module
 * creates, names and lists them through its index.ts.
 */
export {
  findSpace,
  insertSpace,
  membersWithNames as membersOf,
  type NewSpaceRow,
  type SpaceRow,
  spacesByKeys,
  spacesOf,
  writeSecondFactorRule,
  writeSpace,
} from '../../../core/users/index.ts';
