import { DEFAULT_PAGE_SIZE } from '@cuebrief/shared';
import { describe, expect, it } from 'vitest';
import { takesTableQueryOf } from './use-takes-table-params';

describe('the table’s query from the address', () => {
  it('is the first page in the order of submission with the app’s page size by default', () => {
    expect(takesTableQueryOf({}, 1)).toEqual({
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
      sort: 'submitted',
      order: 'asc',
      fits: undefined,
    });
  });

  it('reads a sort, an order, the filter, a page size offered and the page', () => {
    expect(
      takesTableQueryOf({ sort: 'bpm', order: 'desc', fits: 'true', pageSize: '50' }, 3),
    ).toEqual({ page: 3, pageSize: 50, sort: 'bpm', order: 'desc', fits: true });
  });

  it('reads anything it does not know as the default, as a hand-edited link may hold', () => {
    expect(
      takesTableQueryOf({ sort: 'tempo', order: 'up', fits: 'yes', pageSize: '7' }, 1),
    ).toEqual({
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
      sort: 'submitted',
      order: 'asc',
      fits: undefined,
    });
  });
});
