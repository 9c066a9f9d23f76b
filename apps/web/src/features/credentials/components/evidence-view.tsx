import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { credentialCall } from '../api/call';
import { useCoreClient } from '../api/space-client';
import type { Evidence } from '../api/types';

/**
 * Where an evidence file opens: the address the issuer's `issue/get` gives for a file in clear, else the bytes
 * read with its key (`storage/fetch`, for a sealed file).
 */
function useEvidenceSource(file: Evidence): string | undefined {
  const core = useCoreClient();
  const sealed = !file.url && Boolean(file.key);
  const fetched = useQuery({
    queryKey: ['credentials', 'evidence', file.hash],
    queryFn: async () => {
      const data = await credentialCall<{ file: string; type: string }>(core, 'storage/fetch', {
        hash: file.hash,
        key: file.key,
      });
      return `data:${data.type || file.type};base64,${data.file}`;
    },
    enabled: sealed,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return file.url ?? fetched.data;
}

function EvidenceItem({ file }: { file: Evidence }) {
  const { t } = useTranslation('credentials');
  const source = useEvidenceSource(file);
  const image = file.type.startsWith('image/');
  return (
    <li className="mb-2" data-testid="evidence-item">
      {source && image ? (
        <a href={source} target="_blank" rel="noopener noreferrer">
          <img
            src={source}
            alt={t('evidence.image', { name: file.name })}
            className="img-thumbnail d-block"
            style={{ maxWidth: 320, maxHeight: 240, objectFit: 'contain' }}
          />
        </a>
      ) : source ? (
        <a href={source} target="_blank" rel="noopener noreferrer">
          {file.name}
        </a>
      ) : (
        <span>{file.name}</span>
      )}
    </li>
  );
}

/** The evidence an applicant sent, images shown, other files linked. */
export function EvidenceView({ evidence }: { evidence: Evidence[] }) {
  const { t } = useTranslation('credentials');
  if (evidence.length === 0) return <p className="small text-body-secondary">{t('evidence.none')}</p>;
  return (
    <ul className="list-unstyled" data-testid="evidence-view">
      {evidence.map((file) => (
        <EvidenceItem key={file.hash} file={file} />
      ))}
    </ul>
  );
}
