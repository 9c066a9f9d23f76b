/*
 * Businesses are the core users group's, created with a space's first row (docs/ARCHITECTURE.md "Table
 * owners"): the spaces module reaches them through its index.ts.
 */
export {
  anyBusinesses,
  type BusinessRow,
  businessesOf,
  deleteBusiness,
  findBusiness,
  insertBusiness,
  renameBusiness,
  spacesOfBusiness,
} from '../../../core/users/index.ts';
