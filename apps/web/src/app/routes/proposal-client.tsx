import { useParams } from 'react-router';
import { ClientProposalView } from '../../features/workset/components/client-proposal';

// The short id's shape (core shorturi): anything else cannot name a link, so it is not worth a request.
const ID = /^[0-9A-Za-z]{10}$/;

/** `/p/{id}`: a proposal's client link, public (no sign-in), in the bare shell. */
export function ProposalClientPage() {
  const id = useParams().id ?? '';
  return <ClientProposalView key={id} id={ID.test(id) ? id : 'invalid000'} />;
}
