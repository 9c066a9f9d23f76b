import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDateTime, useLocale } from '../../../lib/locale';
import { useSchemaOf } from '../api/schemas';
import type { CheckName, VerificationResult } from '../api/types';
import { ClaimList } from './claim-list';

const reasons = [
  'signature',
  'issuer',
  'expired',
  'revoked',
  'nonce',
  'audience',
  'key_binding',
  'schema',
  'replay',
  'unknown_key',
  'disclosure',
] as const;
type Reason = (typeof reasons)[number] | 'unknown';
const reasonOf = (reason: string | null): Reason => reasons.find((known) => known === reason) ?? 'unknown';

const checkOrder: CheckName[] = [
  'signature',
  'issuer',
  'expiry',
  'status',
  'nonce',
  'audience',
  'keyBinding',
  'schema',
];

/**
 * A verification's outcome for the verifier: verified or not and why, each check, and only the claims the holder
 * disclosed (the server never sends others).
 */
export function ResultView({ result }: { result: VerificationResult }) {
  const { t } = useTranslation('credentials');
  const locale = useLocale();
  const schema = useSchemaOf(result.vct);
  return (
    <div data-testid="proof-result" data-verified={result.verified}>
      <p
        className={`fw-bold mb-1 ${result.verified ? 'text-success' : 'text-danger'}`}
        data-testid="proof-verdict"
      >
        {result.verified
          ? t('result.verified', { issuer: result.issuer.name || result.issuer.space })
          : t('result.notVerified', { reason: t(`result.reason.${reasonOf(result.reason)}`) })}
      </p>
      <p className="small text-body-secondary mb-2">
        {t('result.checkedAt', { at: formatDateTime(result.checkedAt, locale) })}
      </p>
      <ul className="list-inline small mb-2" aria-label={t('result.checks')}>
        {checkOrder
          .filter((name) => result.checks[name] !== undefined)
          .map((name) => (
            <li key={name} className="list-inline-item" data-check={name} data-ok={result.checks[name]}>
              <span aria-hidden="true">{result.checks[name] ? '✓' : '✗'}</span> {t(`result.check.${name}`)}
              <span className="visually-hidden">
                : {result.checks[name] ? t('result.pass') : t('result.fail')}
              </span>
            </li>
          ))}
      </ul>
      {result.verified && Object.keys(result.disclosed).length > 0 && (
        <ClaimList claims={result.disclosed} display={schema?.display} testId="disclosed-claims" />
      )}
    </div>
  );
}
