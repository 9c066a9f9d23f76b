import { useId, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { AppModal } from '../../../components/ui/app-modal';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { JobForm } from './job-form';

type Props = {
  buyer: string;
  guide: { space: string; name: string };
  hrefOf: (key: string) => string;
  onOffered: (href: string) => void;
};

/** "Offer a job" on a guide's page: the post-a-job form in a dialog, addressed to that guide alone. */
export function OfferJobButton({ buyer, guide, hrefOf, onOffered }: Props) {
  const { t } = useTranslation('jobs');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)} data-testid="offer-job">
        {t('offer.button')}
      </Button>
      <AppModal
        show={open}
        onHide={() => setOpen(false)}
        size="xl"
        titleId={titleId}
        data-testid="offer-job-dialog"
      >
        <Modal.Header closeButton closeLabel={t('form.cancel')}>
          <Modal.Title as="h2" className="h5" id={titleId}>
            {t('offer.title', { name: guide.name })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <JobForm
            space={buyer}
            offerTo={guide.space}
            onCancel={() => setOpen(false)}
            onDone={(job) => {
              setOpen(false);
              onOffered(hrefOf(job.key));
            }}
          />
        </Modal.Body>
      </AppModal>
    </>
  );
}
