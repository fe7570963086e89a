import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { MENU_ITEMS, menuFor, menuPlaceOf } from './menu';

const everything = new Set<string>(Object.values(paths));
const pathsFor = (viewer: Parameters<typeof menuFor>[0], isMusicViewEnabled = true) =>
  menuFor(viewer, { isMusicViewEnabled, builtPaths: everything }).map((item) => item.path);

describe('the menu of the contract', () => {
  it('gives a guest home, info, login, sign up, both Q&A pages and contact', () => {
    expect(pathsFor('Guest')).toEqual([
      paths.home,
      paths.info,
      paths.login,
      paths.chooseUserType,
      paths.questionsAgency,
      paths.questionsComposer,
      paths.contactUs,
    ]);
  });

  it('gives a client its requests, the music, favourites, offers, shortlists, agency Q&A, contact and settings', () => {
    expect(pathsFor('Client')).toEqual([
      paths.home,
      paths.requestCustomMusic,
      paths.activeRequests,
      paths.requestsHistory,
      paths.music,
      paths.favourites,
      paths.offers,
      paths.shortlists,
      paths.questionsAgency,
      paths.contactUs,
      paths.settings,
    ]);
  });

  it('gives a composer new requests, submissions, composer Q&A, contact and settings', () => {
    expect(pathsFor('Composer')).toEqual([
      paths.home,
      paths.requestsHistory,
      paths.mySubmissions,
      paths.questionsComposer,
      paths.contactUs,
      paths.settings,
    ]);
  });

  it('gives an admin the administration', () => {
    expect(pathsFor('Admin')).toEqual([
      paths.home,
      paths.newUsers,
      paths.myAgencies,
      paths.myComposers,
      paths.music,
      paths.shortlists,
      paths.allSubmissions,
      paths.payments,
      paths.outbox,
      paths.placements,
      paths.settings,
    ]);
  });

  it('labels /requests-history by role', () => {
    const labelOf = (viewer: 'Client' | 'Composer') =>
      menuFor(viewer, { isMusicViewEnabled: true, builtPaths: everything }).find(
        (item) => item.path === paths.requestsHistory,
      )?.label;
    expect(labelOf('Composer')).toBe('menu.newRequests');
    expect(labelOf('Client')).toBe('menu.requestsHistory');
  });

  it('hides the music, all submissions and settings when the music-view flag is off', () => {
    for (const viewer of ['Client', 'Composer', 'Admin'] as const) {
      const shown = pathsFor(viewer, false);
      expect(shown).not.toContain(paths.music);
      expect(shown).not.toContain(paths.allSubmissions);
      expect(shown).not.toContain(paths.settings);
    }
    expect(pathsFor('Admin', false)).toContain(paths.placements);
    expect(pathsFor('Admin', false)).toContain(paths.payments);
    // A client's offers, licences and invoices are not Settings: they stay (decision 038).
    expect(pathsFor('Client', false)).toContain(paths.offers);
  });

  it('lists only screens this build has', () => {
    const built = new Set<string>([paths.home, paths.login]);
    expect(
      menuFor('Guest', { isMusicViewEnabled: true, builtPaths: built }).map((i) => i.path),
    ).toEqual([paths.home, paths.login]);
  });

  it("names every route of the spec once, the clients' favourites, offers and shortlists and the admins' payments and outbox", () => {
    const menuPaths = MENU_ITEMS.map((item) => item.path);
    expect(new Set(menuPaths).size).toBe(menuPaths.length);
    expect(menuPaths).toHaveLength(23);
  });
});

describe('where a page sits in the menu', () => {
  it('is the page of its own item, and the location of the item it is under', () => {
    expect(menuPlaceOf(paths.favourites, '/favourites')).toBe('page');
    expect(menuPlaceOf(paths.shortlists, '/shortlists/4f1c')).toBe('location');
    expect(menuPlaceOf(paths.music, '/cuebrief-music/9a0e')).toBe('location');
  });

  it('is nowhere for a lookalike address, and Home is current on its own page only', () => {
    expect(menuPlaceOf(paths.requestsHistory, '/requests-history-old')).toBeUndefined();
    expect(menuPlaceOf(paths.home, '/')).toBe('page');
    expect(menuPlaceOf(paths.home, '/favourites')).toBeUndefined();
  });
});
