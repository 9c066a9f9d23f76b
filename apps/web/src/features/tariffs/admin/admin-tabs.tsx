import type { ReactNode } from 'react';
import { Tab, Tabs } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ReviewQueue } from './review-queue';
import { StateList } from './state-list';

const tabs = ['queue', 'published', 'suspended', 'reviews', 'verification', 'tasks'] as const;
type AdminTab = (typeof tabs)[number];

/**
 * The review queue, then published and suspended tariffs. The open tab lives in the address (`?tab=`), so going
 * back from a review page returns to the list the admin came from. `reviews` is the review moderation the route
 * module brings, since this feature may not import another.
 */
type Props = {
  hrefOf: (key: string) => string;
  reviews?: ReactNode;
  /** The credential applications to decide, brought by the route module like `reviews`. */
  verification?: ReactNode;
  /** The background work queues (docs/operations.md "Background work"), brought by the route module too. */
  tasks?: ReactNode;
};

export function AdminTabs({ hrefOf, reviews, verification, tasks }: Props) {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: AdminTab = tabs.find((tab) => tab === requested) ?? 'queue';

  return (
    <Tabs
      id="tariff-admin-tabs"
      activeKey={active}
      onSelect={(key) => setParams(key && key !== 'queue' ? { tab: key } : {}, { replace: true })}
      className="mb-3"
      mountOnEnter
      unmountOnExit
    >
      <Tab eventKey="queue" title={t('tabs.queue')}>
        <ReviewQueue hrefOf={hrefOf} />
      </Tab>
      <Tab eventKey="published" title={t('tabs.published')}>
        <StateList state="published" hrefOf={hrefOf} />
      </Tab>
      <Tab eventKey="suspended" title={t('tabs.suspended')}>
        <StateList state="suspended" hrefOf={hrefOf} />
      </Tab>
      {reviews && (
        <Tab eventKey="reviews" title={t('tabs.reviews')}>
          {reviews}
        </Tab>
      )}
      {verification && (
        <Tab eventKey="verification" title={t('tabs.verification')}>
          {verification}
        </Tab>
      )}
      {tasks && (
        <Tab eventKey="tasks" title={t('tabs.tasks')}>
          {tasks}
        </Tab>
      )}
    </Tabs>
  );
}
