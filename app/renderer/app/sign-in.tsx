import { useState } from 'react';
import { Notice } from '../components/status.tsx';
import { useAuth } from '../lib/auth/auth-context.ts';
import { tokenFromPaste } from '../lib/auth/session.ts';

/** Shown in a browser without a valid token: where the address comes from, and a field to paste it. */
export function SignIn() {
  const auth = useAuth();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const state = auth.state;

  return (
    <section className="sign-in" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Sign in to DSS Desk</h1>
      {state.status === 'failed' && (
        <Notice tone="warning" title="The app could not start">
          <p>{state.message}</p>
          <button type="button" onClick={auth.retry}>
            Try again
          </button>
        </Notice>
      )}
      {state.status === 'signed-out' && state.notice && <Notice tone="warning">{<p>{state.notice}</p>}</Notice>}
      <p>
        This page talks to the DSS server on this machine. When you start it with <code>dss serve</code>, it prints an
        address like
      </p>
      <pre className="code-block">http://127.0.0.1:8787/#token=…</pre>
      <p>
        Open that address in this browser, or paste it (or just the token) below. The token stays in this tab only and
        is removed from the address bar. The desktop app signs in by itself.
      </p>
      <form
        className="sign-in-form"
        onSubmit={(event) => {
          event.preventDefault();
          const token = tokenFromPaste(text);
          if (token === null) {
            setProblem('That is not the address `dss serve` printed (…/#token=…) nor a token.');
            return;
          }
          setProblem(null);
          setBusy(true);
          void auth.signIn(token).finally(() => setBusy(false));
        }}
      >
        <label className="field is-wide">
          <span>Address or token</span>
          <input
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={problem !== null}
            aria-describedby={problem !== null ? 'sign-in-problem' : undefined}
          />
        </label>
        {problem && (
          <p id="sign-in-problem" className="field-error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </section>
  );
}
