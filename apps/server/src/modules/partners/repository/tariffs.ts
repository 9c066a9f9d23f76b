/*
 * What the partners domain reads of tariffs (how many a partner can see, the rate rows an agreement's overrides
 * name) comes from the tariffs module, which owns those tables (docs/ARCHITECTURE.md "Table owners").
 */
export { listedCounts, supplierTariffRates } from '../../tariffs/index.ts';
