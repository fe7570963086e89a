import { SHARE_COMMENT_MAX_LENGTH, type SharePageItem, type ShareReaction } from '@cuebrief/shared';
import { useId, useState, type FormEvent } from 'react';
import { saveReaction, ShareCallError } from './share-api';
import { TEXTS } from './texts';

type Status = 'idle' | 'sending' | 'saved' | 'failed';

const CHOICES: { reaction: ShareReaction; label: string }[] = [
  { reaction: 'like', label: TEXTS.like },
  { reaction: 'not_for_us', label: TEXTS.notForUs },
];

/**
 * "I like this" / "Not for us" for one item, with an optional comment once one is chosen. Each
 * change is sent at once (the latest reaction is the one the agency sees); `onRefused` takes a
 * refusal that ends the page (an expired link, a stale pass) and answers whether it did.
 */
export function ReactionForm(props: {
  token: string;
  pass: string;
  item: SharePageItem;
  onRefused: (error: unknown) => boolean;
}) {
  const { token, pass, item, onRefused } = props;
  const commentId = useId();
  const [reaction, setReaction] = useState<ShareReaction | null>(item.reaction?.reaction ?? null);
  const [comment, setComment] = useState(item.reaction?.comment ?? '');
  const [status, setStatus] = useState<Status>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  async function save(chosen: ShareReaction) {
    setStatus('sending');
    setProblem(null);
    const text = comment.trim();
    try {
      await saveReaction(token, item.id, { pass, reaction: chosen, comment: text || undefined });
      setReaction(chosen);
      setStatus('saved');
    } catch (error) {
      if (onRefused(error)) return;
      setStatus('failed');
      const tooLong = error instanceof ShareCallError && error.status === 400;
      setProblem(tooLong ? TEXTS.commentTooLong(SHARE_COMMENT_MAX_LENGTH) : TEXTS.actionFailed);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (reaction) void save(reaction);
  };

  return (
    <form className="reaction" onSubmit={onSubmit}>
      <div className="reaction-choices" role="group" aria-label={TEXTS.reactionGroup(item.title)}>
        {CHOICES.map((choice) => (
          <button
            key={choice.reaction}
            type="button"
            className="toggle"
            aria-pressed={reaction === choice.reaction}
            disabled={status === 'sending'}
            onClick={() => void save(choice.reaction)}
          >
            {choice.label}
          </button>
        ))}
      </div>
      {reaction && (
        <div className="reaction-comment">
          <label htmlFor={commentId}>{TEXTS.commentLabel}</label>
          <textarea
            id={commentId}
            rows={2}
            maxLength={SHARE_COMMENT_MAX_LENGTH}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          <button type="submit" className="secondary" disabled={status === 'sending'}>
            {status === 'sending' ? TEXTS.saving : TEXTS.saveComment}
          </button>
        </div>
      )}
      <p className={problem ? 'problem' : 'done'} role="status">
        {problem ?? (status === 'saved' ? TEXTS.reactionSaved : '')}
      </p>
    </form>
  );
}
