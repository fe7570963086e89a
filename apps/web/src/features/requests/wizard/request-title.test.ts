import type { Profile } from '@cuebrief/shared';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n/i18n';
import { briefSections } from '../brief-sections';
import { bodyOf, draftSchema, factsOf, newDraft } from './request-draft';

const profile = {
  uuid: '00000000-0000-4000-8000-000000000001',
  firstName: 'Ava',
  lastName: 'Morgan',
  email: 'ava@northlight.example',
  phone: null,
  duty: null,
} as unknown as Profile;

describe("a brief's optional title in the wizard", () => {
  it('is sent when given, trimmed by the server, and left out when empty', () => {
    const draft = newDraft(profile, []);
    expect(draft.title).toBe('');
    expect(bodyOf(draft)).not.toHaveProperty('title');
    expect(bodyOf({ ...draft, title: 'Velo launch' })).toMatchObject({ title: 'Velo launch' });
  });

  it('reads a draft kept before the title was asked as one without a title', () => {
    const older: Partial<ReturnType<typeof newDraft>> = newDraft(profile, []);
    delete older.title;
    expect(draftSchema.parse(older).title).toBe('');
  });

  it('is a row of the summary, not of the pages its title already heads', () => {
    const t = i18next.t.bind(i18next);
    const rows = (withTitle?: boolean) =>
      briefSections(t, { withContact: true, withTitle }).flatMap((section) => section.fields);
    expect(rows()).toContain('title');
    expect(rows(false)).not.toContain('title');
    expect(factsOf({ ...newDraft(profile, []), title: 'Velo launch' }).title).toBe('Velo launch');
  });
});
