import { useParams } from 'react-router';
import { ConfirmationView } from '../../features/messenger/components/confirmation-page';

/** /messages/confirmation/{key}: an accepted inquiry's confirmation, in the bare shell so it prints cleanly. */
export function InquiryConfirmationPage() {
  const { key = '' } = useParams();
  return <ConfirmationView key={key} inquiryKey={key} />;
}
