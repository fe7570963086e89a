import { useId, useState, type FormEvent } from 'react';
import { StatusPage } from './status-page';
import { TEXTS } from './texts';
import type { PasswordProblem } from './use-share-page';

function problemText(problem: PasswordProblem): string | null {
  if (problem === null) return null;
  if (problem === 'missing') return TEXTS.passwordMissing;
  if (problem === 'wrong') return TEXTS.passwordWrong;
  return TEXTS.tooManyAttempts(problem.retryMinutes);
}

/** A link with a password: asked once per tab (the pass it gives is kept for reloads). */
export function PasswordForm(props: {
  problem: PasswordProblem;
  isSending: boolean;
  onSubmit: (password: string) => void;
}) {
  const { problem, isSending, onSubmit } = props;
  const fieldId = useId();
  const problemId = useId();
  const [password, setPassword] = useState('');
  const message = problemText(problem);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(password);
  };

  return (
    <StatusPage title={TEXTS.passwordTitle}>
      <p>{TEXTS.passwordIntro}</p>
      <form className="password-form" onSubmit={submit} noValidate>
        <label htmlFor={fieldId}>{TEXTS.passwordLabel}</label>
        <input
          id={fieldId}
          type="password"
          autoComplete="current-password"
          value={password}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? problemId : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        <p id={problemId} className="problem" role="alert">
          {message ?? ''}
        </p>
        <button type="submit" className="primary" disabled={isSending}>
          {isSending ? TEXTS.opening : TEXTS.openButton}
        </button>
      </form>
    </StatusPage>
  );
}
