import http from 'node:http';
import { multipartBody, multipartBytes, type FormPart } from './multipart';

/**
 * Starts a real HTTP upload of `parts` to `path` on the listening app at `address`, as the holder
 * of `token`, and sends half of its body: the test then cuts the connection (`destroy()`), as a
 * browser's Cancel or a lost connection does.
 */
export async function halfSentUpload(
  address: string,
  path: string,
  token: string,
  parts: FormPart[],
): Promise<http.ClientRequest> {
  const body = multipartBody(parts);
  const bytes = await multipartBytes(body);
  const upload = http.request(`${address}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': body.contentType,
      'content-length': String(bytes.length),
    },
  });
  // The connection is cut on purpose; its error is the point of the tests that use this.
  upload.on('error', () => {});
  upload.write(bytes.subarray(0, Math.floor(bytes.length / 2)));
  return upload;
}
