import { useEffect, useRef, useState } from 'react';
import { Alert, Spinner } from 'react-bootstrap';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useRoles } from '../../../lib/roles';
import { useSession } from '../../../lib/session';
import { type CreateSpaceInput, useCreateSpace } from '../api/create-space';
import { useChooseSpace } from '../hooks/use-current-space';
import { createErrorMessage } from '../lib/create-error';
import { CompanyNameStep } from './company-name-step';

type Choice = 'guide' | 'personalSupplier' | 'corporateBuyer' | 'corporateSupplier';
const choices: readonly Choice[] = ['guide', 'personalSupplier', 'corporateBuyer', 'corporateSupplier'];
const corporateRole = { corporateBuyer: 'buyer', corporateSupplier: 'supplier' } as const;

/** An individual space is named after its person: the nickname, else the full name, else the email. */
function useIndividualName(): string {
  const { user } = useSession();
  const fullName = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  return user?.nickname || fullName || user?.email || user?.sub || '';
}

function ChoiceButton({
  choice,
  disabled,
  busy,
  note,
  onChoose,
}: {
  choice: Choice;
  disabled: boolean;
  busy: boolean;
  note?: string | undefined;
  onChoose: () => void;
}) {
  const { t } = useTranslation('business');
  // The name is the button's whole visible text, title and description (WCAG 2.5.3 label in name): a name
  // narrower than what is shown fails speech users who say what they read.
  return (
    <button
      type="button"
      className="btn btn-outline-primary w-100 h-100 text-start p-4"
      data-choice={choice}
      disabled={disabled}
      onClick={onChoose}
    >
      <span className="d-block fs-5 fw-semibold mb-1">
        {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {t(`create.choices.${choice}.title`)}
      </span>{' '}
      {/* The space keeps the two parts apart in the name wherever block layout is not taken into account. */}
      <span className="d-block small">
        {busy ? t('create.creating') : (note ?? t(`create.choices.${choice}.description`))}
      </span>
    </button>
  );
}

/**
 * docs/product.md §2 four choices: tour guide and supplier (individual) create at once; buyer and supplier (corporate) ask
 * for the company name first. On success the new space becomes the current one (docs/product.md §4).
 */
export function SpaceKindChoices({ onCreated }: { onCreated?: () => void }) {
  const { t } = useTranslation('business');
  const create = useCreateSpace();
  const choose = useChooseSpace();
  const { data: roles } = useRoles();
  const individualName = useIndividualName();
  const [company, setCompany] = useState<keyof typeof corporateRole | null>(null);
  const [pendingChoice, setPendingChoice] = useState<Choice | null>(null);
  const returnTo = useRef<Choice | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const texts = useErrorText();
  const failure = createErrorMessage(create.error, t, texts);

  // Back from the company step: focus the choice that opened it, where the keyboard user left off.
  useEffect(() => {
    if (company || !returnTo.current) return;
    list.current?.querySelector<HTMLElement>(`[data-choice="${returnTo.current}"]`)?.focus();
    returnTo.current = null;
  }, [company]);

  function submit(choice: Choice, input: CreateSpaceInput) {
    setPendingChoice(choice);
    create.mutate(input, {
      onSuccess: (space) => {
        onCreated?.();
        choose(space, space.kind);
      },
      onSettled: () => setPendingChoice(null),
    });
  }

  if (company) {
    return (
      <CompanyNameStep
        title={t(`create.choices.${company}.title`)}
        pending={create.isPending}
        error={failure}
        onBack={() => {
          create.reset();
          returnTo.current = company;
          setCompany(null);
        }}
        onSubmit={(name) => submit(company, { kind: 'corporate', role: corporateRole[company], name })}
      />
    );
  }

  function onChoose(choice: Choice) {
    create.reset();
    if (choice === 'corporateBuyer' || choice === 'corporateSupplier') setCompany(choice);
    else submit(choice, { kind: choice === 'guide' ? 'guide' : 'personal', name: individualName });
  }

  return (
    <div ref={list} data-testid="space-kind-choices">
      {failure && <Alert variant="danger">{failure.text}</Alert>}
      <fieldset>
        <legend className="visually-hidden">{t('create.choicesLabel')}</legend>
        <div className="row row-cols-1 row-cols-md-2 g-3">
          {choices.map((choice) => {
            // docs/product-decisions.md §5: a user has at most one guide space; the server refuses a second one anyway.
            const guideTaken = choice === 'guide' && Boolean(roles?.guide);
            return (
              <div key={choice} className="col">
                <ChoiceButton
                  choice={choice}
                  disabled={create.isPending || guideTaken}
                  busy={pendingChoice === choice}
                  note={guideTaken ? t('create.guideExists') : undefined}
                  onChoose={() => onChoose(choice)}
                />
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
