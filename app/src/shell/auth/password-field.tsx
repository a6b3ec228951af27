// A password TextField with a show/hide toggle (a real button with a pressed state, named in both languages).
import { Button, TextField } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  errorMessage?: string;
  /** Marked invalid (aria-invalid); by default, when there is an error message. */
  isInvalid?: boolean;
  description?: string;
  name?: string;
}

export function PasswordField({ label, value, onChange, autoComplete, errorMessage, isInvalid, description, name }: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <div className="flex items-end gap-2">
      <TextField
        className="flex-1"
        label={label}
        name={name}
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        value={value}
        onChange={onChange}
        isRequired
        isInvalid={isInvalid ?? Boolean(errorMessage)}
        errorMessage={errorMessage}
        description={description}
      />
      <Button
        type="button"
        variant="outline"
        aria-pressed={shown}
        onClick={() => setShown((s) => !s)}
        className={errorMessage || description ? 'mb-7' : ''}
      >
        {shown ? t('hidePassword') : t('showPassword')}
      </Button>
    </div>
  );
}
