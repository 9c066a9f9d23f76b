export { type CoreStatusName, coreStatus } from '@tourtariff/shared';

export type Envelope<T = unknown> = { status: number; message: string; data: T | null };
