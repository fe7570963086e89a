import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileNameOf, fileSaver } from '../../lib/save-api-file';
import { apiResponse, fakeApi, uuidOf } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { LicencePdfButton } from './licence-pdf-button';

const AUDIO_ID = uuidOf(41);
const CLIENT_ID = uuidOf(7);
const PDF_PATH = `/users/v1/request/pdf/${AUDIO_ID}`;

const pdfResponse = () =>
  new Response('%PDF-1.7 licence', {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="licence-CB-2026-000042.pdf"',
    },
  });

afterEach(() => vi.restoreAllMocks());

describe('the licence PDF button', () => {
  it('fetches the PDF with the token and saves it under the name the server gave', async () => {
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => {});
    const api = fakeApi('Admin', ({ path }) => (path === PDF_PATH ? pdfResponse() : undefined));
    renderApp(
      <LicencePdfButton audioId={AUDIO_ID} audioTitle="Night Drive" clientId={CLIENT_ID} />,
      {
        api,
      },
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Download the licence PDF of Night Drive' }),
    );
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [blob, name] = save.mock.calls[0]!;
    expect(name).toBe('licence-CB-2026-000042.pdf');
    expect(await blob.text()).toBe('%PDF-1.7 licence');
    expect(api.calls()).toContain(`GET ${PDF_PATH}?patientUuid=${CLIENT_ID}`);
    const call = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('/pdf/'));
    expect(new Headers(call?.[1]?.headers).get('authorization')).toBe('Bearer token');
  });

  it('says why when there is no licence to download', async () => {
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => {});
    renderApp(<LicencePdfButton audioId={AUDIO_ID} audioTitle="Night Drive" />, {
      api: fakeApi('Client', ({ path }) =>
        path === PDF_PATH
          ? apiResponse(404, null, { message: 'No licence for this audio.', error: 'NOT_FOUND' })
          : undefined,
      ),
    });
    await userEvent.click(screen.getByRole('button', { name: /licence PDF/ }));
    expect(
      await screen.findByText(
        'The licence PDF could not be downloaded: No licence for this audio.',
      ),
    ).toBeVisible();
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /licence PDF/ })).toBeEnabled();
  });
});

describe('the file name of a download', () => {
  it('comes from Content-Disposition, plain or encoded', () => {
    expect(fileNameOf('attachment; filename="licence-CB-2026-000001.pdf"')).toBe(
      'licence-CB-2026-000001.pdf',
    );
    expect(fileNameOf("attachment; filename*=UTF-8''licence%20one.pdf")).toBe('licence one.pdf');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
