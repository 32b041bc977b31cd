/**
 * The nginx configuration of `npm run cluster` (ADR 074): the production site of
 * deploy/nginx/qf.conf with what only a machine's own nginx needs changed: plain HTTP on one
 * loopback port, every path (pid, logs, temp files) inside a prefix directory of its own, and the
 * master in the foreground as a child of the supervisor. The proxying itself (retries, limits,
 * headers, compression, caching) is the production file's, and a test holds the two together.
 */

/** The largest request body a node accepts: a document upload (UPLOAD_MAX_BYTES, 20 MB) with its fields and multipart framing. */
export const CLIENT_MAX_BODY_SIZE = '22m'
/** Node's own header limit is 16 KB (http.maxHeaderSize): nginx refuses nothing a node would take. */
export const LARGE_CLIENT_HEADER_BUFFERS = '4 16k'

export interface NginxOptions {
  /** Where nginx listens (loopback). */
  port: number
  /** The nodes' ports on 127.0.0.1. */
  upstreams: number[]
  /** The prefix directory: logs, pid and temp files go below it. */
  prefix: string
  /** A second port sending to the first node only (bench:chaos compares one node with all). */
  soloPort?: number
}

/**
 * The proxying shared with deploy/nginx/qf.conf, from `location /` in: kept word for word in
 * both (cluster.test.ts compares them), so what the cluster proves is what production runs.
 */
export const PROXY_LOCATIONS = `
    # Fingerprinted build files (src/server/assets.ts: Vite's hashed names under /build/) never
    # change: cached for a year by browsers and shared caches. The node sets the same header;
    # stating it here keeps it whatever a node's version says.
    location ~ "^/build/.+[.-][A-Za-z0-9_-]{8,}\\.(?:js|css|svg|png|woff2)$" {
        proxy_pass http://qf_nodes;
        proxy_hide_header Cache-Control;
        add_header Cache-Control "public, max-age=31536000, immutable" always;
    }

    location / {
        proxy_pass http://qf_nodes;
    }`

/** Directives of the http block shared with deploy/nginx/qf.conf (word for word: cluster.test.ts). */
export const PROXY_SETTINGS = `
    # Body and header limits as the nodes' (src/server/app.ts bodyLimit 1 MB for forms; the
    # document upload's UPLOAD_MAX_BYTES of 20 MB plus fields; Node's 16 KB of headers): a request
    # a node would take passes, one it would refuse still gets the node's own clear answer.
    client_max_body_size ${CLIENT_MAX_BODY_SIZE};
    large_client_header_buffers ${LARGE_CLIENT_HEADER_BUFFERS};

    # nginx alone compresses what clients get: the nodes are asked for identity (Accept-Encoding
    # cleared below). A node writes a page, rendered whole, with its headers in one write, so a
    # node killed while rendering has sent nothing and nginx retries the request on another; a
    # node that compressed streamed the page in pieces, and one killed between two of them left
    # a cut answer nginx could no longer retry (ADR 074's chaos bench: 1 page in 315).
    gzip on;
    gzip_vary on;
    gzip_proxied any;
    gzip_comp_level 5;
    gzip_min_length 1024;
    gzip_types text/plain text/css text/xml application/javascript application/json application/xml application/rss+xml application/atom+xml image/svg+xml text/calendar;

    # Keep-alive connections to the nodes, as HTTP/1.1; closed before a node's own keepAliveTimeout
    # (5 s, src/server/app.ts), so nginx never sends on a connection the node is closing.
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Accept-Encoding "";

    # The client as the node needs it (TRUST_PROXY): its address appended to X-Forwarded-For, the
    # scheme it used, the host it asked for; one request id in nginx's log and the node's.
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-Host $host;
    proxy_set_header X-Request-Id $request_id;
    # A visitor's own trace context is not continued (ADR 076): whoever sends one would choose
    # which of their requests are sampled. Remove these two lines if this nginx traces (and sets them).
    proxy_set_header traceparent "";
    proxy_set_header tracestate "";

    # A node that is gone (refused, reset, timed out) or closing (503 to a late request on a
    # kept-alive connection after SIGTERM) is skipped: the request goes to the next one, once.
    # nginx retries only idempotent methods (GET, HEAD, PUT, DELETE…) once a request was sent; a
    # POST is retried only when it never reached a node (connection refused). Kept so: a checkout
    # submitted twice is the application's to handle.
    proxy_next_upstream error timeout http_502 http_503 http_504;
    proxy_next_upstream_tries 2;
    proxy_next_upstream_timeout 15s;
    proxy_connect_timeout 2s;
    proxy_send_timeout 30s;
    proxy_read_timeout 30s;`

/**
 * The upstream block and its keep-alive connections. `max_fails=0` (ADR 074): whatever nginx
 * retries on (503 too) also counts as a node's failure, and a node answers 503 for its own
 * reasons (its database or Redis away): with `max_fails=1` one such answer took a healthy node
 * out for `fail_timeout`, and in a Redis outage both, so every page was nginx's 502. A node
 * that is down costs a refused connection, retried at once on the next.
 */
export function upstreamBlock(ports: number[], host = '127.0.0.1'): string {
  const servers = ports.map((p) => `        server ${host}:${p} max_fails=0;`).join('\n')
  return `    upstream qf_nodes {
${servers}
        keepalive 32;
        keepalive_timeout 4s;
    }`
}

export function nginxConfig({ port, upstreams, prefix, soloPort }: NginxOptions): string {
  const solo = soloPort
    ? `
${upstreamBlock(upstreams.slice(0, 1)).replace('qf_nodes', 'qf_solo')}

    server {
        listen 127.0.0.1:${soloPort};
        server_name localhost;
${PROXY_LOCATIONS.replaceAll('http://qf_nodes', 'http://qf_solo')}
    }`
    : ''
  return `# Generated by scripts/cluster/nginx.ts for npm run cluster: do not edit (deploy/nginx/qf.conf is the production site).
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events {
    worker_connections 1024;
}
http {
    access_log ${prefix}/access.log;
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    types {
        text/html html;
    }
    default_type application/octet-stream;
${PROXY_SETTINGS}

${upstreamBlock(upstreams)}

    server {
        listen 127.0.0.1:${port};
        server_name localhost;
${PROXY_LOCATIONS}
    }
${solo}
}
`
}
