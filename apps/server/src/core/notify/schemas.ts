import { coreNotify } from '@tourtariff/shared';

/**
 * The notify calls' bodies and answers are the shared contracts (packages/shared/src/contracts/core/notify.ts),
 * which the web reads too: the routes validate and document with these very schemas.
 */
export const {
  LIMITS,
  isSafeLink,
  newNotificationBody,
  manageBody,
  keyBody,
  listBody,
  listAllBody,
  summaryData,
  detailsData,
  listData,
  listAllData,
  readData,
  keyData,
} = coreNotify;
export type NewNotification = coreNotify.NewNotification;
