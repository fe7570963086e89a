import ThumbDownIcon from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpIcon from '@mui/icons-material/ThumbUpOutlined';
import { Chip, Stack, Typography } from '@mui/material';
import type { ShareReaction, Shortlist } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';

/** What one link's recipient said of one item. */
export type ItemReaction = {
  linkId: string;
  label: string;
  reaction: ShareReaction;
  comment: string | null;
};

/** Every recipient's reaction, by item: read from the links' statistics, in the links' order. */
export function reactionsByItem(shortlist: Shortlist): Map<string, ItemReaction[]> {
  const byItem = new Map<string, ItemReaction[]>();
  for (const link of shortlist.links) {
    for (const stats of link.items) {
      if (!stats.reaction) continue;
      const reactions = byItem.get(stats.itemId) ?? [];
      reactions.push({
        linkId: link.id,
        label: link.label,
        reaction: stats.reaction.reaction,
        comment: stats.reaction.comment,
      });
      byItem.set(stats.itemId, reactions);
    }
  }
  return byItem;
}

/**
 * An item's reactions at a glance: "Liked by Nike brand team", "Not for Acme's director", each
 * with its comment under it. Words and icons both, so colour is never the only sign.
 */
export function ItemReactions({ reactions }: { reactions: readonly ItemReaction[] }) {
  const { t } = useTranslation();
  if (reactions.length === 0) return null;
  return (
    <Stack component="ul" spacing={0.75} sx={{ m: 0, p: 0 }} data-testid="item-reactions">
      {reactions.map((reaction) => {
        const isLike = reaction.reaction === 'like';
        return (
          <Stack
            key={reaction.linkId}
            component="li"
            spacing={0.25}
            sx={{ listStyle: 'none', alignItems: 'flex-start' }}
          >
            <Chip
              size="small"
              variant="outlined"
              color={isLike ? 'success' : 'default'}
              icon={isLike ? <ThumbUpIcon /> : <ThumbDownIcon />}
              label={t(isLike ? 'shortlists.reactions.likedBy' : 'shortlists.reactions.notForBy', {
                label: reaction.label,
              })}
              // The label wraps on a phone; the green's `ink` shade reads as small text.
              sx={{
                maxWidth: '100%',
                height: 'auto',
                py: 0.25,
                color: isLike ? 'success.ink' : undefined,
                '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
              }}
            />
            {reaction.comment && (
              <Typography variant="body2" sx={{ pl: 1, overflowWrap: 'anywhere' }}>
                {t('shortlists.reactions.comment', { comment: reaction.comment })}
              </Typography>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
