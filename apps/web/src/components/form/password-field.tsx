import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A password box with a button that shows what was typed and hides it again, so a person can
 * check a long password before sending it. Takes a TextField's props (a form's `fieldProps`),
 * and its ref by forwardRef: the pre-rendered login page runs on Preact, which hands a function
 * component no `ref` prop, and the form reads what was typed before hydration through it.
 */
export const PasswordField = forwardRef<HTMLDivElement, Omit<TextFieldProps, 'type'>>(
  function PasswordField(props, ref) {
    const { t } = useTranslation();
    const [isShown, setIsShown] = useState(false);
    return (
      <TextField
        {...props}
        ref={ref}
        type={isShown ? 'text' : 'password'}
        slotProps={{
          ...props.slotProps,
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={t(isShown ? 'common.hidePassword' : 'common.showPassword')}
                  onClick={() => setIsShown((shown) => !shown)}
                  edge="end"
                >
                  {isShown ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    );
  },
);
