import { describe, expect, it } from 'vitest';
import { pageOf, pageWindow } from './paging';

describe('paging', () => {
  it('skips the pages before the asked-for one and takes one page', () => {
    expect(pageWindow({ page: 1, pageSize: 20 })).toEqual({ offset: 0, limit: 20 });
    expect(pageWindow({ page: 3, pageSize: 10 })).toEqual({ offset: 20, limit: 10 });
  });

  it('answers the items with the page they are and the total of the whole list', () => {
    expect(pageOf({ page: 2, pageSize: 5 }, ['a'], 6)).toEqual({
      data: ['a'],
      page: 2,
      pageSize: 5,
      total: 6,
    });
  });
});
