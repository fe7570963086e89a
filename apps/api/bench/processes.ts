// The processes a benchmark starts (the built API, the bare route) and how it signs in to them.
import { spawn, type ChildProcess } from 'node:child_process';
import { DEMO_PASSWORD } from '../src/demo/seed';
import { apiDir } from './settings';

/** Starts `command` in the API's folder; resolves once its output matches `ready`. */
export function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: apiDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const timer = setTimeout(
      () => reject(new Error(`${args.join(' ')} did not start in time`)),
      60_000,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      if (ready.test(chunk.toString())) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

export type SignedIn = { accessToken: string; refreshToken: string };

/** Logs a demo account in through the API: its tokens. */
export async function signIn(
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<SignedIn> {
  const response = await fetch(`${baseUrl}/users/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { status: { message: string }; data: SignedIn };
  if (!response.ok) throw new Error(`log in as ${email}: ${body.status.message}`);
  return body.data;
}

/** A demo account's access token. */
export const logIn = async (baseUrl: string, email: string) =>
  (await signIn(baseUrl, email)).accessToken;
