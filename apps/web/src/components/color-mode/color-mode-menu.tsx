import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useColorModeChoice } from '../../lib/color-mode/use-color-mode-choice';
import { COLOR_MODE_OPTIONS, optionOf } from './color-mode-options';

/**
 * The app bar's colour scheme control: a button showing the current choice, opening a menu of
 * the three (arrow keys move in it, Enter chooses, Escape closes and gives focus back).
 */
export function ColorModeMenu() {
  const { t } = useTranslation();
  const { choice, choose } = useColorModeChoice();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const { Icon } = optionOf(choice);
  return (
    <>
      <IconButton
        aria-label={t('colorMode.button', { current: t(optionOf(choice).label) })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Icon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('colorMode.title') } }}
      >
        {COLOR_MODE_OPTIONS.map((option) => (
          <MenuItem
            key={option.choice}
            role="menuitemradio"
            aria-checked={option.choice === choice}
            selected={option.choice === choice}
            autoFocus={option.choice === choice}
            onClick={() => {
              choose(option.choice);
              setAnchor(null);
            }}
          >
            <ListItemIcon>
              <option.Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t(option.label)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
