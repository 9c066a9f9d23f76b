import { daysOf, type JobContent, jobContent } from '@tourtariff/shared';
import type { Db } from '../../../db/client.ts';
import { newKey } from '../../../kit/index.ts';
import { countCompleted, holdDays } from '../../guides/index.ts';
import { insertApplication } from '../repository/applications.ts';
import { insertJob, updateJob } from '../repository/jobs.ts';

type SeedJob = {
  space: string;
  by: string;
  content: unknown;
  /** A completed job of this guide (dates in the past, which the API would refuse for a new job). */
  completedBy?: { guide: string; by: string; fee: number; overtimeRate: number; message: string };
};

/**
 * A demo job, its content checked by the shared contract; a completed one is written with
 * its accepted application and its days in the guide's calendar, as the moves would have left them.
 */
export async function seedJob(db: Db, input: SeedJob): Promise<string> {
  const content: JobContent = jobContent.parse(input.content);
  const row = await insertJob(db, {
    key: newKey('jb'),
    spaceKey: input.space,
    createdBy: input.by,
    doc: {
      title: content.title,
      description: content.description,
      startTime: content.startTime,
      meetingPlace: content.meetingPlace,
      requirements: content.requirements,
    },
    titleJp: content.title.jp,
    titleEn: content.title.en,
    dateFrom: content.dates.from,
    dateTo: content.dates.to,
    hoursPerDay: content.hoursPerDay,
    prefecture: content.prefecture,
    languages: content.languages,
    groupSize: content.groupSize,
    feePerDay: content.feePerDay,
    deadline: new Date(content.deadline),
  });
  const done = input.completedBy;
  if (done) {
    await insertApplication(db, {
      key: newKey('ja'),
      jobKey: row.key,
      guideKey: done.guide,
      message: done.message,
      fee: done.fee,
      overtimeRate: done.overtimeRate,
      state: 'accepted',
      createdBy: done.by,
    });
    await holdDays(db, done.guide, row.key, daysOf(row.dateFrom, row.dateTo));
    await updateJob(db, row.key, { state: 'completed', guideKey: done.guide });
    await countCompleted(db, done.guide);
  }
  return row.key;
}
