import { describe, expect, it } from 'vitest';
import { isApiPath } from './api-paths';

describe('isApiPath', () => {
  it('knows the API by its versioned prefixes and the health check', () => {
    for (const url of [
      '/users/v1/auth/login',
      '/users/v1/request/albums?page=2',
      '/tickets/v1/question',
      '/health',
      '/health?x=1',
    ]) {
      expect(isApiPath(url), url).toBe(true);
    }
  });

  it('leaves the web app its pages, even under the same first segment', () => {
    for (const url of [
      '/',
      '/users',
      '/users?tab=2',
      '/users/v2',
      '/tickets',
      '/healthy',
      '/login',
    ]) {
      expect(isApiPath(url), url).toBe(false);
    }
  });
});
