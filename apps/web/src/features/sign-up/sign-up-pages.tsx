import { registerClientBodySchema, registerComposerBodySchema } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { registerAccount } from './api/register';
import { SignUpForm, type SignUpField } from './sign-up-form';

const person: readonly SignUpField[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', type: 'password', autoComplete: 'new-password', hasHelp: true },
];

/**
 * The composer payload (docs/contracts.md#payloads): ipiNumber, pro, signupType, password, email,
 * firstName, lastName.
 */
const COMPOSER_FIELDS: readonly SignUpField[] = [
  ...person,
  { name: 'pro', isOptional: true, hasHelp: true },
  { name: 'ipiNumber', isOptional: true, hasHelp: true, autoComplete: 'off' },
  { name: 'signupType', options: ['individual', 'team', 'publisher'] },
];

/**
 * The client payload (docs/contracts.md#payloads): agency, website, city, country, duty, phone and
 * the person.
 */
const CLIENT_FIELDS: readonly SignUpField[] = [
  ...person,
  { name: 'clientAgencyName', autoComplete: 'organization' },
  { name: 'website', type: 'url', isOptional: true, hasHelp: true, autoComplete: 'url' },
  { name: 'agencyLocationCity', isOptional: true, autoComplete: 'address-level2' },
  { name: 'agencyLocationCountry', isOptional: true, autoComplete: 'country-name' },
  { name: 'duty', isOptional: true, hasHelp: true, autoComplete: 'organization-title' },
  { name: 'phone', type: 'tel', isOptional: true, autoComplete: 'tel' },
];

export function SignUpComposerPage() {
  const { t } = useTranslation();
  return (
    <SignUpForm
      title={t('signUp.composerTitle')}
      fields={COMPOSER_FIELDS}
      schema={registerComposerBodySchema}
      register={(body) => registerAccount('composer', body)}
    />
  );
}

export function SignUpClientPage() {
  const { t } = useTranslation();
  return (
    <SignUpForm
      title={t('signUp.clientTitle')}
      fields={CLIENT_FIELDS}
      schema={registerClientBodySchema}
      register={(body) => registerAccount('client', body)}
    />
  );
}
