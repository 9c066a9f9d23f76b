import { z } from 'zod';

/*
 * The route schemas of the jobs module that the web does not share (its contracts are in packages/shared:
 * contracts/jobs.ts).
 */

/** Who may write: buyers post and decide, guides apply and answer offers; the services check which space. */
export const JOB_ACCESS = ['guide', 'guide:*', 'arranger', 'buyer', 'buyer:*'];

export const jobParams = z.object({ key: z.string().regex(/^[\w-]{1,80}$/, 'must be a key') });
export const applicationParams = jobParams.extend({ id: jobParams.shape.key });
