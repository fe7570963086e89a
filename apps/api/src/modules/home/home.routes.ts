import type { FastifyPluginAsync } from 'fastify';
import { PRODUCT_NAME } from '@cuebrief/shared';

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${PRODUCT_NAME}</title>
<style>
  body { font: 17px/1.6 system-ui, sans-serif; margin: 0; color: #1d1b26; background: #f6f4fb; }
  main { max-width: 42rem; margin: 0 auto; padding: 3rem 1.5rem; }
  h1 { font-size: 2.4rem; margin: 0 0 .25rem; color: #3b2a8c; }
  .lead { font-size: 1.25rem; margin-top: 0; }
  li { margin: .4rem 0; }
  a { color: #3b2a8c; }
</style>
</head>
<body>
<main>
  <h1>${PRODUCT_NAME}</h1>
  <p class="lead">Custom music, commissioned.</p>
  <p>${PRODUCT_NAME} is a marketplace where agencies commission music for their campaigns, trailers and films:</p>
  <ul>
    <li><strong>Agencies</strong> post a brief (genre, mood, instrumentation, tempo, budget and deadline) and license the track they love.</li>
    <li><strong>Composers</strong> answer briefs with mp3 and wav audio and stems, and see when their music is heard.</li>
    <li><strong>Our team</strong> approves every account, curates a catalogue of ready music and shows off past placements.</li>
  </ul>
  <p>The API is described at <a href="/docs">/docs</a>. Its health is at <a href="/health">/health</a>.</p>
</main>
</body>
</html>`;

/** The plain page at `/` when the web app is not built (with it, `/` is the app's index.html). */
export const homeRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(page),
  );
};
