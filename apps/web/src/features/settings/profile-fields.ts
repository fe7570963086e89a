import type { Profile, Role, UpdateProfileBody } from '@cuebrief/shared';

/** A yes-or-no setting of the profile, shown as a switch. */
export type ProfileSwitchName = 'notifyNewRequests' | 'notifyReviewActivity';
/** A text field of the profile. */
export type ProfileFieldName = Exclude<keyof UpdateProfileBody, ProfileSwitchName>;

export type ProfileField = {
  name: ProfileFieldName;
  type?: 'text' | 'url' | 'tel';
  autoComplete?: string;
  /** Must keep a value: the name, and a client's agency. */
  isRequired?: boolean;
  hasHelp?: boolean;
};

const PERSON: readonly ProfileField[] = [
  { name: 'firstName', autoComplete: 'given-name', isRequired: true },
  { name: 'lastName', autoComplete: 'family-name', isRequired: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
];

export type ProfileGroup = {
  key: 'person' | 'rights' | 'agency' | 'notifications';
  fields: readonly ProfileField[];
  switches?: readonly ProfileSwitchName[];
};

/** The form holds text boxes and switches. */
export type ProfileFormValues = Record<string, string | boolean>;

/**
 * What each role may change about itself (the shared `updateProfileBodySchemas`), in form
 * order, grouped so a composer's rights and a client's agency read as their own blocks.
 */
export const PROFILE_GROUPS: Record<Role, readonly ProfileGroup[]> = {
  Admin: [{ key: 'person', fields: PERSON }],
  Composer: [
    { key: 'person', fields: PERSON },
    {
      key: 'rights',
      fields: [
        { name: 'pro', hasHelp: true },
        { name: 'ipiNumber', autoComplete: 'off', hasHelp: true },
      ],
    },
    { key: 'notifications', fields: [], switches: ['notifyNewRequests', 'notifyReviewActivity'] },
  ],
  Client: [
    { key: 'person', fields: PERSON },
    {
      key: 'agency',
      fields: [
        { name: 'clientAgencyName', autoComplete: 'organization', isRequired: true },
        { name: 'duty', autoComplete: 'organization-title', hasHelp: true },
        { name: 'website', type: 'url', autoComplete: 'url', hasHelp: true },
        { name: 'agencyLocationCity', autoComplete: 'address-level2' },
        { name: 'agencyLocationCountry', autoComplete: 'country-name' },
      ],
    },
    { key: 'notifications', fields: [], switches: ['notifyReviewActivity'] },
  ],
};

export const fieldsOf = (role: Role): ProfileField[] =>
  PROFILE_GROUPS[role].flatMap((group) => group.fields);

const switchesOf = (role: Role): ProfileSwitchName[] =>
  PROFILE_GROUPS[role].flatMap((group) => group.switches ?? []);

/** The form's starting values: the profile's, with "not given" as an empty box or a switch off. */
export function formValuesOf(profile: Profile): ProfileFormValues {
  return Object.fromEntries([
    ...fieldsOf(profile.role).map((field) => [field.name, profile[field.name] ?? '']),
    ...switchesOf(profile.role).map((name) => [name, profile[name] ?? false]),
  ]);
}

/**
 * Compares the validated form with the profile. `changes` is the body to send; `cleared` are
 * fields that had a value and were emptied, which the API cannot store (it takes no nulls).
 */
export function diffProfile(
  profile: Profile,
  values: UpdateProfileBody,
): { changes: UpdateProfileBody; cleared: ProfileFieldName[] } {
  const changes: Record<string, string | boolean> = {};
  const cleared: ProfileFieldName[] = [];
  for (const { name } of fieldsOf(profile.role)) {
    const next = values[name];
    const current = profile[name];
    if (next === undefined) {
      if (current) cleared.push(name);
    } else if (next !== current) {
      changes[name] = next;
    }
  }
  for (const name of switchesOf(profile.role)) {
    const next = values[name];
    if (next !== undefined && next !== (profile[name] ?? false)) changes[name] = next;
  }
  return { changes: changes as UpdateProfileBody, cleared };
}
