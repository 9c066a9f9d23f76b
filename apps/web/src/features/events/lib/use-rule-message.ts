import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const known = [
  'required',
  'date_required',
  'date_order',
  'date_range',
  'unknown_tariff',
  'unique',
  'too_many',
  'prefecture',
] as const;
type KnownRule = (typeof known)[number];
const isKnown = (rule: string): rule is KnownRule => (known as readonly string[]).includes(rule);

/** A rule the form knows in the reader's language; any other one in the server's own words. */
export function useRuleMessage(): (rule: string, fallback: string) => string {
  const { t } = useTranslation('events');
  return useCallback((rule, fallback) => (isKnown(rule) ? t(`rule.${rule}`) : fallback), [t]);
}
