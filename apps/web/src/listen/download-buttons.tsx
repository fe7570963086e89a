import type { ShareDownloadKind, SharePageItem } from '@cuebrief/shared';
import { useState } from 'react';
import { DownloadIcon } from './icons';
import { goTo } from './navigation';
import { requestDownload, ShareCallError } from './share-api';
import { TEXTS } from './texts';

/**
 * The files this link lets its recipient download for one item. Each press asks for a signed
 * address (counted as a download) and goes there; the browser saves the file and the page stays.
 */
export function DownloadButtons(props: {
  token: string;
  pass: string;
  item: SharePageItem;
  onRefused: (error: unknown) => boolean;
}) {
  const { token, pass, item, onRefused } = props;
  const [pending, setPending] = useState<ShareDownloadKind | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function download(kind: ShareDownloadKind) {
    setPending(kind);
    setProblem(null);
    try {
      const { url } = await requestDownload(token, item.id, { pass, kind });
      goTo(url);
    } catch (error) {
      if (onRefused(error)) return;
      const refused = error instanceof ShareCallError && error.status === 403;
      setProblem(refused ? TEXTS.downloadRefused : TEXTS.actionFailed);
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="downloads">
      {item.downloads.map((kind) => (
        <button
          key={kind}
          type="button"
          className="secondary"
          aria-label={TEXTS.downloadLabel(kind, item.title)}
          disabled={pending !== null}
          onClick={() => void download(kind)}
        >
          <DownloadIcon />
          {pending === kind ? TEXTS.preparingDownload : TEXTS.download(kind)}
        </button>
      ))}
      <p className="problem" role="status">
        {problem ?? ''}
      </p>
    </div>
  );
}
