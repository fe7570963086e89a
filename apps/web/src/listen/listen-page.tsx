import { useLayoutEffect } from 'react';
import { PasswordForm } from './password-form';
import { ShortlistView } from './shortlist-view';
import { FailedPage, GonePage, goneTitle, LoadingPage } from './status-page';
import { TEXTS } from './texts';
import { useSharePage, type PageView } from './use-share-page';

function titleOf(view: PageView): string {
  switch (view.kind) {
    case 'open':
      return view.page.title;
    case 'password':
      return TEXTS.passwordTitle;
    case 'failed':
      return TEXTS.failedTitle;
    case 'loading':
      return 'Shared shortlist';
    default:
      return goneTitle(view.kind);
  }
}

/** The recipient's page of a share link (docs/contracts.md#the-recipients-page). */
export function ListenPage({ token }: { token: string | null }) {
  const { view, submitPassword, retry, refused } = useSharePage(token);

  // With the commit that draws the view, so the tab never names another state than the page's.
  useLayoutEffect(() => {
    document.title = TEXTS.documentTitle(titleOf(view));
  }, [view]);

  switch (view.kind) {
    case 'loading':
      return <LoadingPage />;
    case 'password':
      return (
        <PasswordForm problem={view.problem} isSending={view.isSending} onSubmit={submitPassword} />
      );
    case 'failed':
      return <FailedPage onRetry={retry} />;
    case 'open':
      return token && <ShortlistView token={token} page={view.page} onRefused={refused} />;
    default:
      return <GonePage reason={view.kind} />;
  }
}
