import { type FormEvent, useRef, useState } from 'react';
import { Alert, Button, Form, Modal, Spinner, Tab, Tabs } from 'react-bootstrap';
import { ApiRequestError } from '../../../lib/api/api-error';
import { useErrorText } from '../../../lib/api/use-error-text';
import type { Locale } from '../../../lib/config';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { type KeyedBaseProfile, useUpdateBaseProfile } from '../api/update-base-profile';
import { useApplyLocale } from '../hooks/use-apply-locale';
import {
  changedFields,
  formFromProfile,
  invalidProfileFields,
  type ProfileErrors,
  type ProfileField,
  type ProfileFormValues,
  profileFieldOf,
} from '../lib/profile-form';
import { LanguageOptions } from './language-options';
import { ProfileTab } from './profile-tab';

type TabKey = 'profile' | 'language';

export type AccountSettingsFormProps = {
  profile: KeyedBaseProfile;
  locale: Locale;
  onCancel: () => void;
  onSaved: () => void;
};

/**
 * The body and footer of the account settings modal (docs/product.md §2). Save sends only what changed, then applies the
 * language; on a refusal the modal stays open with each message beside its field.
 */
export function AccountSettingsForm({ profile, locale, onCancel, onSaved }: AccountSettingsFormProps) {
  const { t } = useTranslation();
  const texts = useErrorText();
  const [initial] = useState(() => formFromProfile(profile));
  const [values, setValues] = useState(initial);
  const [language, setLanguage] = useState(locale);
  const [tab, setTab] = useState<TabKey>('profile');
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [alert, setAlert] = useState<string[]>([]);
  const update = useUpdateBaseProfile();
  const applyLocale = useApplyLocale();
  const saving = update.isPending;
  const form = useRef<HTMLFormElement>(null);
  const focusError = useFocusFirstInvalid(form);

  function change<F extends ProfileField>(field: F, value: ProfileFormValues[F]) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  function showErrors(fields: ProfileErrors, messages: string[]) {
    focusError();
    setErrors(fields);
    setAlert(messages);
    if (Object.keys(fields).length > 0) setTab('profile');
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const changes = changedFields(initial, values);
    const invalid = invalidProfileFields(changes);
    if (invalid.length > 0) {
      const fields = Object.fromEntries(invalid.map((field) => [field, t(`settings.invalid.${field}`)]));
      return showErrors(fields, []);
    }
    if (Object.keys(changes).length > 0) {
      try {
        await update.mutateAsync({ key: profile.key, update: changes });
      } catch (error) {
        // Beside the fields it names, the rest in the alert at the top, in the reader's language.
        const placed = texts.place(error, profileFieldOf);
        // 413: the request body was over the server's limit, which only a large picked image reaches.
        if (error instanceof ApiRequestError && error.status === 413 && changes.avatar)
          placed.fields.avatar = t('imagePicker.tooLarge');
        if (Object.keys(placed.fields).length === 0 && placed.alert.length === 0)
          placed.alert.push(t('settings.saveFailed'));
        return showErrors(placed.fields, placed.alert);
      }
    }
    if (language !== locale) applyLocale(language);
    onSaved();
  }

  return (
    <Form ref={form} noValidate onSubmit={save} aria-busy={saving}>
      <Modal.Body>
        {alert.length > 0 && (
          <Alert variant="danger" data-testid="account-settings-error">
            {t('settings.saveFailed')}
            {alert.map((message) => (
              <div key={message} className="small mt-1">
                {message}
              </div>
            ))}
          </Alert>
        )}
        <Tabs activeKey={tab} onSelect={(key) => setTab((key as TabKey) ?? 'profile')} className="mb-3">
          <Tab eventKey="profile" title={t('settings.tabs.profile')}>
            <ProfileTab
              values={values}
              errors={errors}
              email={profile.contact?.email ?? ''}
              disabled={saving}
              onChange={change}
            />
          </Tab>
          <Tab eventKey="language" title={t('settings.tabs.language')}>
            <LanguageOptions value={language} onChange={setLanguage} disabled={saving} />
            <p className="small text-body-secondary mt-4 mb-0" data-testid="account-settings-copyright">
              {t('app.copyright')}
            </p>
          </Tab>
        </Tabs>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={saving}>
          {t('settings.cancel')}
        </Button>
        <Button type="submit" disabled={saving} data-testid="account-settings-save">
          {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {saving ? t('settings.saving') : t('settings.save')}
        </Button>
      </Modal.Footer>
    </Form>
  );
}
