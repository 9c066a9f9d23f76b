/*
 * Reads of the credentials group's tables come from that group, which owns them (docs/ARCHITECTURE.md
 * "Table owners").
 */
export {
  enabledTypes,
  findApplicationRow,
  findHeldCredential,
  type HeldCredential,
} from '../../credentials/index.ts';
