import type { SharePage } from '@cuebrief/shared';
import { formatDate } from '../lib/format-date';
import { ItemCard } from './item-card';
import { TEXTS } from './texts';
import { useSharePlayer } from './use-share-player';

/** The opened link: who shared what with whom until when, and the music with one player. */
export function ShortlistView(props: {
  token: string;
  page: SharePage;
  onRefused: (error: unknown) => boolean;
}) {
  const { token, page, onRefused } = props;
  const { audioRef, state, toggle, seek } = useSharePlayer(token, page.pass);

  return (
    <>
      <header className="listen-header">
        <div className="listen-column">
          <p className="listen-agency">{page.agencyName}</p>
          <h1>{page.title}</h1>
          <p className="listen-meta">
            <span>{TEXTS.sharedWith(page.label)}</span>
            <span>{TEXTS.availableUntil(formatDate(page.expiresAt))}</span>
          </p>
        </div>
      </header>
      <main className="listen-column">
        <h2 className="items-heading">{TEXTS.itemsHeading(page.items.length)}</h2>
        {page.items.length === 0 ? (
          <p className="muted">{TEXTS.emptyShortlist}</p>
        ) : (
          <ol className="items">
            {page.items.map((item) => (
              <ItemCard
                key={item.id}
                token={token}
                pass={page.pass}
                item={item}
                player={state}
                onToggle={toggle}
                onSeek={seek}
                onRefused={onRefused}
              />
            ))}
          </ol>
        )}
        {/* The page's one player: nothing loads until an item is played. */}
        <audio ref={audioRef} preload="none" />
      </main>
      <footer className="listen-column listen-footer">
        <p>{TEXTS.poweredBy}</p>
      </footer>
    </>
  );
}
