/**
 * nginx in front of Cuebrief's instances, written out for a test or an operator: round-robin
 * over identical instances with no sticky sessions, the next instance tried when one refuses or
 * does not answer, uploads streamed through as they arrive. docs/deploy.md shows the site this
 * writes for three instances (nginx-config.test.ts holds the two the same).
 */
export type NginxSite = {
  /** Each instance as `host:port`. */
  instances: readonly string[];
  /** nginx's `listen` argument: a port, or `address:port`. */
  listen: string;
  serverName?: string;
  /**
   * Adds `X-Upstream-Addr: $upstream_addr` to every answer, so a test sees which instance (or,
   * after a failover, which instances in turn) served each call. Not for production: it tells
   * strangers the instances' addresses.
   */
  showUpstream?: boolean;
};

/**
 * The largest upload a route takes (a 2 GiB stems zip, UPLOAD_LIMITS_BYTES) and its form's
 * framing; the app refuses anything larger for its route itself, with its own message.
 */
const MAX_BODY = '2100m';

/** The `upstream` and `server` blocks: what an operator puts in `conf.d/cuebrief.conf`. */
export function nginxSiteOf(site: NginxSite): string {
  // One failure takes an instance out of the rotation for 10 s; then it is tried again.
  const servers = site.instances.map(
    (instance) => `    server ${instance} max_fails=1 fail_timeout=10s;`,
  );
  const lines = [
    'upstream cuebrief {',
    '    # Round-robin over identical instances: no ip_hash, no sticky cookie.',
    ...servers,
    '    keepalive 32;',
    '}',
    '',
    'server {',
    `    listen ${site.listen};`,
    ...(site.serverName ? [`    server_name ${site.serverName};`] : []),
    '    # The largest upload: a 2 GiB stems zip and its form.',
    `    client_max_body_size ${MAX_BODY};`,
    '',
    '    location / {',
    '        proxy_pass http://cuebrief;',
    '        # Connections to the instances stay open between requests.',
    '        proxy_http_version 1.1;',
    '        proxy_set_header Connection "";',
    '        proxy_set_header Host $host;',
    "        # The client's address, which TRUST_PROXY lets the app believe.",
    '        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '        proxy_set_header X-Forwarded-Proto $scheme;',
    '        # Uploads stream on to an instance as they arrive, never spooled to disk here.',
    '        proxy_request_buffering off;',
    '        # An instance that refuses the connection or does not answer: the next one.',
    '        proxy_next_upstream error timeout;',
    '        proxy_connect_timeout 5s;',
    '        # A long upload or download keeps its connection.',
    '        proxy_read_timeout 300s;',
    '        proxy_send_timeout 300s;',
    ...(site.showUpstream ? ['        add_header X-Upstream-Addr $upstream_addr always;'] : []),
    '    }',
    '}',
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * A whole nginx.conf around `site` for a run without root's places: in the foreground, its pid,
 * logs and temporary files inside `dir` (run it with `-p dir -e dir/error.log`).
 */
export function nginxMainOf(dir: string, site: string): string {
  const indented = site
    .trimEnd()
    .split('\n')
    .map((line) => (line ? `    ${line}` : line))
    .join('\n');
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;

events {
    worker_connections 512;
}

http {
    # One line per request as it ends: which instances served it (nginx-process.ts reads it).
    log_format upstreams '$request_method $uri $status "$upstream_addr"';
    access_log ${dir}/access.log upstreams;
    client_body_temp_path ${dir}/client-body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;

${indented}
}
`;
}
