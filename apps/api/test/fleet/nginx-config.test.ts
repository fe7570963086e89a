import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nginxSiteOf } from './nginx-config';
import { checkNginxSite, isNginxInstalled } from './nginx-process';

const DEPLOY_DOC = new URL('../../../../docs/deploy.md', import.meta.url);

/** The three instances of docs/deploy.md's example, on a private network. */
const THREE_INSTANCES = nginxSiteOf({
  instances: ['10.0.0.11:3000', '10.0.0.12:3000', '10.0.0.13:3000'],
  listen: '80',
  serverName: 'cuebrief.example.com',
});

/** The first ```nginx block of docs/deploy.md, without the indent of the list it sits in. */
function documentedSite(): string {
  const block = /^( *)```nginx\n([\s\S]*?)^\1```/m.exec(readFileSync(DEPLOY_DOC, 'utf8'));
  if (!block?.[2]) throw new Error('docs/deploy.md has no nginx example');
  const indent = block[1] ?? '';
  return block[2].replace(new RegExp(`^${indent}`, 'gm'), '');
}

describe("the nginx site of docs/deploy.md and the fleet's", () => {
  it('are written by one generator: the example is its three instances', () => {
    expect(documentedSite()).toBe(THREE_INSTANCES);
  });

  it('balance every instance round-robin, with no sticky sessions, and go on to the next on failure', () => {
    const site = nginxSiteOf({ instances: ['127.0.0.1:1', '127.0.0.1:2'], listen: '3' });
    expect(site).toContain('    server 127.0.0.1:1 max_fails=1 fail_timeout=10s;\n');
    expect(site).toContain('    server 127.0.0.1:2 max_fails=1 fail_timeout=10s;\n');
    const directives = site.replace(/#.*$/gm, '');
    expect(directives).not.toMatch(/ip_hash|hash |sticky|least_conn/);
    expect(site).toContain('proxy_next_upstream error timeout;');
    expect(site).toContain('proxy_request_buffering off;');
    expect(site).not.toContain('X-Upstream-Addr');
  });

  it.skipIf(!isNginxInstalled())('are both taken by nginx (nginx -t)', async () => {
    const fleetSite = nginxSiteOf({
      instances: ['127.0.0.1:3361', '127.0.0.1:3362'],
      listen: '127.0.0.1:3360',
      showUpstream: true,
    });
    for (const site of [THREE_INSTANCES, fleetSite]) {
      const checked = await checkNginxSite(site);
      expect(checked.output).toContain('test is successful');
      expect(checked.ok).toBe(true);
    }
  });
});
