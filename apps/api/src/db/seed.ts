import { CLIENT_TRIAL_DAYS, type Role } from '@cuebrief/shared';
import type { Clock } from '../lib/clock';
import type { NewAccount, UsersService } from '../modules/users/users.service';

export const DEMO_PASSWORD = 'cuebrief-demo';

type DemoAccount = Omit<NewAccount, 'password'> & { label: string };

const DAY_MS = 24 * 60 * 60 * 1000;

function demoAccounts(now: Date): DemoAccount[] {
  const trial = new Date(now.getTime() + CLIENT_TRIAL_DAYS * DAY_MS);
  const person = (role: Role, email: string, firstName: string, lastName: string) => ({
    role,
    email,
    firstName,
    lastName,
  });
  return [
    {
      label: 'admin',
      ...person('Admin', 'admin@cuebrief.example', 'Ada', 'Admin'),
      status: 'approved',
    },
    {
      label: 'client, Northlight Agency',
      ...person('Client', 'ava@northlight.example', 'Ava', 'Morgan'),
      status: 'approved',
      trialEndsAt: trial,
      clientAgencyName: 'Northlight Agency',
      website: 'https://northlight.example',
      agencyLocationCity: 'London',
      agencyLocationCountry: 'United Kingdom',
      duty: 'Music Supervisor',
      phone: '+44 20 7946 0100',
    },
    {
      label: 'client, Bluefern Creative',
      ...person('Client', 'marc@bluefern.example', 'Marc', 'Dubois'),
      status: 'approved',
      trialEndsAt: trial,
      clientAgencyName: 'Bluefern Creative',
      website: 'https://bluefern.example',
      agencyLocationCity: 'Paris',
      agencyLocationCountry: 'France',
      duty: 'Creative Director',
      phone: '+33 1 70 36 00 00',
    },
    {
      label: 'composer',
      ...person('Composer', 'lena@composers.example', 'Lena', 'Hart'),
      status: 'approved',
      pro: 'PRS',
      ipiNumber: '00123456789',
      signupType: 'individual',
    },
    {
      label: 'composer',
      ...person('Composer', 'theo@composers.example', 'Theo', 'Okafor'),
      status: 'approved',
      pro: 'ASCAP',
      ipiNumber: '00987654321',
      signupType: 'individual',
    },
    {
      label: 'pending composer',
      ...person('Composer', 'nina@composers.example', 'Nina', 'Berg'),
      status: 'pending',
      pro: 'GEMA',
      ipiNumber: '00555444333',
      signupType: 'individual',
    },
    {
      label: 'pending client, Red Oak Studio',
      ...person('Client', 'sam@redoak.example', 'Sam', 'Reyes'),
      status: 'pending',
      clientAgencyName: 'Red Oak Studio',
      agencyLocationCity: 'Austin',
      agencyLocationCountry: 'United States',
    },
  ];
}

/** Fills an empty database with one account of each kind; does nothing once anyone exists. */
export async function seedDemoData(
  users: UsersService,
  clock: Clock,
): Promise<{ label: string; email: string }[]> {
  if ((await users.countAccounts()) > 0) return [];
  const created = [];
  for (const { label, ...account } of demoAccounts(clock.now())) {
    await users.createAccount({ ...account, password: DEMO_PASSWORD }, { notify: false });
    created.push({ label, email: account.email });
  }
  return created;
}
