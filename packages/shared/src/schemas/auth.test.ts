import { describe, expect, it } from 'vitest';
import {
  changePasswordBodySchema,
  registerClientBodySchema,
  registerComposerBodySchema,
  updateProfileBodySchema,
  updateProfileBodySchemas,
} from './auth';

const composer = {
  email: 'lena@composers.example',
  password: 'long enough',
  firstName: 'Lena',
  lastName: 'Hart',
  pro: 'PRS',
  ipiNumber: '00123456789',
  signupType: 'individual',
};

describe('sign-up schemas', () => {
  it('accept the spec payload of a composer', () => {
    expect(registerComposerBodySchema.safeParse(composer).success).toBe(true);
  });

  it('refuse unknown fields by name, so nobody signs up as an admin', () => {
    const result = registerComposerBodySchema.safeParse({ ...composer, role: 'Admin' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['role'] });
  });

  it('bound the password between 8 and 128 characters', () => {
    expect(registerComposerBodySchema.safeParse({ ...composer, password: 'short' }).success).toBe(
      false,
    );
    expect(
      registerComposerBodySchema.safeParse({ ...composer, password: 'x'.repeat(129) }).success,
    ).toBe(false);
    expect(
      registerComposerBodySchema.safeParse({ ...composer, password: 'x'.repeat(128) }).success,
    ).toBe(true);
  });

  it('trim names and refuse blank ones', () => {
    expect(registerComposerBodySchema.parse({ ...composer, firstName: '  Lena ' }).firstName).toBe(
      'Lena',
    );
    expect(registerComposerBodySchema.safeParse({ ...composer, firstName: '   ' }).success).toBe(
      false,
    );
  });

  it('check an IPI number has 9 to 11 digits', () => {
    expect(
      registerComposerBodySchema.safeParse({ ...composer, ipiNumber: '12345678' }).success,
    ).toBe(false);
    expect(
      registerComposerBodySchema.safeParse({ ...composer, ipiNumber: '12345abc9' }).success,
    ).toBe(false);
  });

  it('need an agency name from a client and a full web address if a website is given', () => {
    const client = { email: 'a@b.example', password: 'long enough', firstName: 'A', lastName: 'B' };
    expect(registerClientBodySchema.safeParse(client).success).toBe(false);
    expect(
      registerClientBodySchema.safeParse({ ...client, clientAgencyName: 'Northlight' }).success,
    ).toBe(true);
    expect(
      registerClientBodySchema.safeParse({
        ...client,
        clientAgencyName: 'N',
        website: 'javascript:alert(1)',
      }).success,
    ).toBe(false);
  });
});

describe('profile and password schemas', () => {
  it('let each role change only its own fields', () => {
    expect(updateProfileBodySchemas.Composer.safeParse({ pro: 'BMI' }).success).toBe(true);
    expect(updateProfileBodySchemas.Composer.safeParse({ clientAgencyName: 'X' }).success).toBe(
      false,
    );
    expect(updateProfileBodySchemas.Client.safeParse({ clientAgencyName: 'X' }).success).toBe(true);
    expect(updateProfileBodySchemas.Admin.safeParse({ pro: 'BMI' }).success).toBe(false);
    expect(updateProfileBodySchemas.Client.safeParse({ email: 'new@x.example' }).success).toBe(
      false,
    );
  });

  it('let a composer, and only a composer, choose the new-request digest', () => {
    expect(updateProfileBodySchemas.Composer.parse({ notifyNewRequests: false })).toEqual({
      notifyNewRequests: false,
    });
    expect(updateProfileBodySchemas.Composer.safeParse({ notifyNewRequests: 'no' }).success).toBe(
      false,
    );
    expect(updateProfileBodySchemas.Client.safeParse({ notifyNewRequests: true }).success).toBe(
      false,
    );
    expect(updateProfileBodySchemas.Admin.safeParse({ notifyNewRequests: true }).success).toBe(
      false,
    );
    expect(updateProfileBodySchema.safeParse({ notifyNewRequests: true }).success).toBe(true);
  });

  it('let a composer and a client, never an admin, choose the review digest', () => {
    for (const role of ['Composer', 'Client'] as const) {
      expect(updateProfileBodySchemas[role].parse({ notifyReviewActivity: false })).toEqual({
        notifyReviewActivity: false,
      });
      expect(updateProfileBodySchemas[role].safeParse({ notifyReviewActivity: 'no' }).success).toBe(
        false,
      );
    }
    expect(updateProfileBodySchemas.Admin.safeParse({ notifyReviewActivity: true }).success).toBe(
      false,
    );
  });

  it('apply the password rules to the new password only', () => {
    expect(
      changePasswordBodySchema.safeParse({ currentPassword: 'old', newPassword: 'new enough' })
        .success,
    ).toBe(true);
    expect(
      changePasswordBodySchema.safeParse({ currentPassword: 'old', newPassword: 'short' }).success,
    ).toBe(false);
  });
});
