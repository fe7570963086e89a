// A worker thread that checks and decodes mp3 uploads, so mpg123's decoding (seconds of CPU for
// a long file) never holds the event loop that answers every other request. Started by the
// pool in mp3-worker-pool.ts; the build bundles it beside server.js.
import { parentPort } from 'node:worker_threads';
import { AppError } from '../../../lib/app-error';
import type { AudioMeasurement, Inspector } from './inspector';
import { createMp3Inspector } from './mp3-inspector';
import type { FromMp3Worker, Mp3WorkerFailure, ToMp3Worker } from './mp3-worker-messages';

const port = parentPort;
if (!port) throw new Error('mp3-decode-worker runs as a worker thread');

type Session = {
  /** The session's work so far: each message runs after the one before it. */
  tail: Promise<void>;
  inspector: Inspector<AudioMeasurement> | undefined;
  /** After a refusal the rest of the upload is not looked at. */
  isOver: boolean;
};

const sessions = new Map<number, Session>();
const send = (message: FromMp3Worker) => port.postMessage(message);

function failureOf(error: unknown): Mp3WorkerFailure {
  return {
    code: error instanceof AppError ? error.code : undefined,
    message: error instanceof Error ? error.message : String(error),
  };
}

async function run(session: Session, id: number, message: ToMp3Worker): Promise<void> {
  if (message.type === 'dispose') {
    session.inspector?.dispose();
    sessions.delete(id);
    return;
  }
  if (session.isOver) return;
  try {
    if (message.type === 'open') session.inspector = await createMp3Inspector();
    else if (!session.inspector) throw new Error('an mp3 session used before it opened');
    else if (message.type === 'push') {
      session.inspector.push(
        Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength),
      );
      send({ type: 'pushed', session: id, bytes: message.chunk.byteLength });
    } else {
      session.isOver = true;
      send({ type: 'measured', session: id, measurement: session.inspector.finish() });
    }
  } catch (error) {
    session.isOver = true;
    session.inspector?.dispose();
    send({ type: 'failed', session: id, failure: failureOf(error) });
  }
}

port.on('message', (message: ToMp3Worker) => {
  const id = message.session;
  let session = sessions.get(id);
  if (!session) {
    session = { tail: Promise.resolve(), inspector: undefined, isOver: false };
    sessions.set(id, session);
  }
  const current = session;
  current.tail = current.tail.then(() => run(current, id, message));
});
