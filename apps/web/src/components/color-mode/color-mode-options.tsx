import type { ColorSchemeChoice } from '@cuebrief/shared';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import type { SvgIconComponent } from '@mui/icons-material';

/** The three choices in the order people meet them, each with its icon and text key. */
export const COLOR_MODE_OPTIONS: readonly {
  choice: ColorSchemeChoice;
  Icon: SvgIconComponent;
  label: `colorMode.${ColorSchemeChoice}`;
}[] = [
  { choice: 'system', Icon: SettingsBrightnessOutlined, label: 'colorMode.system' },
  { choice: 'light', Icon: LightModeOutlined, label: 'colorMode.light' },
  { choice: 'dark', Icon: DarkModeOutlined, label: 'colorMode.dark' },
];

export const optionOf = (choice: ColorSchemeChoice) =>
  COLOR_MODE_OPTIONS.find((option) => option.choice === choice) ?? COLOR_MODE_OPTIONS[0]!;
