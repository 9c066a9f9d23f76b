import { REVIEW_LIMITS, type ReviewContent, type ReviewView, reviewLanguages } from '@tourtariff/shared';
import { useId, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocale } from '../../../lib/locale';
import { useCreateReview, useEditReview } from '../api/change-review';

type Field = 'rating' | 'title' | 'text' | 'lang';
const fieldOf = (path: string): Field | null => {
  const name = path.replace(/^body\./, '').split('.')[0];
  return name === 'rating' || name === 'title' || name === 'text' || name === 'lang' ? name : null;
};

type Props = {
  tariff: string;
  /** The buyer spaces that may write; the first is chosen. */
  spaces: { key: string; name: string }[];
  /** Editing this review instead of writing a new one. */
  editing?: ReviewView;
  onDone: (review: ReviewView) => void;
  onCancel?: () => void;
};

/** Write or rewrite a review: stars as a radio group, title, text and the language it is written in. */
export function ReviewForm({ tariff, spaces, editing, onDone, onCancel }: Props) {
  const { t } = useTranslation('reviews');
  const texts = useErrorText();
  const locale = useLocale();
  const id = useId();
  const create = useCreateReview();
  const edit = useEditReview();
  const mutation = editing ? edit : create;
  const [space, setSpace] = useState(spaces[0]?.key ?? '');
  const [draft, setDraft] = useState<ReviewContent>(
    editing
      ? { rating: editing.rating, title: editing.title, text: editing.text, lang: editing.lang }
      : { rating: 0, title: '', text: '', lang: locale },
  );
  const refusal = mutation.isError ? texts.place(mutation.error, fieldOf) : null;
  const set = <K extends keyof ReviewContent>(key: K, value: ReviewContent[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const submit = () => {
    const content = { ...draft, title: draft.title.trim(), text: draft.text.trim() };
    const done = { onSuccess: onDone };
    if (editing) edit.mutate({ key: editing.key, ...content }, done);
    else create.mutate({ tariff, space, ...content }, done);
  };

  return (
    <Form
      noValidate
      data-testid="review-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 className="h6">{t(editing ? 'form.editHeading' : 'form.heading')}</h3>
      {editing && <p className="small text-body-secondary">{t('form.note')}</p>}
      {!editing && spaces.length > 1 && (
        <Form.Group className="mb-2" controlId={`${id}-space`}>
          <Form.Label>{t('form.space')}</Form.Label>
          <Form.Select value={space} onChange={(event) => setSpace(event.target.value)}>
            {spaces.map((s) => (
              <option key={s.key} value={s.key}>
                {s.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      <fieldset className="mb-2">
        <legend className="form-label fs-6 mb-1">{t('form.rating')}</legend>
        <div className="d-flex gap-3 flex-wrap">
          {[1, 2, 3, 4, 5].map((stars) => (
            <Form.Check
              key={stars}
              type="radio"
              inline
              id={`${id}-rating-${stars}`}
              name={`${id}-rating`}
              label={t('form.stars', { count: stars })}
              checked={draft.rating === stars}
              onChange={() => set('rating', stars)}
              isInvalid={Boolean(refusal?.fields.rating)}
            />
          ))}
        </div>
        {refusal?.fields.rating && <div className="text-danger small">{refusal.fields.rating}</div>}
      </fieldset>
      <Form.Group className="mb-2" controlId={`${id}-title`}>
        <Form.Label>{t('form.title')}</Form.Label>
        <Form.Control
          value={draft.title}
          maxLength={REVIEW_LIMITS.title}
          onChange={(event) => set('title', event.target.value)}
          isInvalid={Boolean(refusal?.fields.title)}
        />
        <Form.Control.Feedback type="invalid">{refusal?.fields.title}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-2" controlId={`${id}-text`}>
        <Form.Label>{t('form.text')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={4}
          value={draft.text}
          maxLength={REVIEW_LIMITS.text}
          onChange={(event) => set('text', event.target.value)}
          isInvalid={Boolean(refusal?.fields.text)}
        />
        <Form.Control.Feedback type="invalid">{refusal?.fields.text}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${id}-lang`}>
        <Form.Label>{t('form.lang')}</Form.Label>
        <Form.Select
          value={draft.lang}
          onChange={(event) => set('lang', event.target.value as ReviewContent['lang'])}
        >
          {reviewLanguages.map((lang) => (
            <option key={lang} value={lang}>
              {t(`language.${lang}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {refusal && refusal.alert.length > 0 && (
        <Alert variant="danger" data-testid="review-form-error">
          {refusal.alert.join(' ')}
        </Alert>
      )}
      <div className="d-flex gap-2">
        <Button type="submit" disabled={mutation.isPending}>
          {t(editing ? 'form.save' : 'form.submit')}
        </Button>
        {onCancel && (
          <Button variant="outline-secondary" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        )}
      </div>
    </Form>
  );
}
