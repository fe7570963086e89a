import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { IconButton, Slider, Stack } from '@mui/material';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The player's volume: a mute switch that gives back the level it took, and a slider. */
export function VolumeControl({
  volume,
  onChange,
  sliderWidth,
}: {
  /** 0..1. */
  volume: number;
  onChange: (volume: number) => void;
  sliderWidth: number | Record<string, number>;
}) {
  const { t } = useTranslation();
  const beforeMute = useRef(1);
  const isMuted = volume === 0;
  const toggleMute = () => {
    if (isMuted) {
      onChange(beforeMute.current || 1);
      return;
    }
    beforeMute.current = volume;
    onChange(0);
  };
  return (
    // Room on the right for the thumb's 42 px touch area, or a phone scrolls sideways at full volume.
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0, pr: 1.5 }}>
      <IconButton
        size="small"
        onClick={toggleMute}
        aria-label={t(isMuted ? 'player.unmute' : 'player.mute')}
      >
        {isMuted ? <VolumeOffIcon fontSize="small" /> : <VolumeUpIcon fontSize="small" />}
      </IconButton>
      <Slider
        size="small"
        value={Math.round(volume * 100)}
        min={0}
        max={100}
        step={5}
        onChange={(_, value) => onChange((Array.isArray(value) ? value[0]! : value) / 100)}
        getAriaValueText={(value) => t('player.volumeText', { percent: value })}
        slotProps={{ input: { 'aria-label': t('player.volume') } }}
        sx={{ width: sliderWidth }}
      />
    </Stack>
  );
}
